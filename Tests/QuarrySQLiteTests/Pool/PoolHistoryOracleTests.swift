import Dispatch
import Foundation
import QuarrySQLite
import QuarryTesting
import Testing

/// A history checker for a pool and a queue: threads (synchronous calls) and tasks (`async` ones)
/// run seeded random writes and reads at once, each stamped with a start and an end tick of one
/// global counter. Each write commits a known step (sequence number `n`, one counter moved by a
/// delta) and every read records what it saw. Afterwards, with every write known:
///
/// - the sequence numbers committed are exactly 1...W, in commit order;
/// - each read saw the state after some prefix 1...k of them, whole (counters and log agree);
/// - k is at least every write that returned before the read began (read-your-writes across
///   threads) and at most the writes that had begun before the read ended;
/// - a read nested in a write sees that write.
///
/// Some reads leak a `Cursor` or a `PreparedStatement` out of their closure (a captured variable);
/// other threads later use it outside any closure or inside another one, or drop it. A leaked
/// cursor must throw `SQLITE_MISUSE`; a leaked prepared statement must throw it, or, inside a
/// closure of its own connection, return what that closure sees. `QUARRY_POOL_ORACLE_CASES` sets
/// the number of operations per run (400 here; `scripts/campaigns/pool.sh` runs many more) and
/// `QUARRY_POOL_ORACLE_SEED` the seed.
@Suite struct PoolHistoryOracleTests {
    static var operations: Int {
        ProcessInfo.processInfo.environment["QUARRY_POOL_ORACLE_CASES"].flatMap(Int.init) ?? 400
    }
    static var seed: UInt64 {
        ProcessInfo.processInfo.environment["QUARRY_POOL_ORACLE_SEED"].flatMap(UInt64.init) ?? 27
    }
    static let counters = 4
    static let threads = 3
    static let tasks = 3

    struct Write: Sendable {
        var sequence: Int
        var counter: Int
        var delta: Int
        var start: Int
        var end: Int
    }

    struct Read: Sendable {
        var label: String
        var start: Int
        var end: Int
        var seen: Snapshot
    }

    /// What one read saw.
    struct Snapshot: Sendable, Equatable {
        var logCount: Int
        var maxSequence: Int
        var counters: [Int]
    }

    /// A cursor or prepared statement taken out of its closure, and where it came from.
    struct Leak: @unchecked Sendable {
        // Unchecked: each leak is taken out of the history once, by one thread, and the library's
        // run-time guard is what the oracle checks when that thread uses it.
        enum Kind {
            case cursor(Cursor<Int>)
            case statement(PreparedStatement)
        }
        var kind: Kind
        var origin: String
    }

    /// Everything recorded, under locks.
    final class History: Sendable {
        private let clock = Locked(0)
        private let taken = Locked(0)
        let budget: Int
        let writes = Locked<[Write]>([])
        let reads = Locked<[Read]>([])
        let problems = Locked<[String]>([])
        let leaks = Locked<[Leak]>([])
        let leakUses = Locked(0)

        init(budget: Int) { self.budget = budget }

        func tick() -> Int {
            clock.withLock {
                $0 += 1
                return $0
            }
        }

        /// Takes one operation of the budget; `false` when it is spent.
        func takeOperation() -> Bool {
            taken.withLock {
                $0 += 1
                return $0 <= budget
            }
        }

        func report(_ problem: String) { problems.withLock { $0.append(problem) } }

        func leak(_ leak: Leak) { leaks.withLock { $0.append(leak) } }

        /// A leak to use, once there are a few (so that some stay out a while).
        func takeLeak(_ random: inout SplitMix64) -> Leak? {
            leaks.withLock { leaks in
                guard leaks.count > 2 else { return nil }
                return leaks.remove(at: Int.random(in: 0..<leaks.count, using: &random))
            }
        }
    }

