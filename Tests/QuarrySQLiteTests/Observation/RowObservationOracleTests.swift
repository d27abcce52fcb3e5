import CSQLite
import Foundation
import QuarrySQLite
import QuarryTesting
import Testing

/// Observers of one row each (`find`, `filter(key:)`, a count by key) against random write
/// transactions that insert, update, renumber, replace (a UNIQUE conflict deletes another row) and
/// delete rows, some rolled back. The oracle is written by hand: a snapshot of the table before and
/// after each transaction, and the rows each write can touch, worked out from its SQL here.
/// After each transaction an observer of row `k` must deliver the fresh value when row `k`
/// changed, nothing when no write could touch it (a `REPLACE` touches the row whose name it
/// takes), and at most the fresh value otherwise (an update to the same values).
@Suite struct RowObservationOracleTests {
    struct Item: TableRecord, Codable, Equatable {
        var id: Int64
        var name: String
        var v: Int64

        static let definition = TableDefinition<Item>("item", primaryKey: \.id) {
            Field(\.id, "id")
            Field(\.name, "name")
            Field(\.v, "v")
        }
    }

    static let schema: StaticString = """
        CREATE TABLE item(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, v INTEGER NOT NULL);
        CREATE TABLE other(id INTEGER PRIMARY KEY, v INTEGER);
        """

    static let keys: [Int64] = Array(0..<8)
    static let names = ["p", "q", "r", "s", "t", "u"]
    static let hasPreupdateHook = sqlite3_compileoption_used("ENABLE_PREUPDATE_HOOK") != 0

    /// One write, and the rowids it may touch (`nil`: any row of `item`).
    struct Write {
        var sql: SQLFragment
        var touches: Set<Int64>?
        var isItem = true
        var isDelete = false
        /// For a `REPLACE`: the row it writes, whose name may be another row's.
        var replacing: (id: Int64, name: String)?
    }

    static func randomWrite(_ random: inout SplitMix64) -> Write {
        func key() -> Int64 { keys[Int(random.next() % UInt64(keys.count))] }
        func name() -> String { names[Int(random.next() % UInt64(names.count))] }
        let value = Int64(random.next() % 5)
        switch random.next() % 7 {
        case 0:
            let id = key()
            return Write(sql: "INSERT OR IGNORE INTO item VALUES (\(id), \(name()), \(value))", touches: [id])
        case 1:
            // A UNIQUE conflict on the name deletes that row: SQLite does not name it.
            let (id, name) = (key(), name())
            return Write(
                sql: "INSERT OR REPLACE INTO item VALUES (\(id), \(name), \(value))", touches: [id],
                replacing: (id, name))
        case 2:
            let id = key()
            return Write(sql: "UPDATE item SET v = \(value) WHERE id = \(id)", touches: [id])
        case 3:
            let (from, to) = (key(), key())
            return Write(sql: "UPDATE OR IGNORE item SET id = \(to) WHERE id = \(from)", touches: [from, to])
        case 4:
            let id = key()
            return Write(sql: "DELETE FROM item WHERE id = \(id)", touches: [id], isDelete: true)
        case 5:
            return Write(sql: "INSERT INTO other(v) VALUES (\(value))", touches: [], isItem: false)
        default:
            let id = key()
            return Write(sql: "UPDATE OR IGNORE item SET name = \(name()) WHERE id = \(id)", touches: [id])
        }
    }

    /// What an observer of one row reads, three ways.
    enum Reader: CaseIterable {
        case find, filterKey, countByKey

        func read(_ key: Int64, _ db: Database) throws -> String {
            switch self {
            case .find: return try db.find(Item.self, key: key).map { "\($0.name) \($0.v)" } ?? "none"
            case .filterKey:
                return try db.fetchOne(Item.filter(key: key)).map { "\($0.name) \($0.v)" } ?? "none"
            case .countByKey: return "\(try db.fetchCount(Item.filter(key: key)))"
            }
        }
    }

    struct Observer {
        var key: Int64
        var reader: Reader
        var observed = ObservedValues<String>()
        var seen = 1
    }

    static func snapshot(_ db: Database) throws -> [Int64: String] {
        var rows: [Int64: String] = [:]
        for item in try db.fetchAll(Item.all()) { rows[item.id] = "\(item.name) \(item.v)" }
        return rows
    }

