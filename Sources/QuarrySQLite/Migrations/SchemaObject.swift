/// A row of `sqlite_schema`: an object's type (`table`, `index`, `trigger`, `view`), names and
/// SQL text (`nil` for the automatic indexes of UNIQUE and PRIMARY KEY constraints).
struct SchemaObject: Hashable, RowDecodable {
    var type: String
    var name: String
    var tableName: String
    var sql: String?

    init(row: borrowing Row) throws {
        type = try row[0]
        name = try row[1]
        tableName = try row[2]
        sql = try row[3]
    }

    /// The indexes and triggers of a table that have SQL text, in the order they were created:
    /// what `DROP TABLE` drops with it, and the table rebuild recreates.
    static func attached(to table: String, schema: SQLIdentifier?, in db: Database) throws -> [SchemaObject] {
        let schemaTable = Table("sqlite_schema", schema: schema)
        return try db.fetchAll(
            """
            SELECT type, name, tbl_name, sql FROM \(schemaTable)
            WHERE tbl_name = \(table) AND type IN ('index', 'trigger') AND sql IS NOT NULL ORDER BY rowid
            """, as: SchemaObject.self)
    }

    /// Every object of the main schema except SQLite's statistics tables (which `ANALYZE`
    /// writes, not migrations), sorted: two databases migrated alike have equal lists.
    static func all(in db: Database) throws -> [SchemaObject] {
        try db.fetchAll(
            """
            SELECT type, name, tbl_name, sql FROM sqlite_schema
            WHERE name NOT LIKE 'sqlite\\_stat%' ESCAPE '\\' ORDER BY type, name
            """, as: SchemaObject.self)
    }
}
