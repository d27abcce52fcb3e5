import CSQLite

/// The tables one statement reads, as SQLite's authorizer names them while it prepares the
/// statement (`SQLITE_READ`: views and subqueries are expanded by then, so the tables behind them
/// are named).
final class ReadAuthorizer {
    private var tables: [String] = []

    /// The region of `sql`, prepared once more on `connection` with the authorizer recording, then
    /// finalized. A statement that no longer prepares reads, for all Quarry knows, everything.
    static func region(of sql: String, on connection: OpaquePointer) -> DatabaseRegion {
        let authorizer = ReadAuthorizer()
        let context = Unmanaged.passUnretained(authorizer).toOpaque()
        sqlite3_set_authorizer(
            connection,
            { context, action, table, _, _, _ in
                guard action == SQLITE_READ, let context, let table else { return SQLITE_OK }
                Unmanaged<ReadAuthorizer>.fromOpaque(context).takeUnretainedValue().tables.append(
                    String(cString: table))
                return SQLITE_OK
            }, context)
        var statement: OpaquePointer?
        let code = withExtendedLifetime(authorizer) {
            sqlite3_prepare_v3(connection, sql, -1, 0, &statement, nil)
        }
        sqlite3_set_authorizer(connection, nil, nil)
        sqlite3_finalize(statement)
        guard code == SQLITE_OK else { return .everything }
        return DatabaseRegion(tables: authorizer.tables)
    }
}