    static func setUp(_ access: any DatabaseAccess) throws {
        try access.write { db in
            try db.execute("CREATE TABLE counter(id INTEGER PRIMARY KEY, value INTEGER NOT NULL)")
            try db.execute(
                "CREATE TABLE log(seq INTEGER PRIMARY KEY, counter INTEGER NOT NULL, delta INTEGER NOT NULL)")
            for id in 0..<counters { try db.execute("INSERT INTO counter VALUES (\(id), 0)") }
        }
    }

    static func snapshot(_ db: Database) throws -> Snapshot {
        let (count, maxSequence) =
            try db.fetchOne("SELECT count(*), coalesce(max(seq), 0) FROM log") { row in
                (try row[0] as Int, try row[1] as Int)
            } ?? (-1, -1)
        let values = try db.fetchAll("SELECT value FROM counter ORDER BY id") { row in try row[0] as Int }
        return Snapshot(logCount: count, maxSequence: maxSequence, counters: values)
    }

    /// One write's step: the next sequence number, one counter moved.
    static func commitStep(_ db: Database, counter: Int, delta: Int) throws -> Int {
        let sequence = (try db.fetchValue("SELECT coalesce(max(seq), 0) FROM log", as: Int.self) ?? 0) + 1
        try db.execute("INSERT INTO log VALUES (\(sequence), \(counter), \(delta))")
        try db.execute("UPDATE counter SET value = value + \(delta) WHERE id = \(counter)")
        return sequence
    }

    /// What a read leaks out of its closure, decided before the closure runs.
    enum LeakChoice { case none, cursor, statement }

