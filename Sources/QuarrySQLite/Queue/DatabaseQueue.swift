import Dispatch
import Foundation
import Synchronization

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
/// the queue's own thread instead of a task's, and cancelling the task drops a call that has not
/// started or stops the statements of one that runs. `read(_:)` and `write(_:)` behave
/// as a ``DatabasePool``'s do, so code written against ``DatabaseAccess`` runs on either. A
/// synchronous call from inside a closure on the same thread runs at once (the lock is recursive),
/// so helpers may take the queue without deadlocking. The `Database` (and any `Cursor` or
/// `PreparedStatement` of it) works only inside the closure: the compiler refuses to return it (the
/// result is `sending`), and one smuggled out anyway (see `docs/ARCHITECTURE.md`) throws
/// `SQLITE_MISUSE` when used after the closure returns.
public final class DatabaseQueue: DatabaseAccess, Sendable {
    let connection: SerializedDatabase
    private let location: DatabaseLocation
    /// The interrupt handle of the connection open now (another one after ``close(onClosed:)``).
    private let currentInterruptHandle: CurrentInterruptHandle
    /// The configuration the connection reopens with: the one given, with the steps set since.
    private let currentConfiguration: LockedState<DatabaseConfiguration>

    /// The configuration a connection opened now would have: the one the queue was made with and
    /// the steps ``setStep(named:apply:undo:)`` set since.
    public var configuration: DatabaseConfiguration { currentConfiguration.withLock { $0 } }

    /// Stops the statement running on the queue's connection, from any thread. After
    /// ``close(onClosed:)`` the queue's connection is a new one: ask for the handle again (the old
    /// one does nothing, as every handle of a closed connection).
    public var interruptHandle: DatabaseInterruptHandle { currentInterruptHandle.value.withLock { $0 } }

    /// Opens a connection at `location`, configured like a ``Database``.
    public init(
        location: DatabaseLocation = .inMemory, configuration: DatabaseConfiguration = DatabaseConfiguration()
    ) throws {
        let database = try Database(location: location, configuration: configuration)
        let handle = CurrentInterruptHandle(database.interruptHandle)
        let current = LockedState(configuration)
        self.location = location
        currentInterruptHandle = handle
        currentConfiguration = current
        connection = SerializedDatabase(database, label: "Quarry.DatabaseQueue") {
            let reopened = try Database(location: location, configuration: current.withLock { $0 })
            handle.value.withLock { $0 = reopened.interruptHandle }
            return reopened
        }
    }

    /// Opens (and by default creates) the database file at `path`.
    public convenience init(path: String, configuration: DatabaseConfiguration = DatabaseConfiguration())
        throws
    {
        try self.init(location: .path(path), configuration: configuration)
    }

    /// Runs `body` with the connection, blocking until no other closure holds it.
    public func inDatabase<T>(_ body: (Database) throws -> sending T) throws -> sending T {
        try connection.inDatabase { db in SendingResult(value: try body(db)) }.value
    }

    /// Runs `body` with the connection on the queue's thread, suspending the calling task meanwhile.
    ///
    /// Cancelling the task drops the closure if it has not started (the call throws
    /// `CancellationError`), and stops its statements if it runs (`CancellationError` when the
    /// closure fails because of it).
    public func inDatabase<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T
    {
        try await connection.inDatabase(body)
    }

    /// Runs `body` with the connection in a read transaction while it refuses writes
    /// (`PRAGMA query_only`), so that code written for a ``DatabasePool``'s read-only readers
    /// behaves the same on a queue.
    public func read<T>(_ body: (Database) throws -> sending T) throws -> sending T {
        try connection.inDatabase { db in try db.inReadClosure { db in SendingResult(value: try body(db)) } }
            .value
    }

    /// ``read(_:)`` without blocking the calling task's thread.
    public func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await connection.inDatabase { db in try db.inReadClosure(body) }
    }

    /// Runs `body` in a transaction (`BEGIN IMMEDIATE`): committed when it returns, rolled back
    /// when it throws; a savepoint when a transaction is already open.
    public func write<T>(_ body: (Database) throws -> sending T) throws -> sending T {
        try connection.inDatabase { db in
            try db.inTransaction(.immediate) { db in SendingResult(value: try body(db)) }
        }.value
    }

    /// ``write(_:)`` without blocking the calling task's thread.
    public func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await connection.inDatabase { db in try db.inTransaction(.immediate, body) }
    }

    /// Closes the connection once the closures running now are done; later calls fail with
    /// `SQLITE_MISUSE`.
    public func close() throws {
        try inDatabase { db in try db.close() }
    }

    /// Waits for the closure running now, closes the connection, runs `onClosed` while it is
    /// closed (to replace or delete the file, WCDB's `close(onClosed:)`, as
    /// ``DatabasePool/close(onClosed:)``), then lets the calls that waited meanwhile go on, on the
    /// connection opened again with the same configuration. Calls into the queue from inside
    /// `onClosed` fail at once with `SQLITE_MISUSE`; calls from other threads wait for the block.
    /// Refused for an in-memory or temporary database, which has no file and would reopen empty.
    public func close(onClosed: () throws -> Void) throws {
        switch location {
        case .inMemory, .temporary:
            throw DatabaseError(
                .misuse,
                "close(onClosed:) reopens the database file afterwards; an in-memory or temporary database has no file and would reopen empty"
            )
        case .path, .uri:
            try connection.close(
                reopening: true, error: DatabaseError(.misuse, "the DatabaseQueue is closed"),
                whileClosed: onClosed)
        }
    }

    /// Sets the configuration step named `name` on the connection open now (once the closure
    /// running now is done: the old step's `undo`, if it had one, then `apply`) and on every
    /// connection opened later (WCDB's `setConfig(named:)`). When `apply` throws here, the step is
    /// not set and the error is thrown.
    public func setStep(
        named name: String, apply: @escaping @Sendable (Database) throws -> Void,
        undo: (@Sendable (Database) throws -> Void)? = nil
    ) throws {
        try inDatabase { db in
            try currentConfiguration.withLock { $0.steps.first { $0.isNamed(name) } }?.undo?(db)
            try apply(db)
            currentConfiguration.withLock { $0.setStep(named: name, apply: apply, undo: undo) }
        }
    }

    /// Removes the configuration step named `name`: its `undo` runs on the connection open now,
    /// and later connections do without it.
    public func removeStep(named name: String) throws {
        try inDatabase { db in
            try currentConfiguration.withLock { $0.steps.first { $0.isNamed(name) } }?.undo?(db)
            currentConfiguration.withLock { $0.removeStep(named: name) }
        }
    }

    /// Stops the statement the connection is running (`SQLITE_INTERRUPT`).
    public func interrupt() {
        interruptHandle.interrupt()
    }
}

/// The queue's current connection's interrupt handle, shared with the closure that reopens it.
private final class CurrentInterruptHandle: Sendable {
    let value: Mutex<DatabaseInterruptHandle>
    init(_ handle: DatabaseInterruptHandle) { value = Mutex(handle) }
}
