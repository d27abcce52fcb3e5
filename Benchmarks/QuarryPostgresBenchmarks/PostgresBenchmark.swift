import CLibPQ
import Foundation
import QuarryPostgres
import QuarryPostgresTesting

enum Bench {
    static let table = Table("bench_people")
    static let id = Column<Int64>("id", in: table)
    static let name = Column<String>("name", in: table)
    static let score = Column<Double>("score", in: table)
    static let inserted = Table("bench_inserted")
    static let insertedID = Column<Int64>("id", in: inserted)
    static let insertedName = Column<String>("name", in: inserted)
    static let insertedScore = Column<Double>("score", in: inserted)
}

/// The positional row the lookups read.
struct Found: PostgresRowDecodable {
    var id: Int64
    var name: String
    var score: Double
    init(row: borrowing PostgresRow) throws {
        id = try row[0]
        name = try row[1]
        score = try row[2]
    }
}

/// The two scenarios, each as raw libpq and as QuarryPostgres on the same server.
struct PostgresBenchmark {
    let server: PostgresTestServer
    let size: Int
    let rounds: Int
    let raw: RawLibPQ
    let quarry: PostgresConnection
    let keys: [Int64]
    static let tableRows = 10_000

    init(server: PostgresTestServer, size: Int, rounds: Int) throws {
        self.server = server
        self.size = size
        self.rounds = rounds
        raw = RawLibPQ(server.connectionString)
        quarry = try PostgresConnection(server.connectionString)
        // Keys in a fixed scattered order, made before timing.
        keys = (0..<size).map { Int64(($0 &* 7_919) % Self.tableRows + 1) }
    }

    func run() throws {
        raw.run("SET client_min_messages = warning")
        raw.run("DROP TABLE IF EXISTS bench_people, bench_inserted")
        raw.run(
            "CREATE TABLE bench_people (id BIGINT PRIMARY KEY, name TEXT NOT NULL, score DOUBLE PRECISION NOT NULL)"
        )
        raw.run(
            "CREATE TABLE bench_inserted (id BIGINT PRIMARY KEY, name TEXT NOT NULL, score DOUBLE PRECISION NOT NULL)"
        )
        raw.run(
            "INSERT INTO bench_people SELECT n, 'person ' || n, n * 0.5 FROM generate_series(1, \(Self.tableRows)) AS n"
        )
        raw.run("ANALYZE bench_people")
        raw.prepare("raw_lookup", "SELECT id, name, score FROM bench_people WHERE id = $1", types: [20])
        raw.prepare(
            "raw_insert", "INSERT INTO bench_inserted (id, name, score) VALUES ($1, $2, $3)",
            types: [20, 0, 701])
        let version = quarry.serverVersion
        print(
            "PostgreSQL \(version / 10_000).\(version % 10_000) (\(server.origin)), \(size) operations, \(rounds) rounds"
        )
        print("| scenario | raw libpq (median per op) | QuarryPostgres | ratio | goal |")
        print("| --- | --- | --- | --- | --- |")
        let lookup = try quarry.prepare(
            Select {
                Bench.id
                Bench.name
                Bench.score
            }.from(Bench.table).where(Bench.id == 0))
        let insert = try quarry.prepare(
            Insert(into: Bench.inserted).values {
                Bench.insertedID.set(to: 0)
                Bench.insertedName.set(to: "")
                Bench.insertedScore.set(to: 0.0)
            })
        try measure("primary-key lookup (3 columns), prepared once", raw: rawLookups) {
            try preparedLookups(lookup)
        } reset: {
        }
        try measure("insert (3 columns), prepared once, autocommit", raw: rawInserts) {
            try preparedInserts(insert)
        } reset: {
            raw.run("TRUNCATE bench_inserted")
        }
        try measure(
            "primary-key lookup (3 columns), built every call", goal: 1.5, raw: rawLookups,
            quarry: quarryLookups, reset: {})
        try measure(
            "insert (3 columns), built every call, autocommit", goal: 1.5, raw: rawInserts,
            quarry: quarryInserts
        ) {
            raw.run("TRUNCATE bench_inserted")
        }
        try measureBehindThePooler()
        try PoolBenchmark(
            connectionString: server.connectionString,
            keys: (0..<size * 2).map { Int64(($0 &* 7_919) % Self.tableRows + 1) },
            rounds: rounds
        ).run()
        raw.run("DROP TABLE bench_people, bench_inserted")
    }

