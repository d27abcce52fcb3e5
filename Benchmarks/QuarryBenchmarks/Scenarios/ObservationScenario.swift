import Dispatch
import QuarrySQLite

/// What observation costs the write path (issue 26): write transactions of one insert on pools
/// that were never observed, observed once and no longer, observed by 100 observers of another
/// table, and by 10 observers of the written table (whose fetches run on the readers meanwhile).
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
        let same = try pool("observation-same")
        let sameObservers = (0..<10).map { _ in
            ValueObservation.tracking { db in try db.fetchValue("SELECT count(*) FROM item", as: Int.self) }
                .start(in: same, onError: { _ in }, onChange: { _ in })
        }
        func variant(_ name: String, _ pool: DatabasePool, keeping observers: [DatabaseCancellable] = [])
            -> Variant
        {
            Variant(
                name: name,
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
                variant("100 observers of another table", others, keeping: otherObservers),
                variant("10 observers of the written table", same, keeping: sameObservers),
            ])
    }
}

extension DatabaseCancellable {
    fileprivate func cancel(after signal: DispatchSemaphore) {
        signal.wait()
        cancel()
    }
}
