import QuarrySQLite
import Testing

@Suite struct TransactionTests {
    struct Failure: Error {}

    func count(_ db: Database) throws -> Int {
        try db.fetchValue("SELECT count(*) FROM message", as: Int.self) ?? -1
    }

    @Test func commitsWhenTheClosureReturns() throws {
        let folder = try TemporaryFolder()
        let db = try Message.database(.path(folder.file("tx.sqlite")))
        let id = try db.inTransaction(.immediate) { db in
            try db.execute("INSERT INTO message(content, createTime) VALUES ('a', 1)")
            #expect(db.isInTransaction)
            return db.lastInsertRowID
        }
        #expect(id == 4)
        #expect(!db.isInTransaction)
        #expect(try count(db) == 4)
    }

    @Test func rollsBackWhenTheClosureThrows() throws {
        let folder = try TemporaryFolder()
        let db = try Message.database(.path(folder.file("tx.sqlite")))
        #expect(throws: Failure.self) {
            try db.inTransaction { db in
                try db.execute("DELETE FROM message")
                throw Failure()
            }
        }
        #expect(!db.isInTransaction)
        #expect(try count(db) == 3)
    }

    @Test func nestedCallsBecomeSavepoints() throws {
        let db = try Message.database()
        try db.inTransaction(.exclusive) { db in
            try db.execute("DELETE FROM message WHERE localID = 1")
            #expect(throws: Failure.self) {
                try db.inTransaction { db in
                    try db.execute("DELETE FROM message")
                    throw Failure()
                }
            }
            #expect(try count(db) == 2)
            try db.inTransaction { db in try db.execute("DELETE FROM message WHERE localID = 2") }
        }
        #expect(try count(db) == 1)
    }

    @Test func explicitSavepointsAndManualTransactions() throws {
        let db = try Message.database()
        try db.begin(.deferred)
        try db.savepoint("before")
        try db.execute("DELETE FROM message")
        try db.rollback(to: "before")
        try db.release("before")
        try db.commit()
        #expect(try count(db) == 3)
        try db.begin()
        try db.execute("DELETE FROM message")
        try db.rollback()
        try db.rollback()
        #expect(try count(db) == 3)
        try db.inSavepoint { db in try db.execute("DELETE FROM message WHERE localID = 3") }
        #expect(try count(db) == 2)
    }
}
