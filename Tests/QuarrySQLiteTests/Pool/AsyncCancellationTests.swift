import Dispatch
import Foundation
import QuarrySQLite
import Testing

/// `async` calls on a queue and on a pool: cancelling a task stops its running statement (on its
/// own connection only) and drops its queued work, which then never runs.
@Suite struct AsyncCancellationTests {
    /// Counts to a billion: minutes of work unless interrupted.
    static let longCount: SQLFragment = """
        WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000000000) SELECT count(*) FROM c
        """

    /// Counts to 5,000: over a thousand virtual machine steps, so the progress handler sees it.
    static let mediumCount: SQLFragment = """
        WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 5000) SELECT count(*) FROM c
        """

    enum Kind: CaseIterable, Sendable {
        case queueRead, queueWrite, queueInDatabase, poolRead, poolWrite, poolInDatabase
    }

    static func access(_ folder: TemporaryFolder, readers: Int = 1) throws -> (DatabaseQueue, DatabasePool) {
        let queue = try DatabaseQueue(path: folder.file("queue.sqlite"))
        let pool = try DatabasePool(path: folder.file("pool.sqlite"), maximumReaderCount: readers)
        for access in [queue, pool] as [any DatabaseAccess] {
            try access.write { db in try db.execute("CREATE TABLE t(x INTEGER)") }
        }
        return (queue, pool)
    }

    static func call<T: Sendable>(
        _ kind: Kind, _ queue: DatabaseQueue, _ pool: DatabasePool,
        _ body: @escaping @Sendable (Database) throws -> T
    ) async throws -> T {
        switch kind {
        case .queueRead: try await queue.read(body)
        case .queueWrite: try await queue.write(body)
        case .queueInDatabase: try await queue.inDatabase(body)
        case .poolRead: try await pool.read(body)
        case .poolWrite: try await pool.write(body)
        case .poolInDatabase: try await pool.inDatabase(body)
        }
    }

    /// Interrupts the connection after 10 s if the statement is still running then: a regression
    /// fails the test instead of counting for minutes.
    static func watchdog(_ handle: Locked<DatabaseInterruptHandle?>) -> Task<Void, Never> {
        Task.detached {
            try? await Task.sleep(for: .seconds(10))
            if !Task.isCancelled { handle.value?.interrupt() }
        }
    }

