/// The table where a ``DatabaseMigrator`` records the migrations it applied:
/// `quarry_migrations(identifier TEXT PRIMARY KEY)`, one row per migration, written in the
/// migration's own transaction.
enum MigrationRecords {
    static let table = Table("quarry_migrations")
    private static let identifier = Column<String>("identifier")

    /// Whether the table exists.
    static func exist(in db: Database) throws -> Bool {
        try db.tableExists(table.name)
    }

    /// Creates the table.
    static func create(in db: Database) throws {
        try db.execute(
            CreateTable(table) {
                ColumnDefinition(identifier, .text).primaryKey().notNull()
            })
    }

    /// The recorded identifiers; none when the table does not exist.
    static func identifiers(in db: Database) throws -> [String] {
        guard try exist(in: db) else { return [] }
        return try db.fetchValues(Select { identifier }.from(table), as: String.self)
    }

    /// Records one applied migration.
    static func record(_ migration: String, in db: Database) throws {
        try db.execute(Insert(into: table).values { identifier.set(to: migration) })
    }
}
