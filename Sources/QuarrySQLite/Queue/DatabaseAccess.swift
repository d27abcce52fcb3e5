/// Something that lends a connection to closures one at a time, from any thread or task:
/// ``DatabaseQueue`` today, a pool of WAL readers with one writer later.
public protocol DatabaseAccess: Sendable {
    /// Runs `body` with exclusive use of a connection, blocking the calling thread until it is free.
    func inDatabase<T>(_ body: (Database) throws -> T) throws -> T

    /// Runs `body` with exclusive use of a connection without blocking the calling task's thread.
    func inDatabase<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T
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
