import Foundation
import QuarrySQLite
import QuarryTesting
import Testing

/// Random write transactions (some rolled back, some touching only a table nobody observes, some
/// with a savepoint rolled back inside) against observers of random queries. The oracle is a fresh
/// fetch of each query after each transaction, and the regions written here by hand: an observer
/// must deliver exactly the fresh value after each committed transaction that changed a row of its
/// tables (SQLite's `changes` tells which did), in commit order, and nothing else.
@Suite struct ObservationOracleTests {
    struct Query: Sendable {
        var sql: SQLFragment
        /// The tables it reads, by hand.
        var tables: Set<String>
    }

    static let queries: [Query] = [
        Query(sql: "SELECT count(*) FROM a", tables: ["a"]),
        Query(sql: "SELECT coalesce(sum(v), 0) FROM b WHERE v > 5", tables: ["b"]),
        Query(sql: "SELECT count(*) FROM a JOIN b ON a.v = b.v", tables: ["a", "b"]),
        Query(sql: "SELECT coalesce(max(v), -1) FROM c", tables: ["c"]),
        Query(sql: "SELECT count(*) FROM small_a", tables: ["a"]),
        Query(sql: "SELECT coalesce(sum(v), 0) FROM a WHERE v IN (SELECT v FROM c)", tables: ["a", "c"]),
        Query(sql: "SELECT 42", tables: []),
        Query(sql: "SELECT count(*) FROM main.b WHERE id % 2 = 0", tables: ["b"]),
    ]

    static let schema: StaticString = """
        CREATE TABLE a(id INTEGER PRIMARY KEY, v INTEGER);
        CREATE TABLE b(id INTEGER PRIMARY KEY, v INTEGER);
        CREATE TABLE c(id INTEGER PRIMARY KEY, v INTEGER);
        CREATE TABLE other(id INTEGER PRIMARY KEY, v INTEGER);
        CREATE VIEW small_a AS SELECT * FROM a WHERE v < 5;
        """

    static let tables = ["a", "b", "c", "other"]

    /// One write: a statement and the table it writes.
    struct Write: Sendable {
        var table: String
        var sql: SQLFragment
    }

    struct Step: Sendable {
        var writes: [Write]
        /// Run in a savepoint that is rolled back: none of it may notify.
        var undoneWrites: [Write]
        var rollsBack: Bool
    }

    static func randomWrite(_ random: inout SplitMix64) -> Write {
        let table = tables[Int(random.next() % UInt64(tables.count))]
        let name = SQLIdentifier(table)
        let value = Int(random.next() % 10)
        let key = Int(random.next() % 7)
        switch random.next() % 4 {
        case 0: return Write(table: table, sql: "UPDATE \(name) SET v = \(value) WHERE id % 7 = \(key)")
        case 1: return Write(table: table, sql: "DELETE FROM \(name) WHERE id % 7 = \(key)")
        default: return Write(table: table, sql: "INSERT INTO \(name)(v) VALUES (\(value))")
        }
    }

