import CSQLite
import Quarry

/// A throwaway in-memory SQLite database set up the way Quarry's execution core sets up a
/// connection (double-quoted string literals off, foreign keys on), used to check that rendered SQL
/// is SQL that SQLite accepts.
public final class SQLiteScratchDatabase {
    /// The raw connection, for checks that need the C API.
    public let handle: OpaquePointer

    /// Opens an in-memory database and runs `schema` (several statements allowed).
    public init(schema: String = "") throws(SQLCheckFailure) {
        var db: OpaquePointer?
        guard sqlite3_open_v2(":memory:", &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK,
            let db
        else { throw SQLCheckFailure("cannot open an in-memory database") }
        handle = db
        sqlite3_extended_result_codes(db, 1)
        sqliteDisableDoubleQuotedStrings(db)
        registerRegexp(db)
        if !schema.isEmpty, sqlite3_exec(db, schema, nil, nil, nil) != SQLITE_OK {
            throw SQLCheckFailure("fixture schema failed: \(String(cString: sqlite3_errmsg(db)))")
        }
    }

    deinit { sqlite3_close_v2(handle) }

    /// Prepares `sql` and checks that it is exactly one statement (nothing but blanks and comments
    /// after it); returns the number of parameters SQLite counts.
    @discardableResult
    public func prepare(_ sql: String) throws(SQLCheckFailure) -> Int {
        try Self.refuseNul(in: sql)
        var statement: OpaquePointer?
        var tailOffset = 0
        let code = sql.withCString { text in
            var tail: UnsafePointer<CChar>?
            let code = sqlite3_prepare_v2(handle, text, -1, &statement, &tail)
            if let tail { tailOffset = text.distance(to: tail) }
            return code
        }
        defer { sqlite3_finalize(statement) }
        guard code == SQLITE_OK else {
            throw SQLCheckFailure("SQLite refused \(sql): \(String(cString: sqlite3_errmsg(handle)))")
        }
        guard statement != nil else { throw SQLCheckFailure("SQLite found no statement in \(sql)") }
        let rest = sql.utf8.dropFirst(tailOffset)
        if rest.contains(where: { !($0 == 32 || $0 == 10 || $0 == 9 || $0 == 13) }) {
            throw SQLCheckFailure("more than one statement in \(sql)")
        }
        return Int(sqlite3_bind_parameter_count(statement))
    }

    /// Runs SQL that needs no arguments and returns nothing of interest (fixture changes).
    public func execute(_ sql: String) throws(SQLCheckFailure) {
        try Self.refuseNul(in: sql)
        if sqlite3_exec(handle, sql, nil, nil, nil) != SQLITE_OK {
            throw SQLCheckFailure("SQLite failed \(sql): \(String(cString: sqlite3_errmsg(handle)))")
        }
    }
}

extension SQLiteScratchDatabase {
    /// SQLite reads the text as a C string and stops at a NUL, so a check of text with one would
    /// check only what precedes it.
    static func refuseNul(in sql: String) throws(SQLCheckFailure) {
        if sql.utf8.contains(0) {
            throw SQLCheckFailure("the SQL contains a NUL character: \(sql.debugDescription)")
        }
    }
}

/// Why a rendered statement failed a check: SQLite refused it, or it differs from what was expected.
public struct SQLCheckFailure: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
    /// Whether SQLite failed while running the statement rather than preparing it.
    public var failedWhileRunning = false
    init(_ description: String, failedWhileRunning: Bool = false) {
        self.description = description
        self.failedWhileRunning = failedWhileRunning
    }
}

private func sqliteDisableDoubleQuotedStrings(_ db: OpaquePointer) {
    sqlite3_db_config_int(db, SQLITE_DBCONFIG_DQS_DML, 0)
    sqlite3_db_config_int(db, SQLITE_DBCONFIG_DQS_DDL, 0)
    sqlite3_db_config_int(db, SQLITE_DBCONFIG_ENABLE_FKEY, 1)
}

/// A `regexp` that only has to exist for preparation: the execution core registers a real one.
private func registerRegexp(_ db: OpaquePointer) {
    sqlite3_create_function_v2(
        db, "regexp", 2, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil,
        { context, _, _ in sqlite3_result_null(context) }, nil, nil, nil)
}
