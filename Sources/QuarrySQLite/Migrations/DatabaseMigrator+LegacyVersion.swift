extension DatabaseMigrator {
    /// Where a database made before the migrator (by FMDB-style code) keeps its version. When the
    /// migrator finds no record of its own, a legacy version N marks the first N registered
    /// migrations as applied, so an app moving to the migrator keeps its data and runs only the
    /// migrations after N.
    public enum LegacyVersion: Sendable, Hashable {
        /// `PRAGMA user_version`, the number in the database header.
        case userVersion
        /// The largest value of a column (`SELECT max(version) FROM schema_version`); a missing
        /// table or an empty one is version 0.
        case maximum(column: String, table: TableName)
    }
}
