/// The one error the PostgreSQL core throws: the server's SQLSTATE, message, detail, hint and
/// position, and the SQL that failed.
///
/// Argument values never appear in the error unless the connection opted in with
/// ``PostgresConfiguration/errorsIncludeArguments``: the SQL is the text with `$n` placeholders and
/// the server's messages that quote a value have those values withheld. Problems the
/// core finds itself use the SQLSTATE PostgreSQL would use for them (see ``PostgresError/SQLState``).
public struct PostgresError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The five-character SQLSTATE, such as `23505` (unique violation).
    public let sqlState: String
    /// The server's primary message, or the core's own sentence naming the problem.
    public let message: String
    /// The server's detail line, when it sent one.
    public let detail: String?
    /// The server's hint, when it sent one.
    public let hint: String?
    /// The 1-based character position in ``sql`` where the server found the error, when known.
    public let position: Int?
    /// The SQL that failed (placeholders, never values), when there is one.
    public let sql: String?
    /// The column being read when a row failed to decode.
    public let column: String?
    /// The statement's arguments, only when the connection opted in with
    /// ``PostgresConfiguration/errorsIncludeArguments``.
    public internal(set) var arguments: [SQLValue]?

    /// Whether both are the same error, text compared by its bytes (the SQL and messages quote
    /// names, which Swift's canonical `String ==` would blur).
    public static func == (lhs: PostgresError, rhs: PostgresError) -> Bool {
        lhs.sqlState.isByteEqual(to: rhs.sqlState) && lhs.message.isByteEqual(to: rhs.message)
            && lhs.detail.map(ExactText.init) == rhs.detail.map(ExactText.init)
            && lhs.hint.map(ExactText.init) == rhs.hint.map(ExactText.init) && lhs.position == rhs.position
            && lhs.sql.map(ExactText.init) == rhs.sql.map(ExactText.init)
            && lhs.column.map(ExactText.init) == rhs.column.map(ExactText.init)
            && lhs.arguments == rhs.arguments
    }

    /// Hashes text by its bytes, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ExactText(sqlState))
        hasher.combine(ExactText(message))
        hasher.combine(detail.map(ExactText.init))
        hasher.combine(hint.map(ExactText.init))
        hasher.combine(position)
        hasher.combine(sql.map(ExactText.init))
        hasher.combine(column.map(ExactText.init))
        hasher.combine(arguments)
    }

    /// An error with the given SQLSTATE and message.
    public init(
        sqlState: String, message: String, detail: String? = nil, hint: String? = nil, position: Int? = nil,
        sql: String? = nil, column: String? = nil
    ) {
        self.sqlState = sqlState
        self.message = message
        self.detail = detail
        self.hint = hint
        self.position = position
        self.sql = sql
        self.column = column
    }

    /// The SQLSTATE, the message, detail and hint, the column and the SQL, without argument values
    /// (unless the connection opted in).
    public var description: String {
        var text = "SQLSTATE \(sqlState): \(message)"
        if let detail { text += " (detail: \(detail))" }
        if let hint { text += " (hint: \(hint))" }
        if let column { text += " (column \(column.debugDescription))" }
        if let sql {
            text += " in \(sql)"
            if let position { text += " at character \(position)" }
        }
        if let arguments {
            text += " (with arguments: \(arguments.map(\.description).joined(separator: ", ")))"
        }
        return text
    }
}

extension PostgresError {
    /// The SQLSTATEs the core uses for the problems it finds itself, named after PostgreSQL's
    /// conditions.
    public enum SQLState {
        /// `08001`: the connection could not be made.
        public static let unableToConnect = "08001"
        /// `08003`: the connection is closed or broken.
        public static let connectionDoesNotExist = "08003"
        /// `22021`: text holding a NUL character, which PostgreSQL text cannot hold.
        public static let characterNotInRepertoire = "22021"
        /// `22P02`: text that does not parse as the type it is cast to.
        public static let invalidTextRepresentation = "22P02"
        /// `42804`: a column whose value does not read as the requested Swift type.
        public static let datatypeMismatch = "42804"
        /// `22003`: a number that does not fit the requested Swift type.
        public static let numericValueOutOfRange = "22003"
        /// `42703`: a column name the result does not have, or an index past its columns.
        public static let undefinedColumn = "42703"
        /// `25000`: a statement that would end the transaction of an open transaction block.
        public static let invalidTransactionState = "25000"
        /// `25001`: a statement that cannot run inside a transaction (or a pipeline) was sent in one.
        public static let activeSQLTransaction = "25001"
        /// `25P02`: the transaction was aborted by an earlier error.
        public static let inFailedTransaction = "25P02"
        /// `42601`: a syntax error, as the server reports for two statements in one call.
        public static let syntaxError = "42601"
        /// `42P02`: a parameter number the statement does not have.
        public static let undefinedParameter = "42P02"
        /// `54000`: more parameters than the protocol carries (65,535).
        public static let programLimitExceeded = "54000"
        /// `55000`: a session setting the core relies on does not hold after it was set.
        public static let objectNotInPrerequisiteState = "55000"
        /// `57014`: the statement was cancelled (``PostgresPool`` turns it into `CancellationError`
        /// when the task that ran it was cancelled).
        public static let queryCanceled = "57014"
        /// `XX000`: a result the core cannot read (a malformed plan, say).
        public static let internalError = "XX000"
    }
}

extension PostgresError {
    /// Whether the server refused a prepared statement whose result columns changed with the
    /// schema (`0A000`, "cached plan must not change result type").
    var isStalePlan: Bool {
        sqlState == "0A000" && message.hasPrefix("cached plan must not change")
    }

    /// Whether the server found no prepared statement of the core's (`26000`: a `DEALLOCATE ALL`
    /// or `DISCARD ALL` dropped it), so the statement did not run.
    var isMissingPreparedStatement: Bool {
        sqlState == "26000" && message.contains("quarry_")
    }
}
