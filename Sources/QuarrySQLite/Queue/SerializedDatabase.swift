import Dispatch
import Foundation
import Synchronization

/// One connection lent to one closure at a time, from any thread or task: the whole of a
/// ``DatabaseQueue``, and each connection of a ``DatabasePool``.
///
/// Synchronous closures run on the caller's thread under a recursive lock (a nested call on the
/// same thread runs at once); `async` ones wait as a ``DatabaseJob`` on the connection's own
/// serial dispatch queue, never on a thread of the cooperative pool. The connection is marked
/// with a ``QueueAccessGuard`` so that nothing of it works outside a closure. A connection that
/// can reopen (a pool's writer) is opened again by the first closure after ``close(reopening:)``.
final class SerializedDatabase: @unchecked Sendable {
    // @unchecked: `database`, `depth` and `closedError` are touched only while `lock` is held;
    // `holder` is atomic.
    private let lock = NSRecursiveLock()
    private var database: Database?
    private var depth = 0
    /// Set when the connection is closed for good: later closures fail with it.
    private var closedError: DatabaseError?
    /// Opens the connection again after ``close(reopening:)``; `nil` for one that cannot reopen.
    private let reopen: (@Sendable () throws -> Database)?
    /// The thread inside a closure, or 0 (the lock's holder, readable without the lock).
    private let holder = Atomic<UInt>(0)
    /// The thread running a close's `whileClosed` block, or 0: its calls would reopen the
    /// connection while it is meant to be closed (the recursive lock would let them in).
    private let closingThread = Atomic<UInt>(0)
    /// Where `async` closures wait for and run on the connection.
    let dispatchQueue: DispatchQueue
    /// The observations of this connection's commits (see ``ChangeHub``).
    let changeHub = ChangeHub()
    /// Which of its owner's configurations the connection was opened with (a pool's readers are
    /// closed, not lent again, once a step changes).
    let configurationGeneration: Int

    /// Serializes `database` (already open); `reopen` opens it again after a reopening close.
    init(
        _ database: Database, label: String, configurationGeneration: Int = 0,
        reopen: (@Sendable () throws -> Database)? = nil
    ) {
        self.reopen = reopen
        self.configurationGeneration = configurationGeneration
        dispatchQueue = DispatchQueue(label: label)
        self.database = Self.adopt(database)
    }

    /// Whether the calling thread is inside a closure of this connection.
    var isHeldByCurrentThread: Bool {
        holder.load(ordering: .relaxed) == QueueAccessGuard.currentThread
    }

    /// Runs `body` with the connection, blocking until no other closure holds it.
    func inDatabase<T>(_ body: (Database) throws -> T) throws -> T {
        if closingThread.load(ordering: .relaxed) == QueueAccessGuard.currentThread {
            throw DatabaseError(
                .misuse, "cannot use the database from inside close(onClosed:)'s block, while it is closed")
        }
        lock.lock()
        defer { lock.unlock() }
        if depth > 0, let database {
            depth += 1
            defer { depth -= 1 }
            return try body(database)
        }
        let database = try openDatabase()
        let accessGuard = database.queueGuard
        holder.store(QueueAccessGuard.currentThread, ordering: .relaxed)
        accessGuard?.enter()
        depth = 1
        defer {
            depth = 0
            // Before another closure can start: an observer's fetch then sees this commit.
            database.confirmCommittedChanges()
            accessGuard?.leave(resetting: database.connection)
            holder.store(0, ordering: .relaxed)
        }
        return try body(database)
    }

    /// Runs `body` with the connection on its own dispatch queue, suspending the calling task
    /// meanwhile. Cancelling the task drops the closure if it has not started, and stops its
    /// statements if it runs.
    func inDatabase<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        let job = DatabaseJob<T>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                guard job.wait(with: continuation) else { return }
                dispatchQueue.async { self.run(job, body) }
            }
        } onCancel: {
            job.cancel()
        }
    }

    /// Runs a job's closure here, on the calling thread (the connection's dispatch queue, or a
    /// pool's), unless its task gave up first.
    func run<T: Sendable>(_ job: DatabaseJob<T>, _ body: (Database) throws -> T) {
        if job.isCancelled { return }
        let result: Result<T, any Error>
        do {
            result = try inDatabase { db -> Result<T, any Error> in
                guard job.start(on: db) else { return .failure(CancellationError()) }
                defer { job.stop(on: db) }
                return Result { try body(db) }
            }
        } catch {
            result = .failure(error)
        }
        job.finish(result)
    }

    /// Closes the connection once the closure running now is done. Without `reopening`, later
    /// closures fail with `error`; with it, the next closure opens the connection again.
    /// `whileClosed` runs with the connection closed and still locked, so no closure starts in
    /// between.
    func close(
        reopening: Bool, error: DatabaseError, whileClosed: () throws -> Void = {}
    ) throws {
        lock.lock()
        defer { lock.unlock() }
        if reopening, let closedError { throw closedError }
        if reopening, let database, database.connection == nil {
            // Closed by its own close(): reopening would bring back what the caller closed.
            throw DatabaseError.closed("database")
        }
        if let database {
            if depth > 0 {
                throw DatabaseError(
                    .misuse, "cannot close a connection from inside one of its own closures; close it after")
            }
            holder.store(QueueAccessGuard.currentThread, ordering: .relaxed)
            database.queueGuard?.enter()
            defer {
                database.queueGuard?.leave(resetting: database.connection)
                holder.store(0, ordering: .relaxed)
            }
            try database.close()
            self.database = nil
        }
        if !reopening { closedError = error }
        closingThread.store(QueueAccessGuard.currentThread, ordering: .relaxed)
        defer { closingThread.store(0, ordering: .relaxed) }
        try whileClosed()
    }

    /// Runs `body` with the connection if it is open and idle now, without waiting and without
    /// opening it; `nil` otherwise.
    func ifIdle<T>(_ body: (Database) throws -> T) rethrows -> T? {
        guard lock.try() else { return nil }
        defer { lock.unlock() }
        guard depth == 0, let database else { return nil }
        holder.store(QueueAccessGuard.currentThread, ordering: .relaxed)
        database.queueGuard?.enter()
        defer {
            database.queueGuard?.leave(resetting: database.connection)
            holder.store(0, ordering: .relaxed)
        }
        return try body(database)
    }

    /// The open connection, opened again if it was closed for reopening; the lock is held.
    private func openDatabase() throws -> Database {
        if let database { return database }
        if let closedError { throw closedError }
        guard let reopen else { throw DatabaseError.closed("database") }
        let opened = Self.adopt(try reopen())
        database = opened
        // The observations of the connection closed for reopening go on with this one.
        if changeHub.isActive, let connection = opened.connection {
            opened.transactionBlocks.changeTracker = ChangeTracker(hub: changeHub, connection: connection)
        }
        return opened
    }

    /// Marks a new connection as this one's: usable only inside a closure, and stopped by
    /// cancellation.
    private static func adopt(_ database: Database) -> Database {
        let accessGuard = QueueAccessGuard()
        database.queueGuard = accessGuard
        if let connection = database.connection {
            accessGuard.installCancellationCheck(on: connection)
        }
        return database
    }
}
