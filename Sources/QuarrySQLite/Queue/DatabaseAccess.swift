/// Something that lends connections to closures, from any thread or task: ``DatabaseQueue`` (one
/// connection) or ``DatabasePool`` (one writer and concurrent readers over a WAL file). Code
/// written against it with ``read(_:)`` and ``write(_:)`` runs on either.
public protocol DatabaseAccess: Sendable {
    /// Runs `body` with exclusive use of a connection, blocking the calling thread until it is free.
    func inDatabase<T>(_ body: (Database) throws -> T) throws -> T

    /// Runs `body` with exclusive use of a connection without blocking the calling task's thread.
    func inDatabase<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T

    /// Runs `body` on a connection that refuses writes (`SQLITE_READONLY`) and sees one committed
    /// state of the database for the whole closure.
    func read<T>(_ body: (Database) throws -> T) throws -> T

    /// Runs `body` like ``read(_:)`` without blocking the calling task's thread.
    func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T

    /// Runs `body` in a transaction on the connection that writes: committed when it returns,
    /// rolled back when it throws.
    func write<T>(_ body: (Database) throws -> T) throws -> T

    /// Runs `body` like ``write(_:)`` without blocking the calling task's thread.
    func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T
}

extension DatabaseAccess {
    /// Runs `body` in a transaction on the connection: committed when it returns, rolled back when
    /// it throws.
    public func inTransaction<T>(_ behavior: Begin.Behavior = .deferred, _ body: (Database) throws -> T)
        throws -> T
    {
        try inDatabase { db in try db.inTransaction(behavior, body) }
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
