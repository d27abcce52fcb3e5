import Foundation
import QuarrySQLite
import Testing

/// Outside-attacker probes: `runTransaction` returning `TransactionCompletion`.
@Suite struct AttackRunTransactionTests {
    struct Boom: Error {}

    private func database() throws -> Database {
        let db = try Database.inMemory()
        try db.executeScript("CREATE TABLE t(v TEXT NOT NULL)")
        return db
    }

    private func values(_ db: Database) throws -> [String] {
        try db.fetchValues("SELECT v FROM t ORDER BY rowid" as SQLFragment, as: String.self)
    }

    private func add(_ db: Database, _ value: String) throws {
        try db.execute("INSERT INTO t(v) VALUES (\(value))" as SQLFragment)
    }

    @Test func topLevelRollbackAndCommit() throws {
        let db = try database()
        #expect(
            try db.runTransaction { db in
                try add(db, "a")
                return .rollback
            } == .rollback)
        #expect(try values(db).isEmpty)
        #expect(!db.isInTransaction)
        #expect(
            try db.runTransaction { db in
                try add(db, "b")
                return .commit
            } == .commit)
        #expect(try values(db) == ["b"])
    }

    @Test func nestedInInTransactionRollbackUndoesOnlyItsOwnWork() throws {
        let db = try database()
        try db.inTransaction { db in
            try add(db, "outer1")
            let inner = try db.runTransaction { db in
                try add(db, "inner")
                return .rollback
            }
            #expect(inner == .rollback)
            #expect(db.isInTransaction)
            try add(db, "outer2")
        }
        #expect(try values(db) == ["outer1", "outer2"])
    }

    @Test func nestedInSavepointAndRunTransactionTwoDeep() throws {
        let db = try database()
        try db.runTransaction { db in
            try add(db, "l1")
            try db.inSavepoint { db in
                try add(db, "l2")
                try db.runTransaction { db in
                    try add(db, "l3")
                    try db.runTransaction { db in
                        try add(db, "l4")
                        return .rollback
                    }
                    try add(db, "l3b")
                    return .commit
                }
                try db.runTransaction { db in
                    try add(db, "l3c")
                    return .rollback
                }
            }
            return .commit
        }
        #expect(try values(db) == ["l1", "l2", "l3", "l3b"])
    }

    @Test func innerRollbackThenOuterRollback() throws {
        let db = try database()
        try db.runTransaction { db in
            try add(db, "x")
            try db.runTransaction { db in
                try add(db, "y")
                return .commit
            }
            return .rollback
        }
        #expect(try values(db).isEmpty)
    }

    @Test func throwingRollsBackAndRethrows() throws {
        let db = try database()
        #expect(throws: Boom.self) {
            try db.runTransaction { db in
                try add(db, "a")
                throw Boom()
            }
        }
        #expect(try values(db).isEmpty)
        #expect(!db.isInTransaction)
        try db.inTransaction { db in
            try add(db, "keep")
            #expect(throws: Boom.self) {
                try db.runTransaction { db in
                    try add(db, "gone")
                    throw Boom()
                }
            }
        }
        #expect(try values(db) == ["keep"])
    }

    @Test func innerRollbackAfterAFailedStatementCaughtInside() throws {
        let db = try database()
        try db.executeScript("CREATE TABLE u(k INTEGER PRIMARY KEY)")
        try db.inTransaction { db in
            try add(db, "outer")
            try db.runTransaction { db in
                try add(db, "inner")
                try db.execute("INSERT INTO u(k) VALUES (1)" as SQLFragment)
                #expect(throws: DatabaseError.self) {
                    try db.execute("INSERT INTO u(k) VALUES (1)" as SQLFragment)
                }
                return .rollback
            }
        }
        #expect(try values(db) == ["outer"])
        #expect(try db.fetchValue("SELECT count(*) FROM u" as SQLFragment, as: Int64.self) == 0)
    }

    @Test func commitStatementInsideTopLevelBodyDoesNotHalfCommit() throws {
        let db = try database()
        #expect(throws: (any Error).self) {
            try db.runTransaction { db in
                try add(db, "before")
                try db.executeScript("COMMIT")
                try add(db, "after")
                return .rollback
            }
        }
        #expect(!db.isInTransaction)
        #expect(try values(db).isEmpty, "rows committed although the block asked to roll back")
    }

    @Test func commitStatementInsideNestedBodyDoesNotHalfCommit() throws {
        let db = try database()
        var threw = false
        do {
            try db.inTransaction { db in
                try add(db, "a")
                try db.runTransaction { db in
                    try add(db, "b")
                    try db.executeScript("COMMIT")
                    return .commit
                }
                try add(db, "c")
            }
        } catch {
            threw = true
        }
        #expect(!db.isInTransaction)
        let stored = try values(db)
        if threw {
            #expect(stored.isEmpty, "an error was thrown but \(stored) was committed")
        } else {
            #expect(stored == ["a", "b", "c"])
        }
    }

    @Test func rollbackStatementInsideNestedBodyIsAnErrorNotAHalfState() throws {
        let db = try database()
        var threw = false
        do {
            try db.inTransaction { db in
                try add(db, "a")
                try db.runTransaction { db in
                    try add(db, "b")
                    try db.executeScript("ROLLBACK")
                    return .commit
                }
                try add(db, "c")
            }
        } catch {
            threw = true
        }
        #expect(threw)
        #expect(!db.isInTransaction)
        #expect(try values(db).isEmpty)
    }

    // MARK: queue and pool (synchronous calls kept out of async functions, where Swift would pick
    // the async overloads)

    private func prepareQueue(_ path: String) throws -> DatabaseQueue {
        let queue = try DatabaseQueue(path: path)
        try queue.inDatabase { db in try db.executeScript("CREATE TABLE t(v TEXT NOT NULL)") }
        return queue
    }

    private func storedValues(_ queue: DatabaseQueue) throws -> [String] {
        try queue.read { db in try values(db) }
    }

    private func syncQueueRollback(_ queue: DatabaseQueue) throws -> TransactionCompletion {
        try queue.runTransaction { db in
            try add(db, "sync")
            return .rollback
        }
    }

    @Test func queueSyncAndAsyncRollback() async throws {
        let folder = try TemporaryFolder()
        let queue = try prepareQueue(folder.file("q.sqlite"))
        #expect(try syncQueueRollback(queue) == .rollback)
        let completion = try await queue.runTransaction { db in
            try db.execute("INSERT INTO t(v) VALUES ('async')" as SQLFragment)
            return .rollback
        }
        #expect(completion == .rollback)
        try await queue.runTransaction { db in
            try db.execute("INSERT INTO t(v) VALUES ('kept')" as SQLFragment)
            return .commit
        }
        #expect(try storedValues(queue) == ["kept"])
    }

    @Test func asyncFormCancelledBeforeItStartsWritesNothing() async throws {
        let folder = try TemporaryFolder()
        let queue = try prepareQueue(folder.file("q.sqlite"))
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await queue.runTransaction { db in
                try db.execute("INSERT INTO t(v) VALUES ('cancelled')" as SQLFragment)
                return .commit
            }
        }
        let result = await task.result
        #expect(throws: (any Error).self) { try result.get() }
        #expect(try storedValues(queue).isEmpty)
    }

    @Test func asyncFormCancelledWhileRunningRollsBack() async throws {
        let folder = try TemporaryFolder()
        let queue = try prepareQueue(folder.file("q.sqlite"))
        let started = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        let task = Task {
            try await queue.runTransaction { db in
                try db.execute("INSERT INTO t(v) VALUES ('first')" as SQLFragment)
                started.signal()
                // A bound, not a timing: the test opens the gate right after it cancelled. Generous,
                // since on two cores the suite's other tests can hold the threads the test's other
                // side needs for many seconds (a 10 s bound let the closure commit uncancelled).
                _ = proceed.wait(timeout: .now() + 300)
                // A statement after the cancellation: SQLite is interrupted.
                try db.execute(
                    "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 3000000) INSERT INTO t(v) SELECT 'spin' FROM c WHERE x = 3000000"
                        as SQLFragment)
                return .commit
            }
        }
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                _ = started.wait(timeout: .now() + 300)
                continuation.resume()
            }
        }
        task.cancel()
        try await Task.sleep(nanoseconds: 100_000_000)
        proceed.signal()
        let result = await task.result
        #expect(throws: (any Error).self) { try result.get() }
        #expect(try storedValues(queue).isEmpty)
    }

    private func poolSyncChecks(_ pool: DatabasePool) throws {
        try pool.write { db in try db.executeScript("CREATE TABLE t(v TEXT NOT NULL)") }
        try pool.write { db in
            try add(db, "w")
            try db.runTransaction { db in
                try add(db, "gone")
                return .rollback
            }
        }
        #expect(
            try pool.runTransaction { db in
                try add(db, "r")
                return .rollback
            } == .rollback)
        #expect(try pool.read { db in try values(db) } == ["w"])
        // A transaction that writes inside a pool read runs on a read-only reader: an error.
        #expect(throws: (any Error).self) {
            try pool.read { db in
                try db.runTransaction { db in
                    try add(db, "readonly")
                    return .commit
                }
            }
        }
        #expect(try pool.read { db in try values(db) } == ["w"])
        let completion = try pool.read { db in
            try db.runTransaction { db in
                _ = try values(db)
                return .rollback
            }
        }
        #expect(completion == .rollback)
    }

    private func poolValues(_ pool: DatabasePool) throws -> [String] {
        try pool.read { db in try values(db) }
    }

    @Test func poolWriteNestedRollbackAndReadOnlyRefusal() async throws {
        let folder = try TemporaryFolder()
        let pool = try DatabasePool(path: folder.file("p.sqlite"))
        try poolSyncChecks(pool)
        let completion = try await pool.runTransaction { db in
            try db.execute("INSERT INTO t(v) VALUES ('ar')" as SQLFragment)
            return .rollback
        }
        #expect(completion == .rollback)
        #expect(try poolValues(pool) == ["w"])
    }
}
