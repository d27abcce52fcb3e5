import CSQLite

extension Database {
    /// Deletes everything the database file holds (tables, indexes, triggers, views, rows, the
    /// user version) and leaves an empty database in the same file, by SQLite's documented reset
    /// (`SQLITE_DBCONFIG_RESET_DATABASE` and `VACUUM`). Other connections to the file see an empty
    /// database afterwards. Runs outside a transaction.
    public func erase() throws {
        guard !isInTransaction else {
            throw DatabaseError(.misuse, "erase() runs outside a transaction")
        }
        let connection = try connectionForStatement()
        sqlite3_db_config_int(connection, SQLITE_DBCONFIG_RESET_DATABASE, 1)
        defer { sqlite3_db_config_int(connection, SQLITE_DBCONFIG_RESET_DATABASE, 0) }
        try execute(Vacuum())
    }
}
