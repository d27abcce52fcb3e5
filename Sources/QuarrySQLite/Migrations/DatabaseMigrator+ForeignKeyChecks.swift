extension DatabaseMigrator {
    /// How a migration treats foreign keys while it runs. Either way, when the connection enforces
    /// foreign keys, `PRAGMA foreign_key_check` runs before the migration commits and any
    /// violation rolls it back.
    public enum ForeignKeyChecks: Sendable, Hashable {
        /// Foreign keys are off while the migration runs (turned off before its `BEGIN`, back on
        /// after its `COMMIT` or `ROLLBACK`, since SQLite ignores the pragma inside a
        /// transaction) and checked once at its end. This is what SQLite's documented table
        /// rebuild needs: dropping a parent table with foreign keys on would run its `ON DELETE`
        /// actions on the child rows.
        case deferred
        /// Foreign keys stay on: each statement of the migration is checked as it runs.
        /// ``Database/rebuildTable(_:values:)`` refuses to run in such a migration.
        case immediate
    }
}