    static var cases: Int {
        ProcessInfo.processInfo.environment["QUARRY_OBSERVATION_CASES"].flatMap { Int($0) } ?? 300
    }

    static var seed: UInt64 {
        ProcessInfo.processInfo.environment["QUARRY_OBSERVATION_SEED"].flatMap { UInt64($0) } ?? 0x0B5E_2027
    }

    struct Failure: Error {}

    /// What a transaction did, by the snapshots: the rows whose content changed, and the rows a
    /// `REPLACE` deleted for holding its name.
    struct Outcome {
        var changed: Set<Int64>
        var replaced: Set<Int64>
        var committed: Bool
    }

    static func run(_ writes: [Write], rollsBack: Bool, in db: Database) throws -> Outcome {
        let before = try snapshot(db)
        var replaced: Set<Int64> = []
        for write in writes {
            if let (id, name) = write.replacing,
                let other = try db.fetchValue(
                    "SELECT id FROM item WHERE name = \(name) AND id <> \(id)", as: Int64.self)
            {
                replaced.insert(other)
            }
            try db.execute(write.sql)
        }
        if rollsBack { throw Failure() }
        let after = try snapshot(db)
        let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
        return Outcome(changed: changed, replaced: replaced, committed: true)
    }

    @Test func rowObserversHearOfTheirRowOnly() async throws {
        let queue = try DatabaseQueue()
        try await queue.inDatabase { db in try db.executeScript(Self.schema) }
        var observers: [Observer] = []
        var cancellables: [DatabaseCancellable] = []
        for key in Self.keys {
            for reader in Reader.allCases {
                let observer = Observer(key: key, reader: reader)
                observers.append(observer)
                cancellables.append(
                    ValueObservation.tracking { db in try reader.read(key, db) }.start(
                        in: queue, onError: observer.observed.onError, onChange: observer.observed.onChange))
            }
        }
        try await queue.inDatabase { _ in }
        var random = SplitMix64(seed: Self.seed)
        var (required, forbidden, failures) = (0, 0, 0)
        for _ in 0..<Self.cases {
            let writes = (0...(random.next() % 2)).map { _ in Self.randomWrite(&random) }
            let rollsBack = random.next() % 6 == 0
            let outcome: Outcome
            do {
                outcome = try await queue.write { db in try Self.run(writes, rollsBack: rollsBack, in: db) }
            } catch is Failure {
                outcome = Outcome(changed: [], replaced: [], committed: false)
            }
            try await queue.inDatabase { _ in }
            let itemWrites = writes.filter(\.isItem)
            // Without the preupdate hook SQLite cannot tell which rows an insert or update replaced
            // or renumbered, so every row counts as changed.
            let touchesAll = !Self.hasPreupdateHook && itemWrites.contains { !$0.isDelete }
            for index in observers.indices {
                let observer = observers[index]
                let values = observer.observed.values.value
                let delivered = Array(values.dropFirst(observer.seen))
                observers[index].seen = values.count
                let fresh = try await queue.read { db in try observer.reader.read(observer.key, db) }
                let mayTouch =
                    touchesAll || outcome.replaced.contains(observer.key)
                    || itemWrites.contains { $0.touches?.contains(observer.key) ?? true }
                let context = "row \(observer.key) \(observer.reader) after \(writes.map(\.sql))"
                if outcome.changed.contains(observer.key) {
                    required += 1
                    if delivered != [fresh] { failures += 1 }
                    #expect(delivered == [fresh], "\(context)")
                } else if !outcome.committed || !mayTouch {
                    forbidden += 1
                    if !delivered.isEmpty { failures += 1 }
                    #expect(delivered.isEmpty, "\(context)")
                } else {
                    #expect(delivered.count <= 1 && delivered.allSatisfy { $0 == fresh }, "\(context)")
                }
            }
            if failures > 20 { break }
        }
        // The cases the oracle decides both ways must both have come up often.
        #expect(required > Self.cases / 2)
        #expect(forbidden > Self.cases * 5)
        for observer in observers { #expect(observer.observed.error.value == nil) }
        for cancellable in cancellables { cancellable.cancel() }
    }
}
