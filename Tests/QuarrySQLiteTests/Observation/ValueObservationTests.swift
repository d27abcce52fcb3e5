import Foundation
import QuarrySQLite
import Testing

/// `ValueObservation` on a queue and on a pool: the first value at once, a new one for each
/// relevant commit, nothing for rollbacks and other tables.
@Suite struct ValueObservationTests {
    static let schema: StaticString = """
        CREATE TABLE a(id INTEGER PRIMARY KEY, v INTEGER);
        CREATE TABLE b(id INTEGER PRIMARY KEY, v INTEGER);
        """

    static func queue() throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        try queue.inDatabase { db in try db.executeScript(Self.schema) }
        return queue
    }

    static func pool(_ folder: TemporaryFolder) throws -> DatabasePool {
        let pool = try DatabasePool(path: folder.file("observed.sqlite"))
        try pool.write { db in try db.executeScript(Self.schema) }
        return pool
    }

    /// Waits until every job queued on the queue so far (the fetches a commit scheduled) is done.
    static func settle(_ queue: DatabaseQueue) async throws {
        try await queue.inDatabase { _ in }
    }

    static let countA = ValueObservation.tracking { db in
        try db.fetchValue("SELECT count(*) FROM a", as: Int.self) ?? -1
    }

    @Test func aQueueDeliversTheFirstValueThenOnePerRelevantCommit() async throws {
        let queue = try Self.queue()
        let observed = ObservedValues<Int>()
        let cancellable = Self.countA.start(in: queue, onError: observed.onError, onChange: observed.onChange)
        try await Self.settle(queue)
        #expect(observed.values.value == [0])
        try await queue.write { db in try db.execute("INSERT INTO a(v) VALUES (1)") }
        try await Self.settle(queue)
        try await queue.write { db in try db.execute("INSERT INTO b(v) VALUES (1)") }
        try await Self.settle(queue)
        struct Failure: Error {}
        await #expect(throws: Failure.self) {
            try await queue.write { db in
                try db.execute("INSERT INTO a(v) VALUES (2)")
                throw Failure()
            }
        }
        try await Self.settle(queue)
        try await queue.write { db in try db.execute("INSERT INTO a(v) VALUES (3)") }
        try await Self.settle(queue)
        // The other table's commit and the rollback fetched nothing.
        #expect(observed.values.value == [0, 1, 2])
        cancellable.cancel()
        try await queue.write { db in try db.execute("INSERT INTO a(v) VALUES (4)") }
        try await Self.settle(queue)
        #expect(observed.values.value == [0, 1, 2])
    }

    @Test func aStatementCachedBeforeTheObservationStillNamesItsTable() async throws {
        let queue = try Self.queue()
        // Prepared and cached now: the observation's fetch is not prepared again.
        _ = try await queue.read { db in try db.fetchValue("SELECT count(*) FROM a", as: Int.self) ?? -1 }
        let observed = ObservedValues<Int>()
        let cancellable = Self.countA.start(in: queue, onError: observed.onError, onChange: observed.onChange)
        try await Self.settle(queue)
        try await queue.write { db in try db.execute("INSERT INTO a(v) VALUES (1)") }
        try await Self.settle(queue)
        #expect(observed.values.value == [0, 1])
        cancellable.cancel()
    }

    @Test func aViewIsObservedThroughItsTables() async throws {
        let queue = try Self.queue()
        try await queue.write { db in try db.execute("CREATE VIEW big AS SELECT * FROM b WHERE v > 5") }
        let observed = ObservedValues<Int>()
        let cancellable = ValueObservation.tracking { db in
            try db.fetchValue("SELECT count(*) FROM big", as: Int.self) ?? -1
        }.start(in: queue, onError: observed.onError, onChange: observed.onChange)
        try await Self.settle(queue)
        try await queue.write { db in try db.execute("INSERT INTO b(v) VALUES (9)") }
        try await Self.settle(queue)
        try await queue.write { db in try db.execute("INSERT INTO a(v) VALUES (9)") }
        try await Self.settle(queue)
        #expect(observed.values.value == [0, 1])
        cancellable.cancel()
    }

    @Test func removeDuplicatesSkipsAnEqualValue() async throws {
        let queue = try Self.queue()
        let observed = ObservedValues<Int>()
        let cancellable = ValueObservation.tracking { db in
            try db.fetchValue("SELECT count(*) FROM a WHERE v > 5", as: Int.self) ?? -1
        }.removeDuplicates().start(in: queue, onError: observed.onError, onChange: observed.onChange)
        try await Self.settle(queue)
        try await queue.write { db in try db.execute("INSERT INTO a(v) VALUES (1)") }
        try await Self.settle(queue)
        try await queue.write { db in try db.execute("INSERT INTO a(v) VALUES (9)") }
        try await Self.settle(queue)
        #expect(observed.values.value == [0, 1])
        cancellable.cancel()
    }

    @Test func anErrorEndsTheSequence() async throws {
        let queue = try Self.queue()
        let values = ValueObservation.tracking { db in
            try db.fetchValue("SELECT v FROM a WHERE id = 1", as: Int.self) ?? -1
        }.values(in: queue)
        try await Self.settle(queue)
        try await queue.write { db in try db.execute("INSERT INTO a(id, v) VALUES (1, NULL)") }
        var received: [Int] = []
        var thrown: (any Error)?
        do {
            for try await value in values { received.append(value) }
        } catch {
            thrown = error
        }
        // NULL into a non-optional Int is a decoding error naming the column, never 0.
        #expect((thrown as? DatabaseError)?.code == .mismatch)
        // The value before the row existed, then the error, then nothing.
        #expect(received == [-1])
    }

    @Test func theSequenceDeliversTheLatestValue() async throws {
        let queue = try Self.queue()
        var iterator = Self.countA.values(in: queue).makeAsyncIterator()
        #expect(try await iterator.next() == 0)
        for value in 1...20 {
            try await queue.write { db in try db.execute("INSERT INTO a(v) VALUES (\(value))") }
        }
        // However the fetches coalesced, the last value shows the last commit.
        var last = 0
        while last < 20, let value = try await iterator.next() { last = value }
        #expect(last == 20)
    }

    @Test func aPoolFetchesOnReadersOnly() async throws {
        let folder = try TemporaryFolder()
        let pool = try Self.pool(folder)
        let onWriter = Locked(0)
        let observed = ObservedValues<Int>()
        let cancellable = ValueObservation.tracking { db in
            if !db.configuration.isReadOnly { onWriter.withLock { $0 += 1 } }
            return try db.fetchValue("SELECT count(*) FROM a", as: Int.self) ?? -1
        }.start(in: pool, onError: observed.onError, onChange: observed.onChange)
        #expect(await observed.wait { $0 == [0] })
        for _ in 1...5 {
            try await pool.write { db in try db.execute("INSERT INTO a(v) VALUES (1)") }
        }
        #expect(await observed.wait { $0.last == 5 })
        try await pool.write { db in try db.execute("INSERT INTO b(v) VALUES (1)") }
        let count = observed.values.value.count
        try await Task.sleep(for: .milliseconds(50))
        #expect(observed.values.value.count == count)
        #expect(onWriter.value == 0)
        cancellable.cancel()
    }

    struct Row: TableRecord, Codable, Equatable {
        var id: Int64
        var v: Int64
        static let definition = TableDefinition<Row>("a", primaryKey: \.id) {
            Field(\.id, "id")
            Field(\.v, "v")
        }
    }

    /// A lookup by rowid on a pool's reader is narrowed to that row: writes to other rows of the
    /// table fetch nothing, a write to the row (or moving another row onto it) fetches.
    @Test func aPoolLookupByKeyHearsOfItsRowOnly() async throws {
        let folder = try TemporaryFolder()
        let pool = try Self.pool(folder)
        try await pool.write { db in try db.execute("INSERT INTO a(id, v) VALUES (1, 10), (2, 20)") }
        let fetches = Locked(0)
        let observed = ObservedValues<Int64?>()
        let cancellable = ValueObservation.tracking { db in
            fetches.withLock { $0 += 1 }
            return try db.find(Row.self, key: 1)?.v
        }.start(in: pool, onError: observed.onError, onChange: observed.onChange)
        #expect(await observed.wait { $0 == [10] })
        for value in 21...25 {
            try await pool.write { db in try db.execute("UPDATE a SET v = \(value) WHERE id = 2") }
        }
        try await pool.write { db in try db.execute("INSERT INTO a(id, v) VALUES (3, 30)") }
        try await pool.write { db in try db.execute("UPDATE a SET v = 11 WHERE id = 1") }
        #expect(await observed.wait { $0 == [10, 11] })
        #expect(fetches.value == 2)
        try await pool.write { db in try db.execute("DELETE FROM a WHERE id = 1") }
        try await pool.write { db in try db.execute("UPDATE a SET id = 1 WHERE id = 3") }
        #expect(await observed.wait { $0 == [10, 11, nil, 30] })
        #expect(observed.error.value == nil)
        cancellable.cancel()
    }

    /// Observers started while a writer commits: each value differs from the one before (every
    /// commit adds a row), so a first value delivered twice would show as two equal values.
    @Test func aPoolNeverDeliversTheFirstValueTwice() async throws {
        let folder = try TemporaryFolder()
        let pool = try Self.pool(folder)
        let writing = Locked(true)
        // On a dispatch thread, not a task: under the full suite the cooperative pool's two
        // threads may all be blocked, and the writes must go on.
        let stopped = DispatchSemaphore(value: 0)
        let failures = Locked(0)
        DispatchQueue.global().async {
            while writing.value {
                do {
                    try pool.write { db in try db.execute("INSERT INTO a(v) VALUES (1)") }
                } catch {
                    failures.withLock { $0 += 1 }
                }
            }
            stopped.signal()
        }
        var observers: [(ObservedValues<Int>, DatabaseCancellable)] = []
        for _ in 0..<100 {
            let observed = ObservedValues<Int>()
            observers.append(
                (
                    observed,
                    Self.countA.start(in: pool, onError: observed.onError, onChange: observed.onChange)
                ))
        }
        for (observed, _) in observers { #expect(await observed.wait { $0.count >= 2 }) }
        writing.value = false
        await stopped.waitOutsideTheTaskPool()
        #expect(failures.value == 0)
        var duplicates = 0
        for (observed, cancellable) in observers {
            cancellable.cancel()
            let values = observed.values.value
            if values.count >= 2, values[0] == values[1] { duplicates += 1 }
            #expect(observed.error.value == nil)
        }
        #expect(duplicates == 0)
    }

    /// Many observers starting and fetching while a writer commits: each first fetch holds a
    /// reader while it waits for the writer, so a lock-order mistake would hang here (the waits
    /// are the watchdog). Every observer must end on the final count. 60 observers and 100
    /// commits here (300 slowed the suite's timed tests running beside it);
    /// `QUARRY_OBSERVATION_OBSERVERS` and `QUARRY_OBSERVATION_WRITES` set more
    /// (scripts/campaigns/observation.sh).
    @Test func manyObserversAndAWriterNeverDeadlock() async throws {
        let folder = try TemporaryFolder()
        let pool = try Self.pool(folder)
        let environment = ProcessInfo.processInfo.environment
        let writes = environment["QUARRY_OBSERVATION_WRITES"].flatMap { Int($0) } ?? 100
        let observerCount = environment["QUARRY_OBSERVATION_OBSERVERS"].flatMap { Int($0) } ?? 60
        let done = DispatchSemaphore(value: 0)
        let failures = Locked(0)
        DispatchQueue.global().async {
            for _ in 0..<writes {
                do {
                    try pool.write { db in try db.execute("INSERT INTO a(v) VALUES (1)") }
                } catch {
                    failures.withLock { $0 += 1 }
                }
            }
            done.signal()
        }
        var observers: [(ObservedValues<Int>, DatabaseCancellable)] = []
        for _ in 0..<observerCount {
            let observed = ObservedValues<Int>()
            observers.append(
                (
                    observed,
                    Self.countA.start(in: pool, onError: observed.onError, onChange: observed.onChange)
                ))
        }
        await done.waitOutsideTheTaskPool()
        #expect(failures.value == 0)
        for (observed, cancellable) in observers {
            #expect(await observed.wait(seconds: 30) { $0.last == writes })
            #expect(observed.error.value == nil)
            cancellable.cancel()
        }
    }
}
