extension DatabaseMigrator.LegacyVersion {
    /// The version the database holds in this place.
    func read(in db: Database) throws -> Int {
        switch self {
        case .userVersion:
            return try db.pragma(.userVersion)
        case .maximum(let column, let table):
            guard try db.tableExists(table) else { return 0 }
            let maximum = SQL.max(Column<Int?>(SQLIdentifier(column)))
            return try db.fetchValue(
                Select { maximum }.from(Table(table.name, schema: table.schema)), as: Int?.self
            ) ?? 0
        }
    }
}
