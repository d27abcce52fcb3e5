import Foundation
import QuarryPostgresTesting
import QuarryTesting
import Synchronization
import Testing

@testable import QuarryPostgres

extension PostgresTests {
    /// The pool's history oracle: random concurrent requests on a small pool (transactions that
    /// commit, transactions that throw, closures that leave a transaction open, slow statements),
    /// some tasks cancelled at random moments and, when the test owns its server sessions, some
    /// pool backends terminated meanwhile. Then the table must hold every row whose transaction
    /// returned, none whose transaction threw or was left open, and no row twice; rows of calls
    /// that failed for a cancellation or a lost connection may or may not be there (their COMMIT
    /// may have run). The pool must still serve a request, within its size, and close.
    /// `QUARRY_PGPOOL_CASES` raises the case count (`scripts/campaigns/postgres-pool.sh`).
    @Suite(.serialized) struct PoolOracle {
        static let cases = ProcessInfo.processInfo.environment["QUARRY_PGPOOL_CASES"].flatMap { Int($0) } ?? 8

        @Test func everyReturnedCommitIsKeptAndNothingElseIs() async throws {
            for index in 0..<Self.cases {
                let seed = SplitMix64.seed(ofCase: index, base: 0x9001_0C1E)
                if let failure = try await Self.run(seed: seed) {
                    Issue.record(
                        Comment(
                            rawValue:
                                "pool oracle case \(index), seed 0x\(String(seed, radix: 16)): \(failure)"))
                    return
                }
            }
        }

        enum Operation: CaseIterable { case commit, throwInside, leaveOpen, slowCommit, read }

        enum Outcome: Equatable {
            case returned, refused, cancelled, lost
            case other(String)
        }

        struct Refused: Error {}

        static func run(seed: UInt64) async throws -> String? {
            var random = SplitMix64(seed: seed)
            let size = Int.random(in: 1...4, using: &random)
            let server = try PostgresTestServer.shared().connectionString
            let configuration = try ScratchSchema.configuration(in: server)
            let admin = try PostgresConnection(server, configuration: configuration)
            _ = try admin.execute(SQLFragment("CREATE TABLE pool_history (id bigint NOT NULL)"))
            let pool = try PostgresPool(server, configuration: configuration, size: size)
            let count = Int.random(in: 8...24, using: &random)
            let plan = (0..<count).map { _ in
                (
                    Operation.allCases.randomElement(using: &random)!,
                    Int.random(in: 0..<3, using: &random) == 0 ? Int.random(in: 0..<30, using: &random) : nil
                )
            }
            let terminations = Pool.ownsItsSessions ? Int.random(in: 0...3, using: &random) : 0
            let backends = BackendLog()
            var tasks: [Task<Outcome, Never>] = []
            for (id, (operation, cancelAfter)) in plan.enumerated() {
                let task = Task { await Self.perform(operation, id: Int64(id), on: pool, backends) }
                tasks.append(task)
                if let cancelAfter {
                    Task {
                        try? await Task.sleep(for: .milliseconds(cancelAfter))
                        task.cancel()
                    }
                }
            }
            var terminated: [Int32] = []
            for _ in 0..<terminations {
                try? await Task.sleep(for: .milliseconds(Int.random(in: 0..<20, using: &random)))
                if let backend = backends.any(&random) {
                    _ = try? admin.fetchValue(
                        SQLFragment("SELECT pg_catalog.pg_terminate_backend(\(backend))"), as: Bool.self)
                    terminated.append(backend)
                }
            }
            var outcomes: [Outcome] = []
            for task in tasks { outcomes.append(await task.value) }
            // A backend told to stop may still be going: the check below needs it gone.
            for backend in terminated { try Pool.terminate(backend) }
            let rows = try admin.fetchAll(
                SQLFragment("SELECT id FROM pool_history ORDER BY id"), as: Int64.self)
            let log = zip(plan, outcomes).enumerated().map { "\($0): \($1.0.0) → \($1.1)" }.joined(
                separator: ", ")
            if Set(rows).count != rows.count { return "a row is there twice: \(rows); \(log)" }
            for (id, ((operation, _), outcome)) in zip(plan, outcomes).enumerated() {
                if case .other(let error) = outcome {
                    return "request \(id) (\(operation)) failed: \(error); \(log)"
                }
                let present = rows.contains(Int64(id))
                switch (operation, outcome) {
                case (.commit, .returned), (.slowCommit, .returned):
                    if !present {
                        return "request \(id) returned from its commit, and its row is missing; \(log)"
                    }
                case (.throwInside, _), (.leaveOpen, _), (.read, _), (_, .refused):
                    if present { return "request \(id) (\(operation), \(outcome)) left its row; \(log)" }
                default: break
                }
            }
            let after = try await pool.withConnection { connection in
                try connection.fetchValue(SQLFragment("SELECT count(*) FROM pool_history"), as: Int64.self)
            }
            if after != Int64(rows.count) {
                return "the pool reads \(String(describing: after)) rows, not \(rows.count)"
            }
            if pool.openConnectionCount > size {
                return "\(pool.openConnectionCount) connections open in a pool of \(size)"
            }
            await pool.close()
            _ = try admin.execute(SQLFragment("DROP TABLE pool_history"))
            return nil
        }

        static func perform(_ operation: Operation, id: Int64, on pool: PostgresPool, _ backends: BackendLog)
            async
            -> Outcome
        {
            let insert = SQLFragment("INSERT INTO pool_history VALUES (\(id))")
            do {
                switch operation {
                case .commit:
                    try await pool.inTransaction { connection in
                        backends.note(connection)
                        _ = try connection.execute(insert)
                    }
                case .slowCommit:
                    try await pool.inTransaction { connection in
                        backends.note(connection)
                        _ = try connection.execute(insert)
                        _ = try connection.fetchValue(
                            SQLFragment("SELECT pg_catalog.pg_sleep(0.02)::text"), as: String.self)
                    }
                case .throwInside:
                    try await pool.inTransaction { connection in
                        backends.note(connection)
                        _ = try connection.execute(insert)
                        throw Refused()
                    }
                case .leaveOpen:
                    try await pool.withConnection { connection in
                        backends.note(connection)
                        _ = try connection.execute(SQLFragment("BEGIN"))
                        _ = try connection.execute(insert)
                    }
                case .read:
                    _ = try await pool.withConnection { connection in
                        backends.note(connection)
                        return try connection.fetchValue(
                            SQLFragment("SELECT count(*) FROM pool_history"), as: Int64.self)
                    }
                }
                return .returned
            } catch is Refused {
                return .refused
            } catch is CancellationError {
                return .cancelled
            } catch let error as PostgresError {
                // A terminated backend: the server's 57P01 or libpq's lost connection.
                if error.sqlState.hasPrefix("08") || error.sqlState == "57P01" { return .lost }
                return .other("\(error)")
            } catch {
                return .other("\(error)")
            }
        }
    }
}

/// The backends the pool's connections run on, for the oracle to terminate.
final class BackendLog: Sendable {
    private let backends = Mutex<Set<Int32>>([])

    func note(_ connection: PostgresConnection) {
        guard
            let backend = try? connection.fetchValue(
                SQLFragment("SELECT pg_catalog.pg_backend_pid()"), as: Int32.self)
        else { return }
        backends.withLock { _ = $0.insert(backend) }
    }

    func any(_ random: inout SplitMix64) -> Int32? {
        backends.withLock { $0.randomElement(using: &random) }
    }
}
