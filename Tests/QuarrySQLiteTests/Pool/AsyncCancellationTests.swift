import Dispatch
import Foundation
import QuarrySQLite
import Testing

/// `async` calls on a queue and on a pool: cancelling a task stops its running statement (on its
/// own connection only) and drops its queued work, which then never runs.
@Suite struct AsyncCancellationTests {
    /// Counts to 5,000: over a thousand virtual machine steps, so the progress handler sees it.
    static let mediumCount: SQLFragment = """
        WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 5000) SELECT count(*) FROM c
        """

    enum Kind: CaseIterable, Sendable {
        case queueRead, queueWrite, queueInDatabase, poolRead, poolWrite, poolInDatabase
    }

    static func access(
        _ folder: TemporaryFolder, readers: Int = 1, gate: Gate? = nil
    ) throws -> (DatabaseQueue, DatabasePool) {
        var configuration = DatabaseConfiguration()
        if let gate { configuration.onOpen { db in try gate.install(on: db) } }
        let queue = try DatabaseQueue(path: folder.file("queue.sqlite"), configuration: configuration)
        let pool = try DatabasePool(
            path: folder.file("pool.sqlite"), configuration: configuration, maximumReaderCount: readers)
        for access in [queue, pool] as [any DatabaseAccess] {
            try access.write { db in try db.execute("CREATE TABLE t(x INTEGER)") }
        }
        return (queue, pool)
    }

    /// SQL functions that let a test act while a statement is surely running, with no sleep and
    /// no timer: `hold(x)` blocks its first call until the test opens the gate, and every call of
    /// `hold` or `tick(x)` counts, failing the statement once it ran `limit` calls (a statement that
    /// should have been stopped fails the test instead of counting for minutes).
    final class Gate: Sendable {
        let entered = DispatchSemaphore(value: 0)
        let opened = DispatchSemaphore(value: 0)
        let calls = Locked(0)
        let held = Locked(false)
        let interruptHandle = Locked<DatabaseInterruptHandle?>(nil)
        static let limit = 200_000

        func install(on db: Database) throws {
            try db.createFunction("hold", argumentCount: 1, deterministic: false) { [self] _ in
                try self.call(holding: true)
            }
            try db.createFunction("tick", argumentCount: 1, deterministic: false) { [self] _ in
                try self.call(holding: false)
            }
        }

        private func call(holding: Bool) throws -> Int {
            let first =
                holding
                && held.withLock { held in
                    defer { held = true }
                    return !held
                }
            if first {
                entered.signal()
                // A bound, not a timing: the test opens the gate as soon as it has acted. Generous,
                // since on two cores a suite's CPU-bound tests (salvage) can hold the cooperative
                // threads the test's other side needs for a minute (seen under a loaded machine).
                guard opened.wait(timeout: .now() + 300) == .success else { throw Stuck() }
            }
            guard
                calls.withLock({
                    $0 += 1
                    return $0
                }) < Self.limit
            else { throw NotStopped() }
            return 1
        }

        struct Stuck: Error {}
        struct NotStopped: Error {}
    }

    /// Counts rows up to a billion through `hold`: it blocks at the first row until the gate opens.
    static let heldCount: SQLFragment = """
        WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000000000) SELECT count(hold(x)) FROM c
        """

    /// Counts rows up to a billion through `tick`, which never blocks.
    static let tickedCount: SQLFragment = """
        WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000000000) SELECT count(tick(x)) FROM c
        """

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

    /// Cancelled while its statement surely runs (blocked in `hold`, which returns only after the
    /// cancellation), the task gets `CancellationError`, whatever else the machine runs: nothing
    /// here depends on how long anything takes (issue 27, item 15: a 10 s timer that interrupted
    /// the statement in case the cancellation failed fired first on a busy machine, and the task
    /// got the timer's `SQLITE_INTERRUPT`).
    @Test(arguments: Kind.allCases)
    func cancellingARunningStatementInterruptsIt(_ kind: Kind) async throws {
        let folder = try TemporaryFolder()
        let gate = Gate()
        let (queue, pool) = try Self.access(folder, gate: gate)
        let task = Task {
            try await Self.call(kind, queue, pool) { db in try db.fetchValue(Self.heldCount, as: Int.self) }
        }
        await gate.entered.waitOutsideTheTaskPool()
        // The cancellation handler runs inside cancel(): the job is marked cancelled before the gate opens.
        task.cancel()
        gate.opened.signal()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        // The cancellation ended with the task's closure: the next one runs a long statement.
        #expect(
            try await Self.call(kind, queue, pool) { db in try db.fetchValue(Self.mediumCount, as: Int.self) }
                == 5000)
    }

    /// An interrupt that does not come from a cancellation stays a `DatabaseError`, even if the
    /// task is cancelled after its closure failed.
    @Test(arguments: Kind.allCases)
    func anInterruptOfAnotherOriginStaysADatabaseError(_ kind: Kind) async throws {
        let folder = try TemporaryFolder()
        let gate = Gate()
        let (queue, pool) = try Self.access(folder, gate: gate)
        let failed = DispatchSemaphore(value: 0)
        let task = Task {
            defer { failed.signal() }
            return try await Self.call(kind, queue, pool) { db in
                gate.interruptHandle.value = db.interruptHandle
                return try db.fetchValue(Self.heldCount, as: Int.self)
            }
        }
        await gate.entered.waitOutsideTheTaskPool()
        gate.interruptHandle.value?.interrupt()
        gate.opened.signal()
        await failed.waitOutsideTheTaskPool()
        task.cancel()
        let error = await #expect(throws: DatabaseError.self) { try await task.value }
        #expect(error?.code == .interrupt)
    }

    @Test(arguments: Kind.allCases)
    func cancellingBetweenStatementsStopsTheNextLongOne(_ kind: Kind) async throws {
        let folder = try TemporaryFolder()
        let gate = Gate()
        let (queue, pool) = try Self.access(folder, gate: gate)
        let task = Task {
            try await Self.call(kind, queue, pool) { db in
                _ = try db.fetchValue("SELECT hold(1)", as: Int.self)
                return try db.fetchValue(Self.tickedCount, as: Int.self)
            }
        }
        await gate.entered.waitOutsideTheTaskPool()
        task.cancel()
        gate.opened.signal()
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
        // Lets the holder go after 120 s, so that a regression fails rather than waits forever (a
        // bound for a hang, far beyond any load: the cancelled call returns at once).
        let released = Locked(false)
        let watchdog = Task.detached {
            try? await Task.sleep(for: .seconds(120))
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
            let other: Int = await Task { () -> Int in (0..<1000).reduce(0, +) }.value
            #expect(other == 499_500)
            release.signal()
            var sum = 0
            for try await value in group { sum += value }
            let expected: Int = (0..<64).reduce(0, +)
            #expect(sum == expected)
        }
    }
}
