import CSQLite

/// The one error the execution core throws: SQLite's primary and extended result codes, its
/// message, the SQL that failed and where in it SQLite stopped.
///
/// Argument values never appear in the error: the SQL is the text with `?` placeholders. Problems
/// the core finds itself use the closest SQLite code: `SQLITE_MISUSE` for a closed connection or a
/// statement that is not one statement, `SQLITE_RANGE` for wrong arguments, `SQLITE_MISMATCH` for a
/// column that does not read as the requested type.
public struct DatabaseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The extended result code, such as `SQLITE_CONSTRAINT_UNIQUE`.
    public let extendedCode: ExtendedResultCode
    /// SQLite's message, or the core's own sentence naming the problem.
    public let message: String
    /// The SQL that failed (placeholders, never values), when there is one.
    public let sql: String?
    /// The byte offset in ``sql`` where SQLite found the error (`sqlite3_error_offset`), when known.
    public let offset: Int?
    /// The column being read when a row failed to decode.
    public let column: String?

    /// Whether both are the same error, text compared by its bytes (the SQL and message quote
    /// names, which Swift's canonical `String ==` would blur).
    public static func == (lhs: DatabaseError, rhs: DatabaseError) -> Bool {
        // One comparison per statement: as one chain of && it took 121-140 ms to type-check.
        guard lhs.extendedCode == rhs.extendedCode, lhs.offset == rhs.offset, lhs.scriptLine == rhs.scriptLine
        else { return false }
        let texts: [(String?, String?)] = [
            (lhs.message, rhs.message), (lhs.sql, rhs.sql), (lhs.column, rhs.column),
            (lhs.expandedSQL, rhs.expandedSQL), (lhs.databaseFile, rhs.databaseFile),
        ]
        return texts.allSatisfy { left, right in left.map(ExactText.init) == right.map(ExactText.init) }
    }

    /// Hashes text by its bytes, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(extendedCode)
        hasher.combine(ExactText(message))
        hasher.combine(sql.map(ExactText.init))
        hasher.combine(offset)
        hasher.combine(column.map(ExactText.init))
        hasher.combine(expandedSQL.map(ExactText.init))
        hasher.combine(databaseFile.map(ExactText.init))
        hasher.combine(scriptLine)
    }
    /// The SQL with the argument values inlined (`sqlite3_expanded_sql`), only when the
    /// connection opted in with ``DatabaseConfiguration/errorsIncludeArguments``.
    public internal(set) var expandedSQL: String?
    /// The database file SQLite found damaged or not a database, for `SQLITE_CORRUPT` and
    /// `SQLITE_NOTADB` errors: the file to check, back up or salvage.
    public internal(set) var databaseFile: String?
    /// For an error of a script (``Database/executeScript(_:)-(TrustedSQLScript)``): the line of the
    /// script, from 1, where SQLite stopped reading the failing statement, or where it starts.
    public internal(set) var scriptLine: Int?

    /// An error with the given code and message.
    public init(
        _ extendedCode: ExtendedResultCode, _ message: String, sql: String? = nil, offset: Int? = nil,
        column: String? = nil
    ) {
        self.extendedCode = extendedCode
        self.message = message
        self.sql = sql
        self.offset = offset
        self.column = column
    }

    /// The primary result code, such as `SQLITE_CONSTRAINT`.
    public var code: ResultCode { extendedCode.primary }

    /// The codes, the message, the column and the SQL, without argument values.
    public var description: String {
        var text = "\(extendedCode.name): \(message)"
        if let column { text += " (column \(column.debugDescription))" }
        if let sql {
            text += " in \(sql)"
            if let offset { text += " at offset \(offset)" }
        }
        if let expandedSQL { text += " (with arguments: \(expandedSQL))" }
        if let databaseFile { text += " (database file \(databaseFile.debugDescription))" }
        return text
    }
}

extension DatabaseError {
    /// The error SQLite reports for `code` on `connection`, with its message and error offset.
    init(code: Int32, connection: OpaquePointer?, sql: String?) {
        let extended = ExtendedResultCode(code: code)
        guard let connection else {
            self.init(extended, String(cString: sqlite3_errstr(code)), sql: sql)
            return
        }
        // The connection's message is about the last call; when it reports another code the message
        // belongs to something else, so fall back to SQLite's text for the code itself.
        let reported = sqlite3_extended_errcode(connection)
        let message =
            reported == code || reported & 0xFF == code & 0xFF
            ? String(cString: sqlite3_errmsg(connection)) : String(cString: sqlite3_errstr(code))
        let offset = sqlite3_error_offset(connection)
        self.init(extended, message, sql: sql, offset: offset >= 0 && sql != nil ? Int(offset) : nil)
        if extended.primary == .corrupt || extended.primary == .notadb {
            databaseFile = Self.mainFile(of: connection)
        }
    }

    /// The path of the connection's main database file, or `nil` for an in-memory or temporary
    /// database.
    private static func mainFile(of connection: OpaquePointer) -> String? {
        guard let name = sqlite3_db_filename(connection, "main") else { return nil }
        let path = String(cString: name)
        return path.isEmpty ? nil : path
    }

    /// This error as a caller sees it: with the SQL that has the values inlined when
    /// `includesArguments`, otherwise with the values SQLite quoted in its message withheld.
    func revealing(arguments includesArguments: Bool, expandedSQL: String?) -> DatabaseError {
        if includesArguments {
            var error = self
            error.expandedSQL = expandedSQL
            return error
        }
        let redacted = ValueRedaction.redacting(message)
        return redacted == message ? self : DatabaseError(extendedCode, redacted, sql: sql, offset: offset)
    }

    /// Use of a connection or statement after it was closed.
    @usableFromInline
    static func closed(_ what: String) -> DatabaseError {
        DatabaseError(.misuse, "the \(what) is closed")
    }

    /// Arguments that do not fit the statement's parameters.
    static func arguments(_ message: String, sql: String) -> DatabaseError {
        DatabaseError(.range, message, sql: sql)
    }
}

extension ExtendedResultCode {
    /// The named code for a raw one; a code this SQLite version does not know falls back to its
    /// primary code.
    init(code: Int32) {
        self = ExtendedResultCode(rawValue: code) ?? ExtendedResultCode(rawValue: code & 0xFF) ?? .error
    }
}
