import Foundation
import QuarrySQLite
import Testing

/// When SQLite rolls back the whole transaction inside a nested `inTransaction` (a savepoint),
/// nothing of the outer block may persist: the block's later statements fail, and so does the
/// block. Each case runs on a file that is reopened to see what really reached the disk.
@Suite struct NestedTransactionTests {
    /// A file database with a table `item(name TEXT UNIQUE)` holding one committed row, 'before'.
    struct Fixture {
        let folder: TemporaryFolder
        let path: String
        let db: Database

        init() throws {
            folder = try TemporaryFolder()
            path = folder.file("nested.sqlite")
            db = try Database(path: path)
            try db.execute("CREATE TABLE item(name TEXT UNIQUE)")
            try db.execute("INSERT INTO item VALUES ('before')")
        }

        /// The names on disk, read through a new connection after this one is closed.
        func namesOnDisk() throws -> [String] {
            try db.close()
            let reopened = try Database(path: path)
            #expect(try reopened.fetchValue("PRAGMA integrity_check", as: String.self) == "ok")
            return try reopened.fetchValues("SELECT name FROM item ORDER BY name", as: String.self)
        }

        /// Runs an outer block that writes 'outer', runs `inner` in a nested block (which SQLite rolls
        /// back), catches its error, then tries to write 'after'. Returns the inner error, the error of
        /// the statement after it and the outer block's error. (On the fixture, not the suite: other
        /// suites call it, and constructing a suite type made the caller's expression cost 145 ms to
        /// type-check, its test macros expanded.)
        func runOuterBlock(inner: @escaping (Database) throws -> Void) -> (
            inner: (any Error)?, later: (any Error)?, outer: (any Error)?
        ) {
            let db = self.db
            var innerError: (any Error)?
            var laterError: (any Error)?
            do {
                try db.inTransaction { db in
                    try db.execute("INSERT INTO item VALUES ('outer')")
                    do {
                        try db.inTransaction { db in try inner(db) }
                    } catch {
                        innerError = error
                    }
                    do {
                        try db.execute("INSERT INTO item VALUES ('after')")
                    } catch {
                        laterError = error
                    }
                }
            } catch {
                return (innerError, laterError, error)
            }
            return (innerError, laterError, nil)
        }
    }

    func expectRolledBack(_ error: (any Error)?, sourceLocation: SourceLocation = #_sourceLocation) {
        let error = error as? DatabaseError
        #expect(error?.extendedCode == .abortRollback, sourceLocation: sourceLocation)
        #expect(error?.message.contains("rolled back") == true, sourceLocation: sourceLocation)
    }

    @Test func anInsertOrRollbackConflict() throws {
        let fixture = try Fixture()
        let result = fixture.runOuterBlock { db in
            try db.execute("INSERT OR ROLLBACK INTO item VALUES ('before')")
        }
        #expect((result.inner as? DatabaseError)?.extendedCode == .constraintUnique)
        expectRolledBack(result.later)
        expectRolledBack(result.outer)
        #expect(!fixture.db.isInTransaction)
        #expect(try fixture.namesOnDisk() == ["before"])
    }

    @Test func raiseRollbackInATrigger() throws {
        let fixture = try Fixture()
        try fixture.db.execute(
            """
            CREATE TRIGGER refuse BEFORE INSERT ON item WHEN NEW.name = 'bad'
            BEGIN SELECT RAISE(ROLLBACK, 'refused'); END
            """)
        let result = fixture.runOuterBlock { db in
            try db.execute("INSERT INTO item VALUES ('bad')")
        }
        #expect((result.inner as? DatabaseError)?.message == "refused")
        expectRolledBack(result.later)
        expectRolledBack(result.outer)
        #expect(try fixture.namesOnDisk() == ["before"])
    }

    @Test func anInterrupt() throws {
        let fixture = try Fixture()
        let handle = fixture.db.interruptHandle
        try fixture.db.createFunction("stop", argumentCount: 0) { _ in
            handle.interrupt()
            return 0
        }
        let result = fixture.runOuterBlock { db in
            try db.execute(
                """
                INSERT INTO item
                WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 100000)
                SELECT 'n' || x FROM n WHERE stop() = 0
                """)
        }
        #expect((result.inner as? DatabaseError)?.code == .interrupt)
        expectRolledBack(result.later)
        expectRolledBack(result.outer)
        #expect(try fixture.namesOnDisk() == ["before"])
    }