    @Test(arguments: Kind.allCases)
    func cancellingARunningStatementInterruptsIt(_ kind: Kind) async throws {
        let folder = try TemporaryFolder()
        let (queue, pool) = try Self.access(folder)
        let started = DispatchSemaphore(value: 0)
        let handle = Locked<DatabaseInterruptHandle?>(nil)
        let watchdog = Self.watchdog(handle)
        defer { watchdog.cancel() }
        let task = Task {
            try await Self.call(kind, queue, pool) { db in
                handle.value = db.interruptHandle
                started.signal()
                return try db.fetchValue(Self.longCount, as: Int.self)
            }
        }
        await started.waitOutsideTheTaskPool()
        try await Task.sleep(for: .milliseconds(50))
        let clock = ContinuousClock()
        let start = clock.now
        task.cancel()
        let result = await task.result
        #expect(clock.now - start < .seconds(3))
        #expect(throws: CancellationError.self) { try result.get() }
        // The cancellation ended with the task's closure: the next one runs a long statement.
        #expect(
            try await Self.call(kind, queue, pool) { db in try db.fetchValue(Self.mediumCount, as: Int.self) }
                == 5000)
    }

    @Test(arguments: Kind.allCases)
    func cancellingBetweenStatementsStopsTheNextLongOne(_ kind: Kind) async throws {
        let folder = try TemporaryFolder()
        let (queue, pool) = try Self.access(folder)
        let started = DispatchSemaphore(value: 0)
        let cancelled = DispatchSemaphore(value: 0)
        let handle = Locked<DatabaseInterruptHandle?>(nil)
        let watchdog = Self.watchdog(handle)
        defer { watchdog.cancel() }
        let task = Task {
            try await Self.call(kind, queue, pool) { db in
                handle.value = db.interruptHandle
                _ = try db.fetchValue("SELECT 1", as: Int.self)
                started.signal()
                cancelled.wait()
                return try db.fetchValue(Self.longCount, as: Int.self)
            }
        }
        await started.waitOutsideTheTaskPool()
        task.cancel()
        cancelled.signal()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(
            try await Self.call(kind, queue, pool) { db in try db.fetchValue(Self.mediumCount, as: Int.self) }
                == 5000)
    }

    @Test(arguments: Kind.allCases)
    func cancelledQueuedWorkNeverRuns(_ kind: Kind) async throws {
        let folder = try TemporaryFolder()
        let (queue, pool) = try Self.access(folder)
        let holding = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        // Holds the connection the queued call needs (the one reader for a pool read).
        let holder = Task.detached {
            try await Self.call(kind, queue, pool) { _ in
                holding.signal()
                release.wait()
            }
        }
        await holding.waitOutsideTheTaskPool()
        let ran = Locked(false)
        let queued = Task {
            try await Self.call(kind, queue, pool) { _ in ran.withLock { $0 = true } }
        }
        try await Task.sleep(for: .milliseconds(50))
        // Lets the holder go after 10 s, so that a regression fails rather than waits forever.
        let released = Locked(false)
        let watchdog = Task.detached {
            try? await Task.sleep(for: .seconds(10))
            guard !Task.isCancelled else { return }
            released.value = true
            release.signal()
        }
        queued.cancel()
        // The cancelled call returns while the connection is still held: it was taken off the queue.
        await #expect(throws: CancellationError.self) { try await queued.value }
        #expect(released.value == false)
        watchdog.cancel()
        release.signal()
        try await holder.value
        #expect(try await Self.call(kind, queue, pool) { _ in ran.withLock { $0 } } == false)
    }

    @Test func aTaskCancelledBeforeItsCallDoesNotRun() async throws {
        let folder = try TemporaryFolder()
        let (queue, pool) = try Self.access(folder)
        for kind in Kind.allCases {
            let ran = Locked(false)
            let task = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return try await Self.call(kind, queue, pool) { _ in ran.withLock { $0 = true } }
            }
            await #expect(throws: CancellationError.self) { try await task.value }
            #expect(ran.withLock { $0 } == false)
        }
    }

    /// A cancellation that comes as the work ends must not stop the connection's next work.
    @Test(arguments: [Kind.queueInDatabase, .poolRead, .poolWrite])
    func aLateCancellationDoesNotInterruptTheNextWork(_ kind: Kind) async throws {
        let folder = try TemporaryFolder()
        let (queue, pool) = try Self.access(folder)
        for round in 0..<100 {
            let short = Task {
                try await Self.call(kind, queue, pool) { db in try db.fetchValue("SELECT 1", as: Int.self) }
            }
            let next = Task {
                try await Self.call(kind, queue, pool) { db in
                    try db.fetchValue(Self.mediumCount, as: Int.self)
                }
            }
            if round % 2 == 0 { await Task.yield() }
            short.cancel()
            _ = await short.result
            #expect(try await next.value == 5000)
        }
    }

    /// Tasks waiting for a busy connection hold no thread: many more of them than the cooperative
    /// pool has threads wait while other tasks still run.
    @Test func waitingTasksDoNotHoldThreads() async throws {
        let folder = try TemporaryFolder()
        let (queue, pool) = try Self.access(folder)
        let release = DispatchSemaphore(value: 0)
        let holding = DispatchSemaphore(value: 0)
        Thread {
            try? queue.inDatabase { _ in
                try? pool.write { _ in
                    holding.signal()
                    release.wait()
                }
            }
        }.start()
        await holding.waitOutsideTheTaskPool()
        try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<64 {
                group.addTask {
                    index % 2 == 0
                        ? try await queue.inDatabase { _ in index } : try await pool.write { _ in index }
                }
            }
            // Runs on the cooperative pool while the 64 wait.
            let other = await Task { (0..<1000).reduce(0, +) }.value
            #expect(other == 499_500)
            release.signal()
            var sum = 0
            for try await value in group { sum += value }
            #expect(sum == (0..<64).reduce(0, +))
        }
    }
}
