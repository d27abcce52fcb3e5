import CSQLite

extension Database {
    /// Rows changed by the last `INSERT`, `UPDATE` or `DELETE` (`sqlite3_changes64`); 0 when closed.
    public var changes: Int {
        connection.map { Int(sqlite3_changes64($0)) } ?? 0
    }

    /// Rows changed since the connection opened (`sqlite3_total_changes64`); 0 when closed.
    public var totalChanges: Int {
        connection.map { Int(sqlite3_total_changes64($0)) } ?? 0
    }

    /// The rowid of the last successful `INSERT` (`sqlite3_last_insert_rowid`); 0 when closed.
    public var lastInsertRowID: Int64 {
        connection.map { sqlite3_last_insert_rowid($0) } ?? 0
    }

    /// Whether a transaction is open (the connection is not in autocommit mode).
    public var isInTransaction: Bool {
        connection.map { sqlite3_get_autocommit($0) == 0 } ?? false
    }
}
