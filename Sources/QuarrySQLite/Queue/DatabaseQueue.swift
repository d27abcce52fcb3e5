import Dispatch
import Foundation

/// Serializes all access to one connection from any thread or task (FMDB's `FMDatabaseQueue`):
/// each closure gets the ``Database`` to itself.
///
/// ```swift
/// let queue = try DatabaseQueue(path: "app.sqlite")
/// let count = try queue.inDatabase { db in try db.fetchValue("SELECT count(*) FROM message", as: Int.self) }
/// try await queue.inTransaction { db in try db.execute(insert) }
/// ```
///
/// Synchronous calls block the calling thread until the connection is free; `async` calls wait on
/// the queue's own thread instead of a task's. A synchronous call from inside a closure on the same
/// thread runs at once (the lock is recursive), so helpers may take the queue without deadlocking.
/// The `Database` (and any `Cursor` or `PreparedStatement` of it) works only inside the closure:
/// the compiler refuses to return it (the result is `sending`), and one smuggled out anyway (see
/// `docs/ARCHITECTURE.md`) throws `SQLITE_MISUSE` when used after the closure returns.
public final class DatabaseQueue: DatabaseAccess, @unchecked Sendable {
    // @unchecked: `database` is touched only while `lock` is held, which is the whole point of the
    // type; `interruptHandle` is Sendable on its own.
    private let lock = NSRecursiveLock()
    private let database: Database
    private let accessGuard = QueueAccessGuard()
    /// Closures of the queue running on the thread that holds the lock (the lock is recursive).
    private var depth = 0
    private let dispatchQueue = DispatchQueue(label: "Quarry.DatabaseQueue")
    /// Stops the statement running on the queue's connection, from any thread.
    public let interruptHandle: DatabaseInterruptHandle

    /// Opens a connection at `location`, configured like a ``Database``.
    public init(
        location: DatabaseLocation = .inMemory, configuration: DatabaseConfiguration = DatabaseConfiguration()
    ) throws {
        database = try Database(location: location, configuration: configuration)
        interruptHandle = database.interruptHandle
        database.queueGuard = accessGuard
    }

    /// Opens (and by default creates) the database file at `path`.
    public convenience init(path: String, configuration: DatabaseConfiguration = DatabaseConfiguration())
        throws
    {
        try self.init(location: .path(path), configuration: configuration)
    }

    /// Runs `body` with the connection, blocking until no other closure holds it.
    public func inDatabase<T>(_ body: (Database) throws -> sending T) throws -> sending T {
        lock.lock()
        if depth == 0 { accessGuard.enter() }
        depth += 1
        defer {
            depth -= 1
            if depth == 0 { accessGuard.leave() }
            lock.unlock()
        }
        return try body(database)
    }

    /// Runs `body` with the connection on the queue's thread, suspending the calling task meanwhile.
    public func inDatabase<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T
    {
        try await withCheckedThrowingContinuation { continuation in
            dispatchQueue.async {
                continuation.resume(with: Result { try self.inDatabase { db in try body(db) } })
            }
        }
    }

    /// Closes the connection once the closures running now are done; later calls fail with
    /// `SQLITE_MISUSE`.
    public func close() throws {
        try inDatabase { db in try db.close() }
    }

    /// Stops the statement the connection is running (`SQLITE_INTERRUPT`).
    public func interrupt() {
        interruptHandle.interrupt()
    }
}
