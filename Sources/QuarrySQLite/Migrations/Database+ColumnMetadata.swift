import CSQLite

extension Database {
    /// What `sqlite3_table_column_metadata` says of a column.
    struct ColumnMetadata {
        var isAutoincrement: Bool
    }

    /// `sqlite3_table_column_metadata` for one column.
    func columnMetadata(table: String, column: String, schema: String?) throws -> ColumnMetadata {
        let connection = try connectionForStatement()
        var autoincrement: Int32 = 0
        let code = sqlite3_table_column_metadata(
            connection, schema, table, column, nil, nil, nil, nil, &autoincrement)
        guard code == SQLITE_OK else { throw DatabaseError(code: code, connection: connection, sql: nil) }
        return ColumnMetadata(isAutoincrement: autoincrement != 0)
    }
}
