/// Something that lends connections to closures, from any thread or task: ``DatabaseQueue`` (one
/// connection) or ``DatabasePool`` (one writer and concurrent readers over a WAL file). Code
/// written against it with `read(_:)` and `write(_:)` runs on either.
///
/// What a synchronous closure returns is `sending`: the compiler refuses to return the lent
/// ``Database``, or anything reached from it (a ``Cursor``, a ``PreparedStatement``, a value holding
/// one), since it would use the connection outside the closure while another thread holds it.
/// Sendable values and values made fresh inside the closure (rows decoded into a struct, a new class
/// instance filled with fetched values) are returned as usual.
///
/// Both behave the same: a call nested in a closure on the same thread runs on that closure's
/// connection, so a `read` inside a `write` sees the write and refuses writes, and a `write` (or
/// `inDatabase`) inside a `read` refuses writes with `SQLITE_READONLY`. When a closure ends, every
/// statement still running on its connection is reset: a ``Cursor`` kept past its closure throws
/// `SQLITE_MISUSE` and holds no old snapshot.
public protocol DatabaseAccess: Sendable {
    /// Runs `body` with exclusive use of a connection, blocking the calling thread until it is free.
    func inDatabase<T>(_ body: (Database) throws -> sending T) throws -> sending T

    /// Runs `body` with exclusive use of a connection without blocking the calling task's thread.
    func inDatabase<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T

    /// Runs `body` on a connection that refuses writes (`SQLITE_READONLY`) and sees one committed
    /// state of the database for the whole closure.
    func read<T>(_ body: (Database) throws -> sending T) throws -> sending T

    /// Runs `body` like ``read(_:)`` without blocking the calling task's thread.
    func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T

    /// Runs `body` in a transaction on the connection that writes: committed when it returns,
    /// rolled back when it throws.
    func write<T>(_ body: (Database) throws -> sending T) throws -> sending T

    /// Runs `body` like ``write(_:)`` without blocking the calling task's thread.
    func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T
}

extension DatabaseAccess {
    /// Runs `body` in a transaction on the connection: committed when it returns, rolled back when
    /// it throws.
    public func inTransaction<T>(
        _ behavior: Begin.Behavior = .deferred, _ body: (Database) throws -> sending T
    ) throws -> sending T {
        try inDatabase { db in
            // `Database.inTransaction` does not promise a `sending` result (a standalone connection
            // lends nothing across threads), so the body's result crosses it in a box.
            try db.inTransaction(behavior) { db in SendingResult(value: try body(db)) }.value
        }
    }

    /// Runs `body` in a transaction on the connection that ends as the body decides: committed for
    /// `.commit`, rolled back for `.rollback` (see ``TransactionCompletion``) or when it throws.
    @discardableResult
    public func runTransaction(
        _ behavior: Begin.Behavior = .deferred, _ body: (Database) throws -> TransactionCompletion
    ) throws -> TransactionCompletion {
        try inDatabase { db in try db.runTransaction(behavior, body) }
    }

    /// Runs `body` in a transaction that ends as it decides, without blocking the calling task's
    /// thread.
    @discardableResult
    public func runTransaction(
        _ behavior: Begin.Behavior = .deferred,
        _ body: @escaping @Sendable (Database) throws -> TransactionCompletion
    ) async throws -> TransactionCompletion {
        try await inDatabase { db in try db.runTransaction(behavior, body) }
    }

    /// Runs `body` in a transaction without blocking the calling task's thread.
    public func inTransaction<T: Sendable>(
        _ behavior: Begin.Behavior = .deferred, _ body: @escaping @Sendable (Database) throws -> T
    ) async throws -> T {
        try await inDatabase { db in try db.inTransaction(behavior, body) }
    }
}

extension DatabaseError {
    /// `error` from a write inside a read closure, with what to do about it.
    static func writeInRead(_ error: any Error) -> any Error {
        guard let error = error as? DatabaseError, error.code == .readonly else { return error }
        var clearer = DatabaseError(
            error.extendedCode,
            "\(error.message) (a read closure's connection refuses writes; write inside write { } instead)",
            sql: error.sql, offset: error.offset, column: error.column)
        clearer.expandedSQL = error.expandedSQL
        return clearer
    }
}
