import QuarrySQLite
import Testing

/// A transaction block may decide to undo its work without an error to throw: `.rollback` undoes
/// exactly the block's work (the whole transaction, or only its savepoint when nested).
@Suite struct TransactionCompletionTests {
    func database() throws -> Database {
        let db = try Database.inMemory()
        try db.executeScript("CREATE TABLE t(x)")
        return db
    }

    func values(_ db: Database) throws -> [Int64] {
        try db.fetchValues("SELECT x FROM t ORDER BY x", as: Int64.self)
    }

    @Test func rollbackUndoesTheBlockAndReturns() throws {
        let db = try database()
        let completion = try db.runTransaction { db -> TransactionCompletion in
            try db.execute("INSERT INTO t VALUES (1)")
            return .rollback
        }
        #expect(completion == .rollback)
        #expect(try values(db).isEmpty)
        #expect(!db.isInTransaction)
        try db.runTransaction { db -> TransactionCompletion in
            try db.execute("INSERT INTO t VALUES (2)")
            return .commit
        }
        #expect(try values(db) == [2])
    }

    @Test func aNestedRollbackUndoesOnlyItsSavepoint() throws {
        let db = try database()
        try db.inTransaction { db in
            try db.execute("INSERT INTO t VALUES (1)")
            try db.runTransaction { db -> TransactionCompletion in
                try db.execute("INSERT INTO t VALUES (2)")
                return .rollback
            }
            try db.runTransaction { db -> TransactionCompletion in
                try db.execute("INSERT INTO t VALUES (3)")
                return .commit
            }
            try db.inSavepoint { db in try db.execute("INSERT INTO t VALUES (5)") }
            try db.runTransaction { db -> TransactionCompletion in
                try db.execute("INSERT INTO t VALUES (4)")
                return .rollback
            }
            #expect(db.isInTransaction)
        }
        #expect(try values(db) == [1, 3, 5])
    }

    @Test func theBlockNeedsNoTypeWritten() throws {
        let db = try database()
        try db.runTransaction { db in
            try db.execute("INSERT INTO t VALUES (1)")
            if try values(db) == [1] { return .rollback }
            return .commit
        }
        #expect(try values(db).isEmpty)
        #expect(!db.isInTransaction)
    }

    func queue() throws -> DatabaseQueue {
        let queue = try DatabaseQueue(location: .inMemory)
        try queue.inDatabase { db in try db.executeScript("CREATE TABLE t(x)") }
        return queue
    }

    @Test func aQueueRollsBack() throws {
        let queue = try queue()
        try queue.runTransaction { db -> TransactionCompletion in
            try db.execute("INSERT INTO t VALUES (1)")
            return .rollback
        }
        try queue.runTransaction { db -> TransactionCompletion in
            try db.execute("INSERT INTO t VALUES (2)")
            return .commit
        }
        #expect(try queue.inDatabase { db in try values(db) } == [2])
    }

    @Test func aQueueRollsBackFromAsyncCode() async throws {
        let queue = try queue()
        let completion = try await queue.runTransaction { db -> TransactionCompletion in
            try db.execute("INSERT INTO t VALUES (1)")
            return .rollback
        }
        #expect(completion == .rollback)
        try await queue.runTransaction { db -> TransactionCompletion in
            try db.execute("INSERT INTO t VALUES (2)")
            return .commit
        }
        let stored = try await queue.inDatabase { db in try db.fetchValues("SELECT x FROM t", as: Int64.self)
        }
        #expect(stored == [2])
    }
}
