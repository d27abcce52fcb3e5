/// One error a connection met, as ``DatabaseConfiguration/onError(includingArguments:_:)``
/// reports it.
public struct DatabaseErrorEvent: Sendable, Hashable {
    /// What the connection was doing when it failed.
    public enum Stage: Sendable, Hashable {
        /// Opening the connection (`sqlite3_open_v2`, or reading the schema of what it opened).
        case open
        /// Preparing a statement (a syntax error, a missing table).
        case prepare
        /// Binding arguments to a statement (a wrong count, an unknown name, a value too big).
        case bind
        /// Running a statement, `COMMIT` included (a constraint, a busy database, an interrupt).
        case step
        /// Reading a column of a row into a Swift type.
        case decode
        /// Using a connection or statement that may not be used now: closed, held by a queue on
        /// another thread, already running, or in a transaction SQLite rolled back under a block.
        case access
    }

    /// The error: codes, message, SQL with placeholders, and the SQL with values only when the
    /// observer asked for arguments.
    public let error: DatabaseError
    /// What the connection was doing.
    public let stage: Stage
}
