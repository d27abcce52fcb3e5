import Dispatch
import Foundation
import QuarrySQLite
import Testing

/// Readers and one writer on a file for a bounded time (0.5 s here, since `PoolHistoryOracleTests`
/// checks every read's snapshot against the writes; `scripts/pool-load.sh` runs it
/// longer through `QUARRY_POOL_LOAD_SECONDS` and `QUARRY_POOL_LOAD_READERS`). The writer moves
/// money between accounts and logs each transfer in a ledger, in one transaction; every read
/// checks that the balances still add up and agree with the ledger (a read that saw part of a
/// transfer would break both), and that the ledger never shrinks. At the end: no error, no
/// broken invariant, and every committed transfer is in the ledger.
@Suite struct PoolLoadTests {
    static let accounts = 10
    static let initialBalance = 1000

    static var seconds: Double {
        ProcessInfo.processInfo.environment["QUARRY_POOL_LOAD_SECONDS"].flatMap(Double.init) ?? 0.5
    }
    static var readerCount: Int {
        ProcessInfo.processInfo.environment["QUARRY_POOL_LOAD_READERS"].flatMap(Int.init) ?? 4
    }

    final class Tally: Sendable {
        let reads = Locked(0)
        let writes = Locked(0)
        let problems = Locked<[String]>([])

        func report(_ problem: String) {
            problems.withLock { $0.append(problem) }
        }
    }

    @Test func readersAndOneWriterKeepEveryInvariant() async throws {
        let folder = try TemporaryFolder()
        let readers = Self.readerCount
        let pool = try DatabasePool(path: folder.file("load.sqlite"), maximumReaderCount: readers)
        try await pool.write { db in
            try db.execute("CREATE TABLE account(id INTEGER PRIMARY KEY, balance INTEGER NOT NULL)")
            try db.execute(
                "CREATE TABLE ledger(seq INTEGER PRIMARY KEY, source INTEGER NOT NULL, target INTEGER NOT NULL, amount INTEGER NOT NULL)"
            )
            try db.execute("CREATE INDEX ledger_source ON ledger(source)")
            try db.execute("CREATE INDEX ledger_target ON ledger(target)")
            for id in 1...Self.accounts {
                try db.execute("INSERT INTO account VALUES (\(id), \(Self.initialBalance))")
            }
        }
        let tally = Tally()
        let deadline = ContinuousClock.now + .seconds(Self.seconds)
        let finished = DispatchSemaphore(value: 0)
        Thread {
            Self.write(pool, until: deadline, tally)
            finished.signal()
        }.start()
        // Half the readers call from threads (synchronous reads), half from tasks (async reads).
        let threadCount = (readers + 1) / 2
        for index in 0..<threadCount {
            Thread {
                Self.readSynchronously(pool, until: deadline, seed: UInt64(index), tally)
                finished.signal()
            }.start()
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<readers / 2 {
                group.addTask {
                    try await Self.readAsynchronously(pool, until: deadline, seed: UInt64(100 + index), tally)
                }
            }
            try await group.waitForAll()
        }
        for _ in 0...threadCount { await finished.waitOutsideTheTaskPool() }
        let (ledger, total) = try await pool.read { db in
            (
                try db.fetchValue("SELECT count(*) FROM ledger", as: Int.self) ?? -1,
                try db.fetchValue("SELECT sum(balance) FROM account", as: Int.self) ?? -1
            )
        }
        #expect(tally.problems.value == [])
        #expect(tally.writes.value > 0)
        #expect(tally.reads.value > 0)
        #expect(ledger == tally.writes.value, "a committed transfer is missing from the ledger")
        #expect(total == Self.accounts * Self.initialBalance)
        if ProcessInfo.processInfo.environment["QUARRY_POOL_LOAD_SECONDS"] != nil {
            print(
                "pool load: \(readers) readers, \(Self.seconds) s: \(tally.reads.value) reads, "
                    + "\(tally.writes.value) transfers, \(tally.problems.value.count) problems")
        }
        try pool.close()
    }

    static func write(_ pool: DatabasePool, until deadline: ContinuousClock.Instant, _ tally: Tally) {
        var random = SystemRandomNumberGenerator()
        var sequence = 0
        while ContinuousClock.now < deadline {
            let source = Int.random(in: 1...accounts, using: &random)
            let target = source % accounts + 1
            let amount = Int.random(in: 1...50, using: &random)
            sequence += 1
            do {
                try pool.write { db in
                    try db.execute("UPDATE account SET balance = balance - \(amount) WHERE id = \(source)")
                    try db.execute("UPDATE account SET balance = balance + \(amount) WHERE id = \(target)")
                    try db.execute("INSERT INTO ledger VALUES (\(sequence), \(source), \(target), \(amount))")
                }
                tally.writes.withLock { $0 += 1 }
                if sequence % 500 == 0 { try pool.checkpoint() }
            } catch {
                tally.report("write \(sequence): \(error)")
            }
        }
    }

    static func readSynchronously(
        _ pool: DatabasePool, until deadline: ContinuousClock.Instant, seed: UInt64, _ tally: Tally
    ) {
        var lastLedger = 0
        var account = Int(seed) % accounts + 1
        while ContinuousClock.now < deadline {
            do {
                let seen = try pool.read { db in try check(db, account: account) }
                record(seen, &lastLedger, tally)
            } catch {
                tally.report("read: \(error)")
            }
            account = account % accounts + 1
        }
    }

    static func readAsynchronously(
        _ pool: DatabasePool, until deadline: ContinuousClock.Instant, seed: UInt64, _ tally: Tally
    ) async throws {
        var lastLedger = 0
        var account = Int(seed) % accounts + 1
        while ContinuousClock.now < deadline {
            do {
                let current = account
                let seen = try await pool.read { db in try check(db, account: current) }
                record(seen, &lastLedger, tally)
            } catch {
                tally.report("async read: \(error)")
            }
            account = account % accounts + 1
        }
    }

    /// What one read saw: the ledger's length and the invariants it broke.
    struct Seen: Sendable {
        var ledger: Int
        var problems: [String]
    }

    /// Checks the invariants on one snapshot: the balances add up, and one account's balance is
    /// what its ledger entries make it.
    static func check(_ db: Database, account: Int) throws -> Seen {
        var problems: [String] = []
        let total = try db.fetchValue("SELECT sum(balance) FROM account", as: Int.self)
        if total != accounts * initialBalance { problems.append("balances add up to \(total ?? -1)") }
        let balance = try db.fetchValue("SELECT balance FROM account WHERE id = \(account)", as: Int.self)
        let moved = try db.fetchValue(
            """
            SELECT coalesce((SELECT sum(amount) FROM ledger WHERE target = \(account)), 0)
                 - coalesce((SELECT sum(amount) FROM ledger WHERE source = \(account)), 0)
            """, as: Int.self)
        if balance != initialBalance + (moved ?? 0) {
            problems.append(
                "account \(account) holds \(balance ?? -1), its ledger says \(initialBalance + (moved ?? 0))")
        }
        let ledger = try db.fetchValue("SELECT count(*) FROM ledger", as: Int.self) ?? -1
        return Seen(ledger: ledger, problems: problems)
    }

    static func record(_ seen: Seen, _ lastLedger: inout Int, _ tally: Tally) {
        for problem in seen.problems { tally.report(problem) }
        if seen.ledger < lastLedger {
            tally.report("the ledger went back from \(lastLedger) to \(seen.ledger)")
        }
        lastLedger = seen.ledger
        tally.reads.withLock { $0 += 1 }
    }
}
