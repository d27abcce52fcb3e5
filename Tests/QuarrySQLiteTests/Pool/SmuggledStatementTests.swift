import Dispatch
import Foundation
import QuarrySQLite
import Testing

/// A `Cursor` taken out of a closure of a queue or a pool (through a captured variable, a class,
/// `as Any`) used to keep its statement running after the closure: its connection stayed on the
/// snapshot of that closure, so later reads there missed committed rows with no error, and the
/// WAL could not be checkpointed past it (issue 27, item 9). Every statement still running when a
/// lent closure ends is now reset, and the smuggled cursor fails instead of reading on.
@Suite struct SmuggledStatementTests {
    /// Where a smuggled statement comes from.
    enum Source: CaseIterable, Sendable {
        case queueRead, queueWrite, poolRead, poolWrite
    }

    /// A queue and a pool, each over a WAL file holding `t(x)` with the rows 1...100.
    static func access(_ folder: TemporaryFolder, readers: Int = 1) throws -> (DatabaseQueue, DatabasePool) {
        let queue = try DatabaseQueue(path: folder.file("queue.sqlite"))
        try queue.inDatabase { db in try db.execute(Pragma.journalMode(.wal)) }
        let pool = try DatabasePool(path: folder.file("pool.sqlite"), maximumReaderCount: readers)
        for access in [queue, pool] as [any DatabaseAccess] {
            try access.write { db in
                try db.execute("CREATE TABLE t(x INTEGER)")
                try db.execute(
                    "INSERT INTO t WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 100) SELECT x FROM n"
                )
            }
        }
        return (queue, pool)
    }

    static func access(_ source: Source, _ queue: DatabaseQueue, _ pool: DatabasePool) -> any DatabaseAccess {
        switch source {
        case .queueRead, .queueWrite: queue
        case .poolRead, .poolWrite: pool
        }
    }

    /// A cursor made in a closure of `source` and stepped once there, out through a captured
    /// variable.
    static func smuggleCursor(
        _ source: Source, _ queue: DatabaseQueue, _ pool: DatabasePool
    ) throws -> Cursor<Int> {
        var smuggled: Cursor<Int>?
        func body(_ db: Database) throws {
            let cursor = try db.cursor("SELECT x FROM t ORDER BY x") { row in try row[0] as Int }
            #expect(try cursor.next() == 1)
            smuggled = cursor
        }
        switch source {
        case .queueRead: try queue.read { db in try body(db) }
        case .queueWrite: try queue.write { db in try body(db) }
        case .poolRead: try pool.read { db in try body(db) }
        case .poolWrite: try pool.write { db in try body(db) }
        }
        return try #require(smuggled)
    }

    static func count(_ db: Database) throws -> Int {
        try db.fetchValue("SELECT count(*) FROM t", as: Int.self) ?? -1
    }

    static func expectRefused(
        _ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let error = #expect(throws: DatabaseError.self, sourceLocation: sourceLocation) { try body() }
        #expect(error?.code == .misuse, sourceLocation: sourceLocation)
    }

    @Test(arguments: Source.allCases)
    func aReadAfterAWriteSeesItDespiteASmuggledCursor(_ source: Source) throws {
        let folder = try TemporaryFolder()
        let (queue, pool) = try Self.access(folder)
        let access = Self.access(source, queue, pool)
        let cursor = try Self.smuggleCursor(source, queue, pool)
        try access.write { db in try db.execute("INSERT INTO t VALUES (101)") }
        // The one reader (or the queue's connection) is the one the cursor came from.
        #expect(try access.read { db in try Self.count(db) } == 101)
        // Another connection's commit is seen too: nothing holds an old snapshot.
        let other = try Database(
            path: folder.file(source == .poolRead || source == .poolWrite ? "pool.sqlite" : "queue.sqlite"))
        try other.execute("INSERT INTO t VALUES (102)")
        try other.close()
        #expect(try access.read { db in try Self.count(db) } == 102)
        withExtendedLifetime(cursor) {}
    }

    @Test(arguments: Source.allCases)
    func aSmuggledCursorDoesNotHoldBackTheCheckpoint(_ source: Source) throws {
        let folder = try TemporaryFolder()
        let (queue, pool) = try Self.access(folder)
        let access = Self.access(source, queue, pool)
        let cursor = try Self.smuggleCursor(source, queue, pool)
        try access.write { db in
            for value in 0..<200 { try db.execute("INSERT INTO t VALUES (\(value))") }
        }
        let result = try access.inDatabase { db in try db.walCheckpoint(.passive) }
        #expect(result.logFrames > 0)
        #expect(result.checkpointedFrames == result.logFrames)
        withExtendedLifetime(cursor) {}
    }

    @Test(arguments: Source.allCases)
    func aSmuggledCursorFailsInsteadOfReadingOn(_ source: Source) throws {
        let folder = try TemporaryFolder()
        let (queue, pool) = try Self.access(folder)
        let access = Self.access(source, queue, pool)
        let cursor = try Self.smuggleCursor(source, queue, pool)
        // Outside any closure.
        Self.expectRefused { _ = try cursor.next() }
        #expect(try cursor.next() == nil)
        // Inside a later closure of the same connection: its closure ended, so did the cursor.
        let again = try Self.smuggleCursor(source, queue, pool)
        let inside = #expect(throws: DatabaseError.self) {
            switch source {
            case .queueRead, .poolRead: try access.read { _ in _ = try again.next() }
            case .queueWrite, .poolWrite: try access.write { _ in _ = try again.next() }
            }
        }
        #expect(inside?.code == .misuse)
        #expect(inside?.message.contains("closure it was made in") == true)
        // From another thread.
        let third = UncheckedBox(try Self.smuggleCursor(source, queue, pool))
        let outcome = Locked<String>("")
        let done = DispatchSemaphore(value: 0)
        Thread {
            do {
                let value = try third.value.next()
                outcome.value = "read \(value ?? -1)"
            } catch let error as DatabaseError {
                outcome.value = "\(error.code)"
            } catch {
                outcome.value = "\(error)"
            }
            done.signal()
        }.start()
        done.wait()
        #expect(outcome.value == "\(ResultCode.misuse)")
        // Dropped on another thread: finished by the next closure, and the connection goes on.
        let fourth = UncheckedBox<Cursor<Int>?>(try Self.smuggleCursor(source, queue, pool))
        Thread {
            fourth.value = nil
            done.signal()
        }.start()
        done.wait()
        #expect(try access.read { db in try Self.count(db) } == 100)
    }
}
