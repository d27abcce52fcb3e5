import Dispatch
import QuarrySQLite
import Synchronization

/// What observation costs the write path (issue 26): write transactions of one insert on pools
/// that were never observed, observed once and no longer, observed by 100 observers of another
/// table, and by 10 and 300 observers of the written table (whose fetches run on the readers
/// meanwhile). Goals: 1.1× for unrelated observers, 2× (half the writer's rate) for the others.
/// WAL, synchronous off, so the figures are the library's, not the disk's.
enum ObservationScenario {
    static func writes(operations: Int, storage: BenchmarkStorage) throws -> Scenario {
        let transactions = max(operations / 10, 1)
        let items = Item.rows(transactions)
        var configuration = DatabaseConfiguration()
        configuration.onOpen { db in try db.setPragma(.synchronous, to: .off) }
        func pool(_ name: String) throws -> DatabasePool {
            let pool = try DatabasePool(path: storage.path(name), configuration: configuration)
            try pool.write { db in
                try Item.recreateTable(in: db)
                try db.execute("CREATE TABLE IF NOT EXISTS unrelated(id INTEGER PRIMARY KEY)")
            }
            return pool
        }
        let never = try pool("observation-never")
        let gone = try pool("observation-gone")
        // Observed until its first value, so the change tracker is installed, then cancelled.
        let firstValue = DispatchSemaphore(value: 0)
        ValueObservation.tracking { db in try db.fetchValue("SELECT count(*) FROM item", as: Int.self) }
            .start(in: gone, onError: { _ in firstValue.signal() }, onChange: { _ in firstValue.signal() })
            .cancel(after: firstValue)
        let others = try pool("observation-others")
        let otherObservers = (0..<100).map { _ in
            ValueObservation.tracking { db in
                try db.fetchValue("SELECT count(*) FROM unrelated", as: Int.self)
            }
            .start(in: others, onError: { _ in }, onChange: { _ in })
        }
        func observers(_ count: Int, of pool: DatabasePool) -> [DatabaseCancellable] {
            (0..<count).map { _ in
                ValueObservation.tracking { db in try db.fetchValue("SELECT count(*) FROM item", as: Int.self)
                }
                .start(in: pool, onError: { _ in }, onChange: { _ in })
            }
        }
        let same = try pool("observation-same")
        let sameObservers = observers(10, of: same)
        let many = try pool("observation-many")
        let manyObservers = observers(300, of: many)
        func variant(
            _ name: String, _ pool: DatabasePool, keeping observers: [DatabaseCancellable] = [],
            goal: Double? = nil
        ) -> Variant {
            Variant(
                name: name, goal: goal,
                setUp: { try pool.write { db in try db.execute("DELETE FROM item WHERE 1") } },
                run: { try withExtendedLifetime(observers) { try PoolScenario.accessWrites(items, pool) } },
                verify: { try pool.read { db in try Item.contentChecksum(of: db) } })
        }
        return Scenario(
            name:
                "observation: \(transactions) write transactions of one insert (pool, WAL, synchronous off)",
            variants: [
                variant("never observed", never),
                variant("observed once, no observer left", gone),
                variant("100 observers of another table", others, keeping: otherObservers, goal: 1.1),
                variant("10 observers of the written table", same, keeping: sameObservers, goal: 2),
                variant("300 observers of the written table", many, keeping: manyObservers, goal: 2),
            ])
    }
}

extension ObservationScenario {
    /// Commit to delivered value: `operations / 100` single-insert commits, each waited for until
    /// an observer of the table has delivered the count it made (a spin on an atomic), against the
    /// same commits without waiting. The difference per commit is the mean latency; each waited
    /// commit's own latency (from the write's return, after the commit was published, to the
    /// delivery) gives the median and p99 printed after the table.
    static func latency(operations: Int, storage: BenchmarkStorage) throws -> Scenario {
        let commits = max(operations / 100, 1)
        var configuration = DatabaseConfiguration()
        configuration.onOpen { db in try db.setPragma(.synchronous, to: .off) }
        let pool = try DatabasePool(path: storage.path("observation-latency"), configuration: configuration)
        try pool.write { db in try db.execute("CREATE TABLE IF NOT EXISTS tick(id INTEGER PRIMARY KEY)") }
        let delivered = Atomic<Int>(-1)
        let observer = ValueObservation.tracking { db in
            try db.fetchValue("SELECT count(*) FROM tick", as: Int.self) ?? 0
        }.start(
            in: pool, onError: { _ in }, onChange: { count in delivered.store(count, ordering: .releasing) })
        let latencies = LatencyRecord()
        func run(waiting: Bool) throws -> UInt64 {
            try withExtendedLifetime(observer) {
                for _ in 0..<commits {
                    let count = try pool.write { db -> Int in
                        try db.execute("INSERT INTO tick DEFAULT VALUES")
                        return try db.fetchValue("SELECT count(*) FROM tick", as: Int.self) ?? 0
                    }
                    guard waiting else { continue }
                    let committed = DispatchTime.now().uptimeNanoseconds
                    while delivered.load(ordering: .acquiring) < count {}
                    latencies.add(DispatchTime.now().uptimeNanoseconds - committed)
                }
                return UInt64(commits)
            }
        }
        return Scenario(
            name: "observation: \(commits) commits, each waited for until the observer delivers it",
            variants: [
                Variant(name: "commits, not waiting", run: { try run(waiting: false) }),
                Variant(name: "commits, each waited for", run: { try run(waiting: true) }),
            ],
            summary: { latencies.summary })
    }
}

/// Each waited commit's latency, in nanoseconds, over every round.
private final class LatencyRecord: @unchecked Sendable {
    // Unchecked: filled by the benchmark's one thread, read after the runs.
    private var nanoseconds: [UInt64] = []

    func add(_ value: UInt64) { nanoseconds.append(value) }

    var summary: String {
        let sorted = nanoseconds.sorted()
        guard !sorted.isEmpty else { return "no latency recorded" }
        func percentile(_ p: Double) -> String {
            let index = min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))
            return "\(sorted[index] / 1_000) µs"
        }
        return
            "commit to value over \(sorted.count) commits: median \(percentile(0.5)), p99 \(percentile(0.99)), "
            + "max \(percentile(1))"
    }
}

extension DatabaseCancellable {
    fileprivate func cancel(after signal: DispatchSemaphore) {
        signal.wait()
        cancel()
    }
}
