import Foundation
import QuarryPostgresTesting
import Synchronization
import Testing

@testable import QuarryPostgres

extension PostgresTests {
    /// `PostgresPool` on the real server: results reach their own callers, connections open only
    /// as the load needs them, a connection the server closed is replaced before a request runs,
    /// cancellation reaches the server, waiters are served in order, a transaction left open is
    /// rolled back, and `close()` drains.
    @Suite struct Pool {
        static func pool(size: Int) throws -> PostgresPool {
            let server = try PostgresTestServer.shared().connectionString
            return try PostgresPool(
                server, configuration: ScratchSchema.configuration(in: server), size: size)
        }

        /// Whether backends can be told apart and terminated: not behind the pooler, whose server
        /// sessions every client shares.
        static var ownsItsSessions: Bool { (try? PostgresTestServer.shared().isPooled) == false }

        static func backend(_ connection: PostgresConnection) throws -> Int32 {
            try #require(
                try connection.fetchValue(SQLFragment("SELECT pg_catalog.pg_backend_pid()"), as: Int32.self))
        }

        /// Terminates `backend` from a connection of its own and waits until it is gone.
        static func terminate(_ backend: Int32) throws {
            let admin = try connect()
            _ = try admin.fetchValue(
                SQLFragment("SELECT pg_catalog.pg_terminate_backend(\(backend))"), as: Bool.self)
            for _ in 0..<200 {
                let alive = try admin.fetchValue(
                    SQLFragment("SELECT count(*) FROM pg_catalog.pg_stat_activity WHERE pid = \(backend)"),
                    as: Int64.self)
                if alive == 0 { return }
                Thread.sleep(forTimeInterval: 0.01)
            }
            Issue.record("backend \(backend) is still there")
        }

