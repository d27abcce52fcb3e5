/// A row of `sqlite_schema`: an object's type (`table`, `index`, `trigger`, `view`), names and
/// SQL text (`nil` for the automatic indexes of UNIQUE and PRIMARY KEY constraints).
struct SchemaObject: Hashable, RowDecodable {
    var type: String
    var name: String
    var tableName: String
    var sql: String?
    /// The schema whose `sqlite_schema` holds it (`main`, `temp`, an attached one).
    var schema: String

    init(row: borrowing Row) throws {
        type = try row[0]
        name = try row[1]
        tableName = try row[2]
        sql = try row[3]
        schema = try row[4]
    }

    /// What tells two objects apart in SQLite: the schema, the kind (indexes, tables and views
    /// share one namespace, triggers have their own) and the name, names compared as SQLite does.
    struct Identity: Hashable {
        let schema: SQLiteNameKey
        let isTrigger: Bool
        let name: SQLiteNameKey
    }

    var identity: Identity {
        Identity(schema: SQLiteNameKey(schema), isTrigger: type == "trigger", name: SQLiteNameKey(name))
    }

    // Byte for byte: Swift's `String ==` takes canonically equivalent names and SQL as equal.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.type.isByteEqual(to: rhs.type) && lhs.name.isByteEqual(to: rhs.name)
            && lhs.tableName.isByteEqual(to: rhs.tableName) && lhs.schema.isByteEqual(to: rhs.schema)
            && (lhs.sql.map(ExactText.init) == rhs.sql.map(ExactText.init))
    }

    func hash(into hasher: inout Hasher) {
        for text in [type, name, tableName, schema] { hasher.combine(ExactText(text)) }
        hasher.combine(sql.map(ExactText.init))
    }

    /// `type name`, for messages.
    var described: String { "\(type) \(name.debugDescription)" }

    /// The indexes, triggers and views that have SQL text, in `schema` and in `temp` (where a
    /// temporary trigger on a table of another schema lives), in the order they were created:
    /// what a table rebuild must leave in place. Names of tables and schemas follow SQLite's rule
    /// (a trigger's `tbl_name` is the table's name as its CREATE TRIGGER spelled it: `USER`,
    /// `"User"` for table `user`).
    static func dependents(in schema: String, db: Database) throws -> [SchemaObject] {
        var objects = try dependentsIn(schema, db: db)
        if !schema.isSameSQLiteName(as: "temp") { objects += try dependentsIn("temp", db: db) }
        return objects
    }

    private static func dependentsIn(_ schema: String, db: Database) throws -> [SchemaObject] {
        let schemaTable = Table("sqlite_schema", schema: SQLIdentifier(schema))
        return try db.fetchAll(
            """
            SELECT type, name, tbl_name, sql, \(schema) FROM \(schemaTable)
            WHERE type IN ('index', 'trigger', 'view') AND sql IS NOT NULL ORDER BY rowid
            """, as: SchemaObject.self)
    }

    /// Every object of the main schema except SQLite's statistics tables (which `ANALYZE`
    /// writes, not migrations), sorted: two databases migrated alike have equal lists.
    static func all(in db: Database) throws -> [SchemaObject] {
        try db.fetchAll(
            """
            SELECT type, name, tbl_name, sql, 'main' FROM sqlite_schema
            WHERE name NOT LIKE 'sqlite\\_stat%' ESCAPE '\\' ORDER BY type, name
            """, as: SchemaObject.self)
    }
}
