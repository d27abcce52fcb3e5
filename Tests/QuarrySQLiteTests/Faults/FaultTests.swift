import Foundation
import QuarrySQLite
import Synchronization
import Testing

/// Bad input and faults against real database files: each is a clear error, nothing crashes and
/// nothing committed is lost.
@Suite struct FaultTests {
    @Test func aFileThatIsNotADatabase() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("notes.sqlite")
        try Data(String(repeating: "definitely not a database\n", count: 100).utf8).write(
            to: URL(fileURLWithPath: path))
        let error = #expect(throws: DatabaseError.self) { try Database(path: path) }
        #expect(error?.code == .notadb)
        #expect(error?.message.contains(path) == true)
    }

    @Test func writingToAReadOnlyDatabase() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("ro.sqlite")
        try Message.database(.path(path)).close()
        var configuration = DatabaseConfiguration()
        configuration.isReadOnly = true
        let db = try Database(path: path, configuration: configuration)
        let error = #expect(throws: DatabaseError.self) {
            try db.execute("INSERT INTO message(createTime) VALUES (1)")
        }
        #expect(error?.code == .readonly)
        #expect(try db.fetchValue("SELECT count(*) FROM message", as: Int.self) == 3)
        let missing = #expect(throws: DatabaseError.self) {
            try Database(path: folder.file("missing/none.sqlite"), configuration: configuration)
        }
        #expect(missing?.code == .cantopen)
    }

    @Test func aFullDatabaseRollsBackTheTransactionAndKeepsEarlierCommits() throws {
        let folder = try TemporaryFolder()
        let db = try Message.database(.path(folder.file("full.sqlite")))
        try db.execute("CREATE TABLE blob(data BLOB)")
        try db.execute("INSERT INTO blob VALUES (\([UInt8](repeating: 1, count: 1000)))")
        let pages = try #require(try db.fetchValue("PRAGMA page_count", as: Int.self))
        try db.execute(SQLFragment(unsafeSQL: "PRAGMA max_page_count = \(pages + 3)"))
        let error = #expect(throws: DatabaseError.self) {
            try db.inTransaction { db in
                try db.execute("DELETE FROM message")
                for _ in 0..<100 {
                    try db.execute("INSERT INTO blob VALUES (\([UInt8](repeating: 2, count: 4000)))")
                }
            }
        }
        #expect(error?.code == .full)
        #expect(!db.isInTransaction)
        #expect(try db.fetchValue("SELECT count(*) FROM message", as: Int.self) == 3)
        #expect(try db.fetchValue("SELECT count(*) FROM blob", as: Int.self) == 1)
        #expect(try db.fetchValue("PRAGMA integrity_check", as: String.self) == "ok")
    }

    @Test func busyFromASecondConnectionHoldingTheWriteLock() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("busy.sqlite")
        let holder = try Message.database(.path(path))
        var configuration = DatabaseConfiguration()
        configuration.busyTimeout = .milliseconds(100)
        let waiter = try Database(path: path, configuration: configuration)
        try holder.begin(.immediate)
        try holder.execute("INSERT INTO message(content, createTime) VALUES ('held', 1)")
        let started = ContinuousClock.now
        let error = #expect(throws: DatabaseError.self) {
            try waiter.execute("INSERT INTO message(content, createTime) VALUES ('waiting', 2)")
        }
        #expect(error?.code == .busy)
        #expect(ContinuousClock.now - started >= .milliseconds(90))
        try holder.commit()
        try waiter.execute("INSERT INTO message(content, createTime) VALUES ('after', 3)")
        #expect(try waiter.fetchValue("SELECT count(*) FROM message", as: Int.self) == 5)
    }

    @Test func interruptStopsALongQueryFromAnotherThread() throws {
        let folder = try TemporaryFolder()
        let db = try Message.database(.path(folder.file("interrupt.sqlite")))
        let handle = db.interruptHandle
        let done = Atomic<Bool>(false)
        // An interrupt that arrives before the query starts is ignored, so keep asking until it ends.
        let interrupter = Thread {
            while !done.load(ordering: .relaxed) {
                Thread.sleep(forTimeInterval: 0.01)
                handle.interrupt()
            }
        }
        interrupter.start()
        defer { done.store(true, ordering: .relaxed) }
        let error = #expect(throws: DatabaseError.self) {
            try db.fetchValue(
                "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 10000000000) SELECT count(*) FROM c",
                as: Int.self)
        }
        done.store(true, ordering: .relaxed)
        #expect(error?.code == .interrupt)
        #expect(error?.message == "interrupted")
        #expect(try db.fetchValue("SELECT count(*) FROM message", as: Int.self) == 3)
    }
}