    static func leakChoice(_ random: inout SplitMix64) -> LeakChoice {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: .cursor
        case 1: .statement
        default: .none
        }
    }

    /// Takes a statement out of a closure on `db`.
    static func leak(_ choice: LeakChoice, from db: Database, origin: String, _ history: History) throws {
        switch choice {
        case .none: return
        case .cursor:
            let cursor = try db.cursor("SELECT seq FROM log ORDER BY seq") { row in try row[0] as Int }
            // A cursor already at its end returns nil ever after, by design: only a live one leaks.
            guard try cursor.next() != nil else { return }
            history.leak(Leak(kind: .cursor(cursor), origin: origin))
        case .statement:
            let statement = try db.prepare("SELECT count(*) FROM log")
            _ = try statement.fetchValue(as: Int.self)
            history.leak(Leak(kind: .statement(statement), origin: origin))
        }
    }

    // MARK: Operations

    /// The synchronous worker of a thread.
    static func runThread(_ access: any DatabaseAccess, seed: UInt64, label: String, _ history: History) {
        var random = SplitMix64(seed: seed)
        var index = 0
        while history.takeOperation() {
            index += 1
            let name = "\(label)#\(index)"
            do {
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<3: try write(access, &random, name, history)
                case 3..<8: try read(access, &random, name, history)
                default: useLeak(access, &random, name, history)
                }
            } catch {
                history.report("\(name): \(error)")
            }
        }
    }

    static func write(
        _ access: any DatabaseAccess, _ random: inout SplitMix64, _ name: String, _ history: History
    )
        throws
    {
        let counter = Int.random(in: 0..<counters, using: &random)
        let delta = Int.random(in: 1...9, using: &random)
        let nestedRead = Bool.random(using: &random)
        let leak = leakChoice(&random)
        let start = history.tick()
        let sequence = try access.write { db in
            let sequence = try commitStep(db, counter: counter, delta: delta)
            if nestedRead {
                let seen = try access.read { db in try snapshot(db) }
                if seen.logCount != sequence {
                    history.report("\(name): a read nested in write \(sequence) saw \(seen.logCount) steps")
                }
            }
            try Self.leak(leak, from: db, origin: "\(name) (write)", history)
            return sequence
        }
        let end = history.tick()
        history.writes.withLock {
            $0.append(Write(sequence: sequence, counter: counter, delta: delta, start: start, end: end))
        }
    }

    static func read(
        _ access: any DatabaseAccess, _ random: inout SplitMix64, _ name: String, _ history: History
    )
        throws
    {
        let leak = leakChoice(&random)
        let start = history.tick()
        let seen = try access.read { db in
            let seen = try snapshot(db)
            try Self.leak(leak, from: db, origin: "\(name) (read)", history)
            return seen
        }
        let end = history.tick()
        history.reads.withLock { $0.append(Read(label: name, start: start, end: end, seen: seen)) }
    }

    /// Uses or drops a leaked statement: outside any closure, inside a read, inside a write.
    static func useLeak(
        _ access: any DatabaseAccess, _ random: inout SplitMix64, _ name: String, _ history: History
    ) {
        guard let leak = history.takeLeak(&random) else { return }
        history.leakUses.withLock { $0 += 1 }
        let what = "\(name): a leaked \(leak.kind.name) of \(leak.origin)"
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            expectMisuse(what + " used outside any closure", history) { _ = try leak.run() }
        case 1:
            do {
                try access.read { db in try check(leak, in: db, what + " used in a read", history) }
            } catch {
                history.report("\(what): the read failed: \(error)")
            }
        case 2:
            do {
                try access.write { db in try check(leak, in: db, what + " used in a write", history) }
            } catch {
                history.report("\(what): the write failed: \(error)")
            }
        default:
            break  // Dropped here, on this thread.
        }
    }

    /// Inside a closure: a leaked cursor must fail; a prepared statement fails, or (on its own
    /// connection) returns what the closure sees.
    static func check(_ leak: Leak, in db: Database, _ what: String, _ history: History) throws {
        let expected = try snapshot(db).logCount
        switch leak.kind {
        case .cursor:
            expectMisuse(what, history) { _ = try leak.run() }
        case .statement:
            do {
                let value = try leak.run()
                if value != expected {
                    history.report("\(what) returned \(value ?? -1), the closure sees \(expected)")
                }
            } catch let error as DatabaseError where error.code == .misuse {
            } catch {
                history.report("\(what) threw \(error)")
            }
        }
    }

    static func expectMisuse(_ what: String, _ history: History, _ body: () throws -> Void) {
        do {
            try body()
            history.report("\(what) ran without an error")
        } catch let error as DatabaseError where error.code == .misuse {
        } catch {
            history.report("\(what) threw \(error)")
        }
    }

    /// The `async` worker of a task: writes and reads without blocking its thread.
    static func runTask(_ access: any DatabaseAccess, seed: UInt64, label: String, _ history: History) async {
        var random = SplitMix64(seed: seed)
        var index = 0
        while history.takeOperation() {
            index += 1
            let name = "\(label)#\(index)"
            do {
                if Int.random(in: 0..<10, using: &random) < 3 {
                    let counter = Int.random(in: 0..<counters, using: &random)
                    let delta = Int.random(in: 1...9, using: &random)
                    let start = history.tick()
                    let sequence = try await access.write { db in
                        try commitStep(db, counter: counter, delta: delta)
                    }
                    let end = history.tick()
                    history.writes.withLock {
                        $0.append(
                            Write(sequence: sequence, counter: counter, delta: delta, start: start, end: end))
                    }
                } else {
                    let leak = leakChoice(&random)
                    let start = history.tick()
                    let seen = try await access.read { db in
                        let seen = try snapshot(db)
                        try Self.leak(leak, from: db, origin: "\(name) (async read)", history)
                        return seen
                    }
                    let end = history.tick()
                    history.reads.withLock {
                        $0.append(Read(label: name, start: start, end: end, seen: seen))
                    }
                }
            } catch {
                history.report("\(name): \(error)")
            }
        }
    }

    // MARK: Checking

    /// The problems of a finished history: every read against the prefixes of the writes.
    static func check(_ history: History, final: Snapshot) -> [String] {
        var problems = history.problems.value
        let writes = history.writes.value.sorted { $0.sequence < $1.sequence }
        if writes.map(\.sequence) != Array(0..<writes.count).map({ $0 + 1 }) {
            problems.append("the committed sequence numbers are not 1...\(writes.count)")
            return problems
        }
        var prefixes = [Array(repeating: 0, count: counters)]
        for write in writes {
            var next = prefixes[prefixes.count - 1]
            next[write.counter] += write.delta
            prefixes.append(next)
        }
        for read in history.reads.value {
            let seen = read.seen
            let newestDone = writes.filter { $0.end < read.start }.map(\.sequence).max() ?? 0
            let newestBegun = writes.filter { $0.start < read.end }.map(\.sequence).max() ?? 0
            if seen.logCount != seen.maxSequence || !(0...writes.count).contains(seen.logCount) {
                problems.append("\(read.label) saw \(seen.logCount) steps numbered up to \(seen.maxSequence)")
            } else if seen.counters != prefixes[seen.logCount] {
                problems.append(
                    "\(read.label) saw counters \(seen.counters) with \(seen.logCount) steps, which make \(prefixes[seen.logCount])"
                )
            }
            if seen.logCount < newestDone {
                problems.append(
                    "\(read.label) is stale: it saw \(seen.logCount) steps, but step \(newestDone) returned before it began"
                )
            }
            if seen.logCount > newestBegun {
                problems.append("\(read.label) saw step \(seen.logCount), which had not begun when it ended")
            }
        }
        if final
            != Snapshot(logCount: writes.count, maxSequence: writes.count, counters: prefixes[writes.count])
        {
            problems.append("the final state \(final) is not the state after the \(writes.count) writes")
        }
        return problems
    }

    static func run(_ access: any DatabaseAccess, seed: UInt64, operations: Int) async throws -> (
        History, [String]
    ) {
        try setUp(access)
        let history = History(budget: operations)
        let group = DispatchGroup()
        for index in 0..<threads {
            group.enter()
            Thread {
                runThread(
                    access, seed: SplitMix64.seed(ofCase: index, base: seed), label: "thread \(index)",
                    history)
                group.leave()
            }.start()
        }
        await withTaskGroup(of: Void.self) { tasks in
            for index in 0..<Self.tasks {
                tasks.addTask {
                    await runTask(
                        access, seed: SplitMix64.seed(ofCase: threads + index, base: seed),
                        label: "task \(index)",
                        history)
                }
            }
        }
        await withCheckedContinuation { continuation in
            group.notify(queue: .global()) { continuation.resume() }
        }
        // The leaks still out are dropped here, off any closure.
        history.leaks.value = []
        let final = try await access.read { db in try snapshot(db) }
        return (history, check(history, final: final))
    }

    @Test(arguments: ["pool", "queue"])
    func everyReadSeesACommittedPrefixNoOlderThanItsStart(_ kind: String) async throws {
        let folder = try TemporaryFolder()
        let access: any DatabaseAccess =
            kind == "pool"
            ? try DatabasePool(path: folder.file("oracle.sqlite"), maximumReaderCount: 4)
            : try DatabaseQueue(path: folder.file("oracle.sqlite"))
        let (history, problems) = try await Self.run(access, seed: Self.seed, operations: Self.operations)
        let reads = history.reads.value.count
        let writes = history.writes.value.count
        #expect(
            problems.isEmpty,
            "\(kind), seed \(Self.seed), \(Self.operations) operations: \(problems.count) problems, first: \(problems.prefix(5))"
        )
        #expect(reads > 0 && writes > 0)
        if ProcessInfo.processInfo.environment["QUARRY_POOL_ORACLE_CASES"] != nil {
            print(
                "pool oracle (\(kind), seed \(Self.seed)): \(reads) reads, \(writes) writes, "
                    + "\(history.leakUses.value) leaks used, \(problems.count) problems")
        }
    }
}

extension PoolHistoryOracleTests.Leak {
    /// Steps the cursor once, or runs the prepared statement.
    func run() throws -> Int? {
        switch kind {
        case .cursor(let cursor): try cursor.next()
        case .statement(let statement): try statement.fetchValue(as: Int.self)
        }
    }
}

extension PoolHistoryOracleTests.Leak.Kind {
    var name: String {
        switch self {
        case .cursor: "cursor"
        case .statement: "prepared statement"
        }
    }
}
