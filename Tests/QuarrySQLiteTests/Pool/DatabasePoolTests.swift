import Dispatch
import Foundation
import QuarrySQLite
import Testing

/// The WAL pool: read-only readers on committed snapshots, one writer that never waits for them,
/// configuration on every connection, close, close-and-reopen, memory release, checkpoints.
@Suite struct DatabasePoolTests {
    static func pool(
        _ folder: TemporaryFolder, readers: Int = 4,
        configuration: DatabaseConfiguration = DatabaseConfiguration()
    ) throws -> DatabasePool {
        let pool = try DatabasePool(
            path: folder.file("pool.sqlite"), configuration: configuration, maximumReaderCount: readers)
        try pool.write { db in
            try db.execute("CREATE TABLE t(x INTEGER)")
            try db.execute("INSERT INTO t VALUES (1)")
        }
        return pool
    }

    static func count(_ db: Database) throws -> Int {
        try db.fetchValue("SELECT count(*) FROM t", as: Int.self) ?? -1
    }

    /// Code written once against `DatabaseAccess` runs on a queue and on a pool alike.
    func insertAndCount(_ access: some DatabaseAccess) async throws -> Int {
        let synchronous = try insertAndCountSynchronously(access)
        try await access.write { db in try db.execute("INSERT INTO t VALUES (3)") }
        let asynchronous = try await access.read { db in try Self.count(db) }
        #expect(asynchronous == synchronous + 1)
        return asynchronous
    }

    func insertAndCountSynchronously(_ access: some DatabaseAccess) throws -> Int {
        try access.write { db in try db.execute("INSERT INTO t VALUES (2)") }
        return try access.read { db in try Self.count(db) }
    }

    @Test func genericCodeRunsOnAQueueAndAPool() async throws {
        let folder = try TemporaryFolder()
        let queue = try DatabaseQueue(path: folder.file("queue.sqlite"))
        try await queue.write { db in try db.execute("CREATE TABLE t(x INTEGER)") }
        #expect(try await insertAndCount(queue) == 2)
        #expect(try await insertAndCount(Self.pool(folder)) == 3)
    }

