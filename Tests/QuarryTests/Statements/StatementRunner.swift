import CSQLite
import Quarry
import QuarryTesting

/// Runs rendered statements on a scratch database, binding their arguments, so that tests can
/// check what statements do (triggers firing, upserts, RETURNING rows) and not only that they
/// prepare. The execution core is another part of the project; this is the minimum for tests.
struct StatementRunner {
    let database: SQLiteScratchDatabase

    init(schema: String = "") throws {
        database = try SQLiteScratchDatabase(schema: schema)
    }

    /// Renders, prepares, binds and steps the statement; returns its rows.
    @discardableResult
    func run(_ statement: some SQLStatement) throws -> [[SQLValue]] {
        let rendered = try statement.render()
        return try run(rendered.sql, rendered.arguments)
    }

    /// Runs hand-written SQL (the test's own checks) with arguments.
    @discardableResult
    func run(_ sql: String, _ arguments: [SQLValue] = []) throws -> [[SQLValue]] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(database.handle, sql, -1, &statement, nil) == SQLITE_OK else {
            throw RunFailure(description: "prepare failed: \(message) in \(sql)")
        }
        defer { sqlite3_finalize(statement) }
        for (index, argument) in arguments.enumerated() {
            bind(argument, at: Int32(index + 1), in: statement)
        }
        var rows: [[SQLValue]] = []
        while true {
            let code = sqlite3_step(statement)
            if code == SQLITE_DONE { return rows }
            guard code == SQLITE_ROW else {
                throw RunFailure(description: "step failed: \(message) in \(sql)")
            }
            rows.append((0..<sqlite3_column_count(statement)).map { column(at: $0, in: statement) })
        }
    }

    private var message: String { String(cString: sqlite3_errmsg(database.handle)) }

    private func bind(_ value: SQLValue, at index: Int32, in statement: OpaquePointer?) {
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        switch value {
        case .null: sqlite3_bind_null(statement, index)
        case .integer(let integer): sqlite3_bind_int64(statement, index, integer)
        case .real(let real): sqlite3_bind_double(statement, index, real)
        case .text(let text): sqlite3_bind_text(statement, index, text, -1, transient)
        case .blob(let bytes): sqlite3_bind_blob(statement, index, bytes, Int32(bytes.count), transient)
        }
    }

    private func column(at index: Int32, in statement: OpaquePointer?) -> SQLValue {
        switch sqlite3_column_type(statement, index) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, index))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, index))
        case SQLITE_TEXT: return .text(String(cString: sqlite3_column_text(statement, index)))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(statement, index))
            guard let bytes = sqlite3_column_blob(statement, index) else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
        default: return .null
        }
    }
}

/// Why running a statement in a test failed: SQLite's message and the SQL.
struct RunFailure: Error, CustomStringConvertible {
    let description: String
}