    /// The lookups through pgbouncer in transaction mode, when it is installed beside the
    /// throwaway cluster: raw libpq unprepared (`PQexecParams`) against a connection with
    /// `pooling: .transaction`, which sends the per-transaction pins and the statement in one
    /// pipeline.
    func measureBehindThePooler() throws {
        guard server.isPooled || PostgresTestServer.isPoolerAvailable,
            let pooled = try? PostgresTestServer.pooledConnectionString(database: "quarry_tests")
        else {
            print("(behind pgbouncer: skipped, pgbouncer is not installed beside a throwaway cluster)")
            return
        }
        let rawPooled = RawLibPQ(pooled)
        let lent = try PostgresConnection(pooled, configuration: PostgresConfiguration(pooling: .transaction))
        try measure(
            "primary-key lookup (3 columns) through pgbouncer, transaction pooling, built every call",
            goal: 1.5, raw: { keys.reduce(0) { $0 &+ rawPooled.lookupUnprepared($1) } },
            quarry: { try lookups(on: lent) }, reset: {})
    }

    func rawLookups() -> Int64 { keys.reduce(0) { $0 &+ raw.lookup($1) } }

    func quarryLookups() throws -> Int64 { try lookups(on: quarry) }

    func lookups(on quarry: PostgresConnection) throws -> Int64 {
        try keys.reduce(0) { sum, key in sum &+ (try Self.lookup(key, on: quarry)) }
    }

    /// One lookup with the `Select` built for the key: id + name length + score, as raw's.
    static func lookup(_ key: Int64, on quarry: PostgresConnection) throws -> Int64 {
        let select = Select {
            Bench.id
            Bench.name
            Bench.score
        }.from(Bench.table).where(Bench.id == key)
        guard let found = try quarry.fetchOne(select, as: Found.self) else { fatalError("no row for \(key)") }
        return found.id &+ Int64(found.name.utf8.count) &+ Int64(found.score)
    }

    func preparedLookups(_ lookup: PostgresPreparedStatement) throws -> Int64 {
        var sum: Int64 = 0
        for key in keys {
            try lookup.bind(key, at: 1)
            guard let found = try lookup.fetchOne(as: Found.self) else { fatalError("no row for \(key)") }
            sum = sum &+ found.id &+ Int64(found.name.utf8.count) &+ Int64(found.score)
        }
        return sum
    }

    func preparedInserts(_ insert: PostgresPreparedStatement) throws -> Int64 {
        for index in 0..<size {
            try insert.bind(Int64(index), at: 1)
            try insert.bind("inserted \(index)", at: 2)
            try insert.bind(Double(index) / 4, at: 3)
            try insert.execute()
        }
        return Int64(size)
    }

    func rawInserts() -> Int64 {
        for index in 0..<size {
            raw.insert(id: Int64(index), name: "inserted \(index)", score: Double(index) / 4)
        }
        return Int64(size)
    }

    func quarryInserts() throws -> Int64 {
        for index in 0..<size {
            try quarry.execute(
                Insert(into: Bench.inserted).values {
                    Bench.insertedID.set(to: Int64(index))
                    Bench.insertedName.set(to: "inserted \(index)")
                    Bench.insertedScore.set(to: Double(index) / 4)
                })
        }
        return Int64(size)
    }

    /// Runs both variants `rounds` times after a warm-up, alternating which goes first, checks
    /// that they agree, and prints the medians per operation and their ratio.
    func measure(
        _ scenario: String, goal: Double = 1.10, raw: () throws -> Int64, quarry: () throws -> Int64,
        reset: () -> Void
    ) throws {
        var rawTimes: [Double] = []
        var quarryTimes: [Double] = []
        reset()
        let rawChecksum = try raw()
        reset()
        let quarryChecksum = try quarry()
        guard rawChecksum == quarryChecksum else {
            print("\(scenario): checksums differ (raw \(rawChecksum), Quarry \(quarryChecksum))")
            exit(1)
        }
        for round in 0..<rounds {
            for variant in round % 2 == 0 ? [0, 1] : [1, 0] {
                reset()
                let start = DispatchTime.now().uptimeNanoseconds
                let checksum = try variant == 0 ? raw() : quarry()
                let time = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                guard checksum == rawChecksum else {
                    print("\(scenario): checksum changed")
                    exit(1)
                }
                if variant == 0 { rawTimes.append(time) } else { quarryTimes.append(time) }
            }
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let rawMedian = median(rawTimes) / Double(size) * 1e6
        let quarryMedian = median(quarryTimes) / Double(size) * 1e6
        let ratio = quarryMedian / rawMedian
        print(
            "| \(scenario) | \(String(format: "%.1f", rawMedian)) µs | \(String(format: "%.1f", quarryMedian)) µs | "
                + "\(String(format: "%.3f", ratio))× | \(ratio <= goal ? "✓" : "✗") ≤ \(String(format: "%.2f", goal))× |"
        )
    }
}
