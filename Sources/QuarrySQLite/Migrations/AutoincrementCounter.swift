/// A table's `AUTOINCREMENT` counter (its row in `sqlite_sequence`), kept across a table rebuild:
/// `DROP TABLE` deletes the row, and the copy would restart the counter at the largest rowid
/// copied, reusing the rowids of rows deleted at the end.
struct AutoincrementCounter {
    let table: String
    let schema: SQLIdentifier?
    let value: Int64

    private static func sequenceTable(_ schema: SQLIdentifier?) -> Table {
        Table("sqlite_sequence", schema: schema)
    }

    /// The table's counter, if it has one.
    static func read(_ table: String, schema: SQLIdentifier?, in db: Database) throws -> AutoincrementCounter?
    {
        guard try db.tableExists(TableName("sqlite_sequence", schema: schema)) else { return nil }
        let value = try db.fetchValue(
            "SELECT seq FROM \(sequenceTable(schema)) WHERE name = \(table)", as: Int64?.self)
        return value.map { AutoincrementCounter(table: table, schema: schema, value: $0) }
    }

    /// Puts the counter back when the rebuilt table counts its rowids: raises it when the copy
    /// left it lower, sets it when the copy left it absent (no rows) and the table is still
    /// `AUTOINCREMENT`.
    func restore(in db: Database) throws {
        let sequence = Self.sequenceTable(schema)
        // A row whose seq is NULL is not "no row": reading the value in the closure keeps the two.
        let current = try db.fetchOne("SELECT seq FROM \(sequence) WHERE name = \(table)") { row in
            try row.value(at: 0, as: Int64?.self)
        }
        if let current {
            if (current ?? 0) < value {
                try db.execute("UPDATE \(sequence) SET seq = \(value) WHERE name = \(table)")
            }
        } else if try isAutoincrement(in: db) {
            try db.execute("INSERT INTO \(sequence) (name, seq) VALUES (\(table), \(value))")
        }
    }

    /// Whether the table's INTEGER PRIMARY KEY is `AUTOINCREMENT`, as SQLite reports it.
    private func isAutoincrement(in db: Database) throws -> Bool {
        let key = try db.columns(in: TableName(SQLIdentifier(table), schema: schema)).filter {
            $0.primaryKeyIndex > 0
        }
        guard key.count == 1 else { return false }
        return try db.columnMetadata(table: table, column: key[0].name, schema: schema?.name).isAutoincrement
    }
}
