import QuarrySQLite
import Testing

/// A program's own commit and rollback hooks run alongside Quarry's: the rule that a transaction
/// block never half-commits still holds with them installed, and they still fire.
@Suite struct TransactionHookTests {
    typealias Fixture = NestedTransactionTests.Fixture

    /// What the hooks saw.
    final class Calls {
        var commits = 0
        var rollbacks = 0
    }

    func install(on db: Database, allowingCommit: Bool = true) throws -> Calls {
        let calls = Calls()
        try db.setCommitHook {
            calls.commits += 1
            return allowingCommit
        }
        try db.setRollbackHook { calls.rollbacks += 1 }
        return calls
    }

    func expectRolledBack(_ error: (any Error)?, sourceLocation: SourceLocation = #_sourceLocation) {
        let error = error as? DatabaseError
        #expect(error?.extendedCode == .abortRollback, sourceLocation: sourceLocation)
    }

    @Test func aNestedRollbackStillEndsTheOuterBlockWithUserHooks() throws {
        let fixture = try Fixture()
        let calls = try install(on: fixture.db)
        let insert: SQLFragment = "INSERT OR ROLLBACK INTO item VALUES ('before')"
        let result = fixture.runOuterBlock { db in try db.execute(insert) }
        #expect((result.inner as? DatabaseError)?.extendedCode == .constraintUnique)
        expectRolledBack(result.later)
        expectRolledBack(result.outer)
        #expect(calls.rollbacks == 1)
        #expect(calls.commits == 0)
        #expect(try fixture.namesOnDisk() == ["before"])
    }

    @Test func aCommitInsideABlockStillRollsBackWithUserHooks() throws {
        let fixture = try Fixture()
        let calls = try install(on: fixture.db)
        let commit: SQLFragment = "COMMIT"
        let result = fixture.runOuterBlock { db in try db.execute(commit) }
        #expect((result.inner as? DatabaseError)?.extendedCode == .constraintCommithook)
        expectRolledBack(result.later)
        expectRolledBack(result.outer)
        // Quarry refused the commit: the program's hook is asked only about commits that happen.
        #expect(calls.commits == 0)
        #expect(calls.rollbacks == 1)
        #expect(try fixture.namesOnDisk() == ["before"])
    }

    @Test func userHooksFireOnCommitsAndRollbacks() throws {
        let fixture = try Fixture()
        let db = fixture.db
        let calls = try install(on: db)
        try db.execute("INSERT INTO item VALUES ('autocommit')")
        #expect((calls.commits, calls.rollbacks) == (1, 0))
        try db.inTransaction { db in try db.execute("INSERT INTO item VALUES ('block')") }
        #expect((calls.commits, calls.rollbacks) == (2, 0))
        struct Failure: Error {}
        _ = try? db.inTransaction { db in
            try db.execute("INSERT INTO item VALUES ('undone')")
            throw Failure()
        }
        #expect((calls.commits, calls.rollbacks) == (2, 1))
        try db.setCommitHook(nil)
        try db.setRollbackHook(nil)
        try db.execute("INSERT INTO item VALUES ('unhooked')")
        #expect((calls.commits, calls.rollbacks) == (2, 1))
        #expect(try fixture.namesOnDisk() == ["autocommit", "before", "block", "unhooked"])
    }

    @Test func aUserCommitHookCanRefuseACommit() throws {
        let fixture = try Fixture()
        let db = fixture.db
        let calls = try install(on: db, allowingCommit: false)
        let plain = #expect(throws: DatabaseError.self) {
            try db.execute("INSERT INTO item VALUES ('plain')")
        }
        #expect(plain?.extendedCode == .constraintCommithook)
        let block = #expect(throws: DatabaseError.self) {
            try db.inTransaction { db in try db.execute("INSERT INTO item VALUES ('block')") }
        }
        #expect(block?.extendedCode == .constraintCommithook)
        #expect(!db.isInTransaction)
        #expect((calls.commits, calls.rollbacks) == (2, 2))
        #expect(try fixture.namesOnDisk() == ["before"])
    }

    /// SQLite forbids touching the connection from its commit and rollback hooks.
    @Test func aHookCannotRunStatementsOrCloseTheConnection() throws {
        let fixture = try Fixture()
        let db = fixture.db
        var errors: [DatabaseError] = []
        try db.setCommitHook { [unowned db] in
            do {
                _ = try db.fetchAll("SELECT name FROM item")
            } catch let error as DatabaseError {
                errors.append(error)
            } catch {}
            do throws(DatabaseError) { try db.close() } catch { errors.append(error) }
            return true
        }
        try db.execute("INSERT INTO item VALUES ('after')")
        #expect(errors.map(\.code) == [.misuse, .misuse])
        #expect(!db.isClosed)
        try db.setCommitHook(nil)
        #expect(try fixture.namesOnDisk() == ["after", "before"])
    }
}
