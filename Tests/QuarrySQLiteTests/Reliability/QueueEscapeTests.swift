import CSQLite
import Dispatch
import Foundation
import QuarrySQLite
import Testing

/// A `Database`, `Cursor` or `PreparedStatement` returned out of `DatabaseQueue.inDatabase` would run
/// the connection outside the queue's lock, racing the closures other threads run on it (issue 13:
/// 20,000 rows read as up to 34,448). The compiler refuses to return them (`sending`,
/// `Tests/CompileFail/Queue*`); these tests smuggle them out through a captured variable, which it
/// does not see, and check that each such use is `SQLITE_MISUSE`.
@Suite struct QueueEscapeTests {
    func queue(_ folder: TemporaryFolder) throws -> DatabaseQueue {
        let queue = try DatabaseQueue(path: folder.file("queue.sqlite"))
        try queue.inDatabase { db in
            try db.execute(Pragma.synchronous(.off))
            try db.execute("CREATE TABLE t(x)")
            try db.execute(
                "INSERT INTO t WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 100) SELECT x FROM n"
            )
        }
        return queue
    }

    /// What `body` returns, taken out of the queue through a captured variable: the one way out
    /// that region-based isolation does not refuse.
    func smuggle<T>(from queue: DatabaseQueue, _ body: (Database) throws -> T) throws -> T {
        var result: T?
        try queue.inDatabase { db in result = try body(db) }
        return try #require(result)
    }

    func expectEscaped(_ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) {
        let error = #expect(throws: DatabaseError.self, sourceLocation: sourceLocation) { try body() }
        #expect(error?.code == .misuse, sourceLocation: sourceLocation)
        #expect(
            error?.message.contains("outside the queue's closure") == true, sourceLocation: sourceLocation)
    }

    @Test func anEscapedCursorStopsReading() throws {
        let folder = try TemporaryFolder()
        let queue = try queue(folder)
        let cursor = try smuggle(from: queue) { db in
            let cursor = try db.cursor("SELECT x FROM t ORDER BY x") { row in try row[0] as Int }
            #expect(try cursor.next() == 1)
            return cursor
        }
        expectEscaped { _ = try cursor.next() }
        #expect(try cursor.next() == nil)
    }

    @Test func anEscapedDatabaseAndPreparedStatementAreRefused() throws {
        let folder = try TemporaryFolder()
        let queue = try queue(folder)
        let (db, prepared) = try smuggle(from: queue) { db in (db, try db.prepare("SELECT count(*) FROM t")) }
        expectEscaped { try db.execute("DELETE FROM t") }
        expectEscaped { _ = try db.fetchAll("SELECT x FROM t") }
        expectEscaped { _ = try prepared.fetchValue(as: Int.self) }
        expectEscaped { try db.createFunction("f") { _ in 1 } }
        expectEscaped { try db.close() }
        // Inside the queue all of it works, nested calls included.
        let count = try queue.inDatabase { db in
            try queue.inDatabase { _ in try prepared.fetchValue(as: Int.self) }
        }
        #expect(count == 100)
        try queue.close()
    }

    @Test func anEscapedCursorCannotReadWhileAnotherThreadWrites() throws {
        let folder = try TemporaryFolder()
        let queue = try queue(folder)
        let cursor = try smuggle(from: queue) { db in
            try db.cursor("SELECT x FROM t ORDER BY x") { row in try row[0] as Int }
        }
        let writerDone = DispatchSemaphore(value: 0)
        let writerErrors = UncheckedBox<[any Error]>([])
        Thread {
            for value in 101...150 {
                do {
                    try queue.inDatabase { db in try db.execute("INSERT INTO t VALUES (\(value))") }
                } catch {
                    writerErrors.value.append(error)
                }
            }
            writerDone.signal()
        }.start()
        var read = 0
        var refusals = 0
        for _ in 0..<50 {
            do {
                if try cursor.next() != nil { read += 1 }
            } catch {
                refusals += 1
            }
        }
        writerDone.wait()
        #expect(writerErrors.value.isEmpty)
        #expect(read == 0)
        #expect(refusals == 1)
        #expect(
            try queue.inDatabase { db in try db.fetchValue("SELECT count(*) FROM t", as: Int.self) } == 150)
    }

    @Test func statementsLetGoOutsideTheQueueWaitForIt() throws {
        let folder = try TemporaryFolder()
        let queue = try queue(folder)
        var prepared: PreparedStatement?
        var cursor: Cursor<Int>?
        let handle = try smuggle(from: queue) { db in
            prepared = try db.prepare("SELECT count(*) FROM t")
            cursor = try db.cursor("SELECT x FROM t ORDER BY x") { row in try row[0] as Int }
            #expect(try cursor?.next() == 1)
            return try db.sqliteHandle
        }
        // Counted while no thread uses the connection.
        func liveStatements() -> Int {
            var count = 0
            var statement = sqlite3_next_stmt(handle, nil)
            while let current = statement {
                count += 1
                statement = sqlite3_next_stmt(handle, current)
            }
            return count
        }
        var other = DatabaseConfiguration()
        other.busyTimeout = .milliseconds(10)
        let writer = try Database(path: folder.file("queue.sqlite"), configuration: other)
        let before = liveStatements()
        #expect(prepared?.sql == "SELECT count(*) FROM t")
        prepared = nil
        cursor = nil
        // Neither was finalized by this thread: the prepared statement still exists. The cursor's
        // statement was reset when its closure ended, so it holds no lock.
        #expect(liveStatements() == before)
        try writer.execute("INSERT INTO t VALUES (0)")
        // The next thread in the queue finishes them.
        try queue.inDatabase { _ in }
        #expect(liveStatements() == before - 1)
        try writer.execute("INSERT INTO t VALUES (0)")
    }

    @Test func theQueueStillDeinitializesAndClosesItsConnection() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("queue.sqlite")
        do {
            let queue = try queue(folder)
            try queue.inDatabase { db in try db.execute(Pragma.journalMode(.wal)) }
        }
        // The last connection's close checkpoints and removes the WAL file.
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }
}