    @Test func aPoolIsInWALModeAndNeedsAFile() throws {
        let folder = try TemporaryFolder()
        let pool = try Self.pool(folder)
        #expect(try pool.read { db in try db.pragma(.journalMode) } == .wal)
        let error = #expect(throws: DatabaseError.self) { try DatabasePool(location: .inMemory) }
        #expect(error?.message.contains("needs a database file") == true)
        #expect(throws: DatabaseError.self) {
            try DatabasePool(path: folder.file("other.sqlite"), maximumReaderCount: 0)
        }
    }

    @Test func readersRefuseWritesWithAClearError() throws {
        let folder = try TemporaryFolder()
        let pool = try Self.pool(folder)
        let queue = try DatabaseQueue(path: folder.file("queue.sqlite"))
        try queue.write { db in try db.execute("CREATE TABLE t(x INTEGER)") }
        for access in [pool, queue] as [any DatabaseAccess] {
            let error = #expect(throws: DatabaseError.self) {
                try access.read { db in try db.execute("INSERT INTO t VALUES (9)") }
            }
            #expect(error?.code == .readonly)
            #expect(error?.message.contains("write inside write { }") == true)
            // The connection writes again outside read (the queue turns query_only back off).
            try access.write { db in try db.execute("INSERT INTO t VALUES (10)") }
            #expect(try access.read { db in try db.fetchValue("SELECT max(x) FROM t", as: Int.self) } == 10)
        }
        #expect(try pool.read { db in db.configuration.isReadOnly })
        #expect(try pool.write { db in db.configuration.isReadOnly } == false)
    }

    @Test func configurationClosuresRunOnEveryConnection() throws {
        let folder = try TemporaryFolder()
        let opened = Locked<[Bool]>([])
        var configuration = DatabaseConfiguration()
        configuration.onOpen { db in
            opened.withLock { $0.append(db.configuration.isReadOnly) }
            try db.createFunction("twice", argumentCount: 1) { arguments in
                try arguments.value(at: 0, as: Int64.self) * 2
            }
        }
        let pool = try Self.pool(folder, readers: 2, configuration: configuration)
        try overlappingReads(pool, count: 2) { db in
            let doubled = try db.fetchValue("SELECT twice(x) FROM t", as: Int.self)
            #expect(doubled == 2)
        }
        #expect(try pool.write { db in try db.fetchValue("SELECT twice(21)", as: Int.self) } == 42)
        #expect(opened.withLock { $0 } == [false, true, true])
    }

    /// Runs `count` reads on as many threads, each waiting inside its closure until all have
    /// entered theirs: it returns only if the reads overlapped in time.
    func overlappingReads(
        _ pool: DatabasePool, count: Int, _ body: @escaping @Sendable (Database) throws -> Void
    )
        throws
    {
        let entered = DispatchSemaphore(value: 0)
        let allIn = DispatchSemaphore(value: 0)
        let failures = Locked<[String]>([])
        let group = DispatchGroup()
        for _ in 0..<count {
            group.enter()
            Thread {
                defer { group.leave() }
                do {
                    try pool.read { db in
                        try body(db)
                        entered.signal()
                        if allIn.wait(timeout: .now() + 120) == .timedOut {
                            failures.withLock { $0.append("the reads did not overlap") }
                        }
                    }
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }.start()
        }
        for _ in 0..<count { entered.wait() }
        for _ in 0..<count { allIn.signal() }
        group.wait()
        #expect(failures.withLock { $0 } == [])
    }

    @Test func readsRunConcurrently() throws {
        let folder = try TemporaryFolder()
        let pool = try Self.pool(folder, readers: 2)
        try overlappingReads(pool, count: 2) { db in
            let count = try Self.count(db)
            #expect(count == 1)
        }
        #expect(pool.readerCount == 2)
    }

    @Test func aReadSeesTheSnapshotOfItsStartForItsWholeClosure() throws {
        let folder = try TemporaryFolder()
        let pool = try Self.pool(folder)
        let started = DispatchSemaphore(value: 0)
        let committed = DispatchSemaphore(value: 0)
        let seen = Locked<[Int]>([])
        let done = DispatchSemaphore(value: 0)
        Thread {
            let counts = try? pool.read { db in
                started.signal()
                committed.wait()
                // The first statement of the closure runs after the commit, and still does not see it.
                let first = try Self.count(db)
                return [first, try Self.count(db)]
            }
            seen.withLock { $0 = counts ?? [] }
            done.signal()
        }.start()
        started.wait()
        // The writer does not wait for the reader: this commits while the read is open.
        try pool.write { db in try db.execute("INSERT INTO t VALUES (2)") }
        committed.signal()
        done.wait()
        #expect(seen.withLock { $0 } == [1, 1])
        #expect(try pool.read { db in try Self.count(db) } == 2)
    }

    @Test func aReadNeverSeesAWriteInProgress() throws {
        let folder = try TemporaryFolder()
        let pool = try Self.pool(folder)
        let inserted = DispatchSemaphore(value: 0)
        let read = DispatchSemaphore(value: 0)
        let writer = Thread {
            try? pool.write { db in
                try db.execute("INSERT INTO t VALUES (2)")
                inserted.signal()
                read.wait()
            }
        }
        writer.start()
        inserted.wait()
        #expect(try pool.read { db in try Self.count(db) } == 1)
        read.signal()
        // Waits for the write's commit through the writer.
        #expect(try pool.write { db in try Self.count(db) } == 2)
    }

    /// The writes finish while the read is still held open: a writer blocked by the read would
    /// never finish them (the read is released only after), so the time limit is the proof, not a
    /// duration (a 2 s bound on the writes failed on a loaded machine).
    @Test(.timeLimit(.minutes(2))) func theWriterIsNotBlockedByALongRead() async throws {
        let folder = try TemporaryFolder()
        let pool = try Self.pool(folder)
        let reading = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let longRead = Task {
            try await pool.read { db in
                reading.signal()
                release.wait()
                return try Self.count(db)
            }
        }
        await reading.waitOutsideTheTaskPool()
        for value in 2...11 {
            try await pool.write { db in try db.execute("INSERT INTO t VALUES (\(value))") }
        }
        release.signal()
        #expect(try await longRead.value == 1)
        #expect(try await pool.read { db in try Self.count(db) } == 11)
    }

    @Test func nestedCallsReuseTheirConnection() throws {
        let folder = try TemporaryFolder()
        let pool = try Self.pool(folder, readers: 1)
        let nested = try pool.read { db in try pool.read { inner in try Self.count(inner) } + Self.count(db) }
        #expect(nested == 2)
        let seenInWrite = try pool.write { db in
            try db.execute("INSERT INTO t VALUES (2)")
            return try pool.read { db in try Self.count(db) }
        }
        #expect(seenInWrite == 2)
        let nestedWrite = try pool.write { _ in try pool.write { db in try Self.count(db) } }
        #expect(nestedWrite == 2)
    }

    @Test func aConnectionOutsideItsClosureIsRefused() throws {
        let folder = try TemporaryFolder()
        let pool = try Self.pool(folder)
        // Returning the connection does not compile (a sending result); a captured variable is what
        // the runtime guard is for.
        var smuggled: Database?
        try pool.read { db in smuggled = db }
        let reader = try #require(smuggled)
        let error = #expect(throws: DatabaseError.self) { _ = try Self.count(reader) }
        #expect(error?.code == .misuse)
        try pool.write { db in smuggled = db }
        let writer = try #require(smuggled)
        #expect(throws: DatabaseError.self) { try writer.execute("DELETE FROM t") }
        #expect(try pool.read { db in try Self.count(db) } == 1)
    }

    @Test func closeWaitsForRunningWorkThenRefusesCalls() throws {
        let folder = try TemporaryFolder()
        let pool = try Self.pool(folder)
        let reading = DispatchSemaphore(value: 0)
        let finished = Locked(false)
        Thread {
            try? pool.read { _ in
                reading.signal()
                Thread.sleep(forTimeInterval: 0.3)
                finished.withLock { $0 = true }
            }
        }.start()
        reading.wait()
        try pool.close()
        #expect(finished.withLock { $0 })
        let error = #expect(throws: DatabaseError.self) { try pool.read { db in try Self.count(db) } }
        #expect(error?.message == "the DatabasePool is closed")
        #expect(throws: DatabaseError.self) { try pool.write { db in try Self.count(db) } }
        #expect(pool.readerCount == 0)
        // Nothing is open: the WAL files are gone.
        #expect(!FileManager.default.fileExists(atPath: folder.file("pool.sqlite-wal")))
    }

    @Test func closeFromInsideAClosureIsRefused() throws {
        let folder = try TemporaryFolder()
        let pool = try Self.pool(folder)
        #expect(throws: DatabaseError.self) { try pool.read { _ in try pool.close() } }
        #expect(throws: DatabaseError.self) { try pool.write { _ in try pool.close() } }
    }

    @Test func closeOnClosedReplacesTheFileWhileNothingIsOpen() async throws {
        let folder = try TemporaryFolder()
        let pool = try Self.pool(folder)
        let replacement = folder.file("replacement.sqlite")
        do {
            let db = try Database(path: replacement)
            try db.execute("CREATE TABLE t(x INTEGER)")
            try db.execute("INSERT INTO t VALUES (7), (8)")
            try db.close()
        }
        #expect(try await pool.read { db in try Self.count(db) } == 1)
        let path = folder.file("pool.sqlite")
        let replaced = Locked(false)
        let waitingRead = Locked<Task<Int, any Error>?>(nil)
        try pool.close {
            #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
            #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
            // Calls made meanwhile wait for the reopening, and then see the new file.
            waitingRead.value = Task {
                try await pool.read { db in
                    #expect(replaced.value)
                    return try db.fetchValue("SELECT sum(x) FROM t", as: Int.self) ?? -1
                }
            }
            Thread.sleep(forTimeInterval: 0.05)
            try FileManager.default.removeItem(atPath: path)
            try FileManager.default.copyItem(atPath: replacement, toPath: path)
            replaced.value = true
        }
        #expect(try await waitingRead.value?.value == 15)
        try await pool.write { db in try db.execute("INSERT INTO t VALUES (1)") }
        #expect(try await pool.read { db in try Self.count(db) } == 3)
        #expect(try await pool.read { db in try db.pragma(.journalMode) } == .wal)
    }

    @Test func releaseMemoryClosesIdleReaders() throws {
        let folder = try TemporaryFolder()
        let pool = try Self.pool(folder, readers: 3)
        try overlappingReads(pool, count: 3) { _ in }
        #expect(pool.readerCount == 3)
        pool.releaseMemory()
        #expect(pool.readerCount == 0)
        #expect(try pool.read { db in try Self.count(db) } == 1)
        #expect(pool.readerCount == 1)
    }

    @Test func checkpointCopiesTheLogAndTruncatesIt() throws {
        let folder = try TemporaryFolder()
        let pool = try Self.pool(folder)
        try pool.write { db in
            for value in 0..<200 { try db.execute("INSERT INTO t VALUES (\(value))") }
        }
        let passive = try pool.checkpoint()
        #expect(passive.isBusy == false)
        #expect(passive.logFrames > 0)
        #expect(passive.checkpointedFrames == passive.logFrames)
        let wal = folder.file("pool.sqlite-wal")
        #expect(try FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int ?? 0 > 0)
        let truncate = try pool.checkpoint(.truncate)
        #expect(truncate == WALCheckpointResult(isBusy: false, logFrames: 0, checkpointedFrames: 0))
        #expect(try FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int == 0)
        #expect(try pool.read { db in try Self.count(db) } == 201)
    }
}