    static func randomSteps(count: Int, seed: UInt64) -> [Step] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            let writes = (0...(random.next() % 3)).map { _ in randomWrite(&random) }
            let undone = random.next() % 8 == 0 ? [randomWrite(&random)] : []
            return Step(writes: writes, undoneWrites: undone, rollsBack: random.next() % 5 == 0)
        }
    }

    struct Failure: Error {}

    /// Runs a step; the tables it changed a row of, or none when it rolled back.
    static func run(_ step: Step, in db: Database) throws -> Set<String> {
        var changed: Set<String> = []
        for write in step.writes {
            try db.execute(write.sql)
            if db.changes > 0 { changed.insert(write.table) }
        }
        if !step.undoneWrites.isEmpty {
            _ = try? db.inSavepoint { db in
                for write in step.undoneWrites { try db.execute(write.sql) }
                throw Failure()
            }
        }
        if step.rollsBack { throw Failure() }
        return changed
    }

    static func fresh(_ query: Query, _ db: Database) throws -> Int {
        try db.fetchValue(query.sql, as: Int.self) ?? Int.min
    }

    /// Random transactions per run: 300, or `QUARRY_OBSERVATION_CASES` (scripts/campaigns/observation.sh).
    static var cases: Int {
        ProcessInfo.processInfo.environment["QUARRY_OBSERVATION_CASES"].flatMap { Int($0) } ?? 300
    }

    static var seed: UInt64 {
        ProcessInfo.processInfo.environment["QUARRY_OBSERVATION_SEED"].flatMap { UInt64($0) } ?? 0x0B5E_2026
    }

    struct Observer {
        var query: Query
        var removesDuplicates: Bool
        var observed = ObservedValues<Int>()
        /// The values it must deliver (before duplicates are removed).
        var expected: [Int] = []
    }

    static func observers(seed: UInt64, count: Int) -> [Observer] {
        var random = SplitMix64(seed: seed ^ 0xFACE)
        return (0..<count).map { _ in
            Observer(
                query: queries[Int(random.next() % UInt64(queries.count))],
                removesDuplicates: random.next() % 3 == 0)
        }
    }

    static func observation(_ observer: Observer) -> ValueObservation<Int> {
        let query = observer.query
        let observation = ValueObservation.tracking { db in try fresh(query, db) }
        return observer.removesDuplicates ? observation.removeDuplicates() : observation
    }

    /// `values` without consecutive repeats.
    static func withoutRepeats(_ values: [Int]) -> [Int] {
        var result: [Int] = []
        for value in values where result.last != value { result.append(value) }
        return result
    }

    @Test func aQueueDeliversExactlyTheFreshValueAfterEachRelevantCommit() async throws {
        let queue = try DatabaseQueue()
        try await queue.inDatabase { db in try db.executeScript(Self.schema) }
        var observers = Self.observers(seed: Self.seed, count: 12)
        var cancellables: [DatabaseCancellable] = []
        for index in observers.indices {
            let observer = observers[index]
            observers[index].expected = [try await queue.read { db in try Self.fresh(observer.query, db) }]
            cancellables.append(
                Self.observation(observer).start(
                    in: queue, onError: observer.observed.onError, onChange: observer.observed.onChange))
        }
        var rolledBack = 0
        var unrelated = 0
        for step in Self.randomSteps(count: Self.cases, seed: Self.seed) {
            let changed: Set<String>
            do {
                changed = try await queue.write { db in try Self.run(step, in: db) }
            } catch is Failure {
                rolledBack += 1
                changed = []
            }
            // The fetches this commit scheduled are queued before this closure.
            try await queue.inDatabase { _ in }
            if !step.rollsBack, changed.isSubset(of: ["other"]) { unrelated += 1 }
            for index in observers.indices where !observers[index].query.tables.isDisjoint(with: changed) {
                let query = observers[index].query
                observers[index].expected.append(try await queue.read { db in try Self.fresh(query, db) })
            }
        }
        #expect(rolledBack > Self.cases / 10)
        #expect(unrelated > Self.cases / 30)
        for observer in observers {
            let expected =
                observer.removesDuplicates ? Self.withoutRepeats(observer.expected) : observer.expected
            #expect(observer.observed.values.value == expected, "\(observer.query.sql)")
            #expect(observer.observed.error.value == nil)
        }
        for cancellable in cancellables { cancellable.cancel() }
    }

    /// On a pool the fetches run on readers while the writer goes on, so they may coalesce: each
    /// observer must deliver fresh values of relevant commits in commit order, never more values
    /// than relevant commits plus the first, and end on the last one.
    @Test func aPoolDeliversFreshValuesInCommitOrder() async throws {
        let folder = try TemporaryFolder()
        let pool = try DatabasePool(path: folder.file("oracle.sqlite"))
        try await pool.write { db in try db.executeScript(Self.schema) }
        var observers = Self.observers(seed: Self.seed &+ 1, count: 12)
        var cancellables: [DatabaseCancellable] = []
        for index in observers.indices {
            let observer = observers[index]
            observers[index].expected = [try await pool.read { db in try Self.fresh(observer.query, db) }]
            cancellables.append(
                Self.observation(observer).start(
                    in: pool, onError: observer.observed.onError, onChange: observer.observed.onChange))
        }
        // Every observer has its first value before the writes start, so the oracle knows it.
        for observer in observers { #expect(await observer.observed.wait { !$0.isEmpty }) }
        for step in Self.randomSteps(count: Self.cases, seed: Self.seed &+ 1) {
            let changed = (try? await pool.write { db in try Self.run(step, in: db) }) ?? []
            for index in observers.indices where !observers[index].query.tables.isDisjoint(with: changed) {
                let query = observers[index].query
                observers[index].expected.append(try await pool.read { db in try Self.fresh(query, db) })
            }
        }
        for observer in observers {
            let last = observer.expected.last
            #expect(await observer.observed.wait { $0.last == last }, "\(observer.query.sql)")
            let delivered = observer.observed.values.value
            #expect(delivered.count <= observer.expected.count)
            #expect(
                Self.isInCommitOrder(delivered, of: observer.expected), "\(observer.query.sql): \(delivered)")
            #expect(observer.observed.error.value == nil)
        }
        for cancellable in cancellables { cancellable.cancel() }
    }

    /// Whether each delivered value is the fresh value after some relevant commit, the commits
    /// never going back.
    static func isInCommitOrder(_ delivered: [Int], of expected: [Int]) -> Bool {
        var position = 0
        for value in delivered {
            guard let found = expected[position...].firstIndex(of: value) else { return false }
            position = found
        }
        return true
    }
}