        @Test func manyTasksShareAFewConnectionsAndEachGetsItsOwnResult() async throws {
            let pool = try Self.pool(size: 4)
            let results = try await withThrowingTaskGroup(of: (Int64, Int64?, Int32).self) { group in
                for index in Int64(0)..<64 {
                    group.addTask {
                        try await pool.withConnection { connection in
                            let doubled = try connection.fetchValue(
                                SQLFragment("SELECT \(index) * 2"), as: Int64.self)
                            return (index, doubled, try Self.backend(connection))
                        }
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(results.count == 64)
            for (index, doubled, _) in results { #expect(doubled == index * 2) }
            if Self.ownsItsSessions { #expect(Set(results.map(\.2)).count <= 4) }
            #expect(pool.openConnectionCount <= 4)
            await pool.close()
            #expect(pool.openConnectionCount == 0)
        }

        @Test func aRequestAtATimeOpensOneConnection() async throws {
            let pool = try Self.pool(size: 8)
            for _ in 0..<10 {
                _ = try await pool.withConnection { connection in
                    try connection.fetchValue(SQLFragment("SELECT 1"), as: Int64.self)
                }
            }
            #expect(pool.openConnectionCount == 1)
            await pool.close()
        }

        @Test(.enabled(if: ownsItsSessions))
        func aConnectionTheServerClosedIsReplacedBeforeTheRequestRuns() async throws {
            let pool = try Self.pool(size: 1)
            let first = try await pool.withConnection { try Self.backend($0) }
            try Self.terminate(first)
            let runs = Atomic(0)
            let second = try await pool.withConnection { connection in
                runs.add(1, ordering: .relaxed)
                return try Self.backend(connection)
            }
            #expect(second != first)
            #expect(runs.load(ordering: .relaxed) == 1)
            await pool.close()
        }

        @Test(.enabled(if: ownsItsSessions))
        func aConnectionKilledWhileItsStatementRunsFailsThatCallOnly() async throws {
            let pool = try Self.pool(size: 1)
            let backend = Atomic<Int32>(0)
            let sleeper = Task {
                try await pool.withConnection { connection in
                    backend.store(try Self.backend(connection), ordering: .releasing)
                    _ = try connection.fetchValue(
                        SQLFragment("SELECT pg_catalog.pg_sleep(30)::text"), as: String.self)
                }
            }
            try await eventually("the sleeper has its backend") { backend.load(ordering: .acquiring) != 0 }
            try Self.terminate(backend.load(ordering: .acquiring))
            let error = await #expect(throws: PostgresError.self) { try await sleeper.value }
            #expect(error?.sqlState.hasPrefix("57") == true || error?.sqlState.hasPrefix("08") == true)
            let next = try await pool.withConnection { try Self.backend($0) }
            #expect(next != backend.load(ordering: .acquiring))
            await pool.close()
        }

        @Test(.enabled(if: ownsItsSessions))
        func cancellingARunningTaskCancelsItsStatementAndKeepsTheConnection() async throws {
            let pool = try Self.pool(size: 1)
            let started = Atomic(false)
            let sleeper = Task {
                try await pool.withConnection { connection in
                    started.store(true, ordering: .releasing)
                    _ = try connection.fetchValue(
                        SQLFragment("SELECT pg_catalog.pg_sleep(30)::text"), as: String.self)
                }
            }
            try await eventually("the sleeper runs") { started.load(ordering: .acquiring) }
            try await Task.sleep(for: .milliseconds(100))
            let clock = ContinuousClock()
            let start = clock.now
            sleeper.cancel()
            await #expect(throws: CancellationError.self) { try await sleeper.value }
            #expect(clock.now - start < .seconds(10))
            let value = try await pool.withConnection { connection in
                (
                    try connection.fetchValue(SQLFragment("SELECT 5"), as: Int64.self),
                    connection.isInTransaction
                )
            }
            #expect(value.0 == 5 && value.1 == false)
            #expect(pool.openConnectionCount == 1)
            await pool.close()
        }

        /// Behind a transaction pooler a cancel request may reach the session another client holds
        /// by the time it arrives, so none is sent: the running closure finishes and its result
        /// stands (the campaign behind pgbouncer saw a cancelled lease abort another slot's BEGIN).
        @Test func behindATransactionPoolerARunningClosureFinishesAndItsResultStands() async throws {
            let server = try PostgresTestServer.shared().connectionString
            var configuration = try ScratchSchema.configuration(in: server)
            configuration.pooling = .transaction
            let pool = try PostgresPool(server, configuration: configuration, size: 1)
            let started = Atomic(false)
            let sleeper = Task {
                try await pool.withConnection { connection in
                    started.store(true, ordering: .releasing)
                    return try connection.fetchValue(
                        SQLFragment("SELECT pg_catalog.pg_sleep(0.3)::text || 'slept'"), as: String.self)
                }
            }
            try await eventually("the sleeper runs") { started.load(ordering: .acquiring) }
            sleeper.cancel()
            #expect(try await sleeper.value == "slept")
            #expect(try await pool.withConnection { _ in 7 } == 7)
            await pool.close()
        }

        @Test func cancellingAWaitingTaskDropsItsRequest() async throws {
            let pool = try Self.pool(size: 1)
            let holder = try await PoolHolder(holding: pool)
            let ran = Atomic(false)
            let waiter = Task { try await pool.withConnection { _ in ran.store(true, ordering: .relaxed) } }
            try await eventually("a request waits") { pool.waitingCount > 0 }
            waiter.cancel()
            await #expect(throws: CancellationError.self) { try await waiter.value }
            #expect(pool.waitingCount == 0)
            try await holder.release()
            #expect(ran.load(ordering: .relaxed) == false)
            #expect(try await pool.withConnection { _ in 7 } == 7)
            await pool.close()
        }

        @Test func waitingRequestsAreServedInTheOrderTheyCame() async throws {
            let pool = try Self.pool(size: 1)
            let holder = try await PoolHolder(holding: pool)
            let order = ServedOrder()
            var waiters: [Task<Void, any Error>] = []
            for index in 0..<6 {
                waiters.append(Task { try await pool.withConnection { _ in order.append(index) } })
                try await eventually("\(index + 1) requests wait") { pool.waitingCount >= index + 1 }
            }
            try await holder.release()
            for waiter in waiters { try await waiter.value }
            #expect(order.served == Array(0..<6))
            await pool.close()
        }

        @Test func aTransactionAClosureLeavesOpenIsRolledBack() async throws {
            let pool = try Self.pool(size: 1)
            try await pool.withConnection { connection in
                _ = try connection.execute(SQLFragment("CREATE TABLE pool_left_open (x integer)"))
            }
            try await pool.withConnection { connection in
                _ = try connection.execute(SQLFragment("BEGIN"))
                _ = try connection.execute(SQLFragment("INSERT INTO pool_left_open VALUES (1)"))
            }
            let (count, open) = try await pool.withConnection { connection in
                (
                    try connection.fetchValue(
                        SQLFragment("SELECT count(*) FROM pool_left_open"), as: Int64.self),
                    connection.isInTransaction
                )
            }
            #expect(count == 0)
            #expect(open == false)
            await pool.close()
        }

        @Test func inTransactionCommitsWhatReturnsAndRollsBackWhatThrows() async throws {
            struct Refused: Error {}
            let pool = try Self.pool(size: 2)
            try await pool.withConnection { connection in
                _ = try connection.execute(SQLFragment("CREATE TABLE pool_tx (x integer)"))
            }
            try await pool.inTransaction { connection in
                _ = try connection.execute(SQLFragment("INSERT INTO pool_tx VALUES (1)"))
            }
            await #expect(throws: Refused.self) {
                try await pool.inTransaction { connection in
                    _ = try connection.execute(SQLFragment("INSERT INTO pool_tx VALUES (2)"))
                    throw Refused()
                }
            }
            let rows = try await pool.withConnection { connection in
                try connection.fetchAll(SQLFragment("SELECT x FROM pool_tx ORDER BY x"), as: Int64.self)
            }
            #expect(rows == [1])
            await pool.close()
        }

        @Test func closeWaitsForRunningClosuresAndRefusesEveryLaterRequest() async throws {
            let pool = try Self.pool(size: 1)
            // The running closure holds its connection until the test lets it go, so that the
            // second request is sure to wait (a timed sleep let it be served first under load).
            let holder = try await PoolHolder(holding: pool)
            let waiter = Task { try await pool.withConnection { _ in 1 } }
            try await eventually("a request waits") { pool.waitingCount > 0 }
            let closed = Atomic(false)
            let closing = Task {
                await pool.close()
                closed.store(true, ordering: .releasing)
            }
            let waited = await #expect(throws: PostgresError.self) { try await waiter.value }
            #expect(waited?.sqlState == PostgresError.SQLState.connectionDoesNotExist)
            try await Task.sleep(for: .milliseconds(50))
            let closedWhileRunning = closed.load(ordering: .acquiring)
            #expect(!closedWhileRunning)
            try await holder.release()
            await closing.value
            let later = await #expect(throws: PostgresError.self) { try await pool.withConnection { _ in 1 } }
            #expect(later?.message.contains("closed") == true)
            #expect(pool.openConnectionCount == 0)
        }

        @Test func aPoolOfNoConnectionsOrAStringWithNULIsRefused() throws {
            #expect(throws: PostgresError.self) { try PostgresPool("dbname=x", size: 0) }
            #expect(throws: PostgresError.self) { try PostgresPool("dbname=a\0b") }
        }

        @Test func aServerThatIsNotThereFailsTheRequestAndTheNextOneTriesAgain() async throws {
            let pool = try PostgresPool(
                "host=/nonexistent-quarry-folder dbname=none connect_timeout=1", size: 2)
            for _ in 0..<2 {
                let error = await #expect(throws: PostgresError.self) {
                    try await pool.withConnection { _ in 1 }
                }
                #expect(error?.message.contains("nonexistent-quarry-folder") == true)
            }
            #expect(pool.openConnectionCount == 0)
            await pool.close()
        }
    }
}

/// The order in which a pool ran its waiting requests' closures.
final class ServedOrder: Sendable {
    private let indices = Mutex<[Int]>([])
    func append(_ index: Int) { indices.withLock { $0.append(index) } }
    var served: [Int] { indices.withLock { $0 } }
}

/// A task that holds a one-connection pool's connection until released.
struct PoolHolder {
    private final class Gate: Sendable {
        let isOpen = Atomic(false)
    }

    private let gate = Gate()
    private let task: Task<Void, any Error>

    /// Returns once the task holds the connection.
    init(holding pool: PostgresPool) async throws {
        let gate = gate
        task = Task {
            try await pool.withConnection { _ in
                // Bounded, so that a test that throws before releasing it does not hang the run.
                for _ in 0..<6000 {
                    if gate.isOpen.load(ordering: .acquiring) { break }
                    Thread.sleep(forTimeInterval: 0.005)
                }
            }
        }
        try await eventually("the holder has its connection") { pool.openConnectionCount > 0 }
    }

    /// Lets the connection go, and waits until it has.
    func release() async throws {
        gate.isOpen.store(true, ordering: .releasing)
        try await task.value
    }
}