    @Test func theOuterBlockRethrowsItsOwnErrorWhenTheBodyThrows() throws {
        struct Failure: Error {}
        let fixture = try Fixture()
        #expect(throws: Failure.self) {
            try fixture.db.inTransaction { db in
                try db.execute("INSERT INTO item VALUES ('outer')")
                _ = try? db.inTransaction { db in
                    try db.execute("INSERT OR ROLLBACK INTO item VALUES ('before')")
                }
                throw Failure()
            }
        }
        #expect(try fixture.namesOnDisk() == ["before"])
    }

    @Test func everyStatementIsRefusedUntilTheOutermostBlockEnds() throws {
        let fixture = try Fixture()
        let db = fixture.db
        var refused: [String] = []
        _ = try? db.inTransaction { db in
            try db.inTransaction { db in
                _ = try? db.inTransaction { db in
                    try db.execute("INSERT OR ROLLBACK INTO item VALUES ('before')")
                }
                func attempt(_ what: String, _ body: () throws -> Void) {
                    do {
                        try body()
                    } catch let error as DatabaseError where error.extendedCode == .abortRollback {
                        refused.append(what)
                    } catch {}
                }
                attempt("read") { _ = try db.fetchAll("SELECT name FROM item") }
                attempt("cursor") { _ = try db.cursor("SELECT name FROM item") }
                let prepared = try? db.prepare(Insert(into: Table("item")).values("prepared"))
                attempt("prepared") { try prepared?.execute() }
                attempt("begin") { try db.begin() }
                attempt("nested block") { try db.inTransaction { _ in } }
                attempt("savepoint block") { try db.inSavepoint { _ in } }
            }
        }
        #expect(refused == ["read", "cursor", "prepared", "begin", "nested block", "savepoint block"])
        // Once the outermost block has ended, the connection works again.
        try db.execute("INSERT INTO item VALUES ('later')")
        #expect(try fixture.namesOnDisk() == ["before", "later"])
    }

    /// A record type keeps its insert and find statements per connection; a kept statement must
    /// meet the same refusal as one taken from the cache, or the insert would run in autocommit
    /// mode and persist after the block's rollback.
    @Test func recordWritesAndFindsThroughKeptStatementsAreRefused() throws {
        let fixture = try Fixture()
        let db = fixture.db
        try db.create(MessageRecord.self)
        let time = Date(timeIntervalSince1970: 1_600_000_000)
        // The first insert and find keep their statements for this connection.
        try db.insert(MessageRecord(localID: nil, content: "kept", createTime: time, modifiedTime: time))
        _ = try db.find(MessageRecord.self, key: 1)
        var insertError: (any Error)?
        var findError: (any Error)?
        _ = try? db.inTransaction { db in
            _ = try? db.inTransaction { db in
                try db.execute("INSERT OR ROLLBACK INTO item VALUES ('before')")
            }
            do {
                try db.insert(
                    MessageRecord(localID: nil, content: "lost", createTime: time, modifiedTime: time))
            } catch {
                insertError = error
            }
            do { _ = try db.find(MessageRecord.self, key: 1) } catch { findError = error }
        }
        expectRolledBack(insertError)
        expectRolledBack(findError)
        try db.close()
        let reopened = try Database(path: fixture.path)
        #expect(try reopened.fetchValues("SELECT content FROM message", as: String.self) == ["kept"])
    }

    @Test func aCursorOpenedBeforeTheRollbackStopsReading() throws {
        let fixture = try Fixture()
        try fixture.db.execute("INSERT INTO item VALUES ('second')")
        var cursorError: (any Error)?
        _ = try? fixture.db.inTransaction { db in
            let cursor = try db.cursor("SELECT name FROM item ORDER BY name")
            _ = try cursor.next()
            _ = try? db.inTransaction { db in
                try db.execute("INSERT OR ROLLBACK INTO item VALUES ('before')")
            }
            do { _ = try cursor.next() } catch { cursorError = error }
        }
        expectRolledBack(cursorError)
    }

    @Test func aCommitInsideABlockRollsBackInstead() throws {
        let fixture = try Fixture()
        let result = fixture.runOuterBlock { db in try db.execute("COMMIT") }
        #expect((result.inner as? DatabaseError)?.extendedCode == .constraintCommithook)
        #expect((result.inner as? DatabaseError)?.message.contains("commits when it returns") == true)
        expectRolledBack(result.later)
        expectRolledBack(result.outer)
        #expect(try fixture.namesOnDisk() == ["before"])
    }

    @Test func endAndReleaseOfTheOutermostSavepointRollBackToo() throws {
        for statement: SQLFragment in ["END", "RELEASE quarry_savepoint_1"] {
            let fixture = try Fixture()
            var innerError: (any Error)?
            let outer = #expect(throws: DatabaseError.self) {
                try fixture.db.inSavepoint { db in
                    try db.execute("INSERT INTO item VALUES ('outer')")
                    do { try db.execute(statement) } catch { innerError = error }
                    try db.execute("INSERT INTO item VALUES ('after')")
                }
            }
            #expect((innerError as? DatabaseError)?.extendedCode == .constraintCommithook)
            expectRolledBack(outer)
            #expect(try fixture.namesOnDisk() == ["before"])
        }
    }

    @Test func aRollbackStatementInsideABlock() throws {
        let fixture = try Fixture()
        let result = fixture.runOuterBlock { db in try db.execute("ROLLBACK") }
        // The ROLLBACK itself succeeds; the savepoint it removed, and everything after, fails.
        expectRolledBack(result.inner)
        expectRolledBack(result.later)
        expectRolledBack(result.outer)
        #expect(try fixture.namesOnDisk() == ["before"])
    }

    @Test func committedWorkAndLaterTransactionsAreUnaffected() throws {
        let fixture = try Fixture()
        _ = fixture.runOuterBlock { db in
            try db.execute("INSERT OR ROLLBACK INTO item VALUES ('before')")
        }
        try fixture.db.inTransaction { db in
            try db.execute("INSERT INTO item VALUES ('next')")
            try db.inTransaction { db in try db.execute("INSERT INTO item VALUES ('nested')") }
        }
        #expect(try fixture.namesOnDisk() == ["before", "nested", "next"])
    }
}
