import CSQLite
import Dispatch
import QuarrySQLite
import Synchronization

/// A `DatabasePool` on a WAL file: read throughput with 1, 2 and 4 readers against one
/// `DatabaseQueue`, and the write path against raw C. Always file-backed (a pool needs a file):
/// `storage` must be file-backed.
enum PoolScenario {
    /// Threads calling `read` at once in the read scenario.
    static let threads = 4
    /// Point lookups per read closure.
    static let lookupsPerRead = 20

    /// `operations` lookups in 20-lookup reads, from 4 threads at once.
    static func reads(operations: Int, storage: BenchmarkStorage) throws -> Scenario {
        let tableRows = min(operations, 10_000)
        let path = storage.path("pool-read")
        do {
            let raw = try RawDatabase(path: path)
            try raw.execute("PRAGMA journal_mode = WAL")
            try raw.execute(WideRow.createTable)
            try raw.execute(WideRow.fill(rows: tableRows))
        }
        let reads = max(operations / lookupsPerRead, threads)
        // Each thread's keys, scattered over the table, made once for every variant.
        let keys = (0..<threads).map { thread in
            (0..<reads / threads).map { read in
                (0..<lookupsPerRead).map { lookup in
                    Int64(((thread * 1_000_003 + read * lookupsPerRead + lookup) &* 7_919) % tableRows + 1)
                }
            }
        }
        let queue = try DatabaseQueue(path: path)
        let pools = try [1, 2, 4].map { try DatabasePool(path: path, maximumReaderCount: $0) }
        return Scenario(
            name: "pool: \(reads) reads of \(lookupsPerRead) lookups from \(threads) threads (2 cores)",
            variants: [
                Variant(name: "DatabaseQueue.read") { try concurrentReads(keys) { try queue.read($0) } },
                // The pool's reads run in one transaction each; this isolates what that alone saves.
                Variant(name: "DatabaseQueue.inTransaction") {
                    try concurrentReads(keys) { try queue.inTransaction(.deferred, $0) }
                },
            ]
                + pools.map { pool in
                    Variant(name: "DatabasePool.read, \(pool.maximumReaderCount) reader(s)") {
                        try concurrentReads(keys) { try pool.read($0) }
                    }
                })
    }

    /// Runs each thread's reads through `read` (one of the access types' read methods), from all
    /// threads at once.
    @inline(never)
    static func concurrentReads(
        _ keys: [[[Int64]]], _ read: @Sendable ((Database) throws -> sending UInt64) throws -> UInt64
    ) throws -> UInt64 {
        let sums = Mutex([UInt64](repeating: 0, count: keys.count))
        let failure = Mutex<(any Error)?>(nil)
        DispatchQueue.concurrentPerform(iterations: keys.count) { thread in
            var sum: UInt64 = 0
            do {
                for lookups in keys[thread] {
                    sum &+= try read { db in
                        var sum: UInt64 = 0
                        for key in lookups {
                            let a = try db.fetchValue("SELECT a FROM wide WHERE id = \(key)", as: Int64.self)
                            sum &+= UInt64(bitPattern: a ?? 0)
                        }
                        return sum
                    }
                }
            } catch {
                failure.withLock { $0 = error }
            }
            sums.withLock { $0[thread] = sum }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        return sums.withLock { $0.reduce(0, &+) }
    }

    /// `operations / 10` write transactions of one insert each.
    static func writes(operations: Int, storage: BenchmarkStorage) throws -> Scenario {
        let transactions = max(operations / 10, 1)
        let items = Item.rows(transactions)
        let raw = try RawDatabase(path: storage.path("pool-write-raw"))
        try raw.execute("PRAGMA journal_mode = WAL")
        try raw.execute("PRAGMA synchronous = OFF")
        var configuration = DatabaseConfiguration()
        // Without syncs both sides measure the library, not the disk.
        configuration.onOpen { db in try db.setPragma(.synchronous, to: .off) }
        let pool = try DatabasePool(path: storage.path("pool-write-pool"), configuration: configuration)
        let queue = try DatabaseQueue(path: storage.path("pool-write-queue"), configuration: configuration)
        try queue.inDatabase { db in _ = try db.setPragma(.journalMode, to: .wal) }
        func fresh(_ access: some DatabaseAccess) throws {
            try access.inDatabase { db in try Item.recreateTable(in: db) }
        }
        func content(_ access: some DatabaseAccess) throws -> UInt64 {
            try access.inDatabase { db in try Item.contentChecksum(of: db) }
        }
        return Scenario(
            name: "pool: \(transactions) write transactions of one insert (WAL, synchronous off)",
            variants: [
                Variant(
                    name: "raw C",
                    setUp: { try Item.recreateTable(in: raw) }, run: { try rawWrites(items, raw) },
                    verify: { try Item.contentChecksum(of: raw) }),
                Variant(
                    name: "DatabasePool.write", setUp: { try fresh(pool) },
                    run: { try accessWrites(items, pool) },
                    verify: { try content(pool) }),
                Variant(
                    name: "DatabaseQueue.write", setUp: { try fresh(queue) },
                    run: { try accessWrites(items, queue) }, verify: { try content(queue) }),
            ])
    }

    @inline(never)
    static func rawWrites(_ items: [Item], _ raw: RawDatabase) throws -> UInt64 {
        let insert = try raw.prepare(
            "INSERT INTO item(id, quantity, price, label, payload) VALUES (?, ?, ?, ?, ?)")
        let begin = try raw.prepare("BEGIN IMMEDIATE")
        let commit = try raw.prepare("COMMIT")
        defer { for statement in [insert, begin, commit] { sqlite3_finalize(statement) } }
        func run(_ statement: OpaquePointer) throws {
            guard sqlite3_step(statement) == SQLITE_DONE else { throw raw.error("write") }
            sqlite3_reset(statement)
        }
        for item in items {
            try run(begin)
            sqlite3_bind_int64(insert, 1, item.id)
            sqlite3_bind_int64(insert, 2, item.quantity)
            sqlite3_bind_double(insert, 3, item.price)
            var label = item.label
            _ = label.withUTF8 {
                sqlite3_bind_text(insert, 4, $0.baseAddress, Int32($0.count), sqliteTransient)
            }
            _ = item.payload.withUnsafeBytes {
                sqlite3_bind_blob(insert, 5, $0.baseAddress, Int32($0.count), sqliteTransient)
            }
            try run(insert)
            try run(commit)
        }
        return UInt64(items.count)
    }

    @inline(never)
    static func accessWrites(_ items: [Item], _ access: some DatabaseAccess) throws -> UInt64 {
        for item in items {
            try access.write { db in
                try db.execute(
                    Insert(into: ItemTable.table).values {
                        ItemTable.id.set(to: item.id)
                        ItemTable.quantity.set(to: item.quantity)
                        ItemTable.price.set(to: item.price)
                        ItemTable.label.set(to: item.label)
                        ItemTable.payload.set(to: item.payload)
                    })
            }
        }
        return UInt64(items.count)
    }
}
