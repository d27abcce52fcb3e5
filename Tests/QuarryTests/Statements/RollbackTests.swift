import Quarry
import QuarryTesting
import Testing

@Suite struct RollbackTests {
    @Test func rollback() {
        expectSQL(Rollback(), "ROLLBACK")
    }

    @Test func rollbackToSavepoint() {
        // Prepares without the savepoint: SQLite looks it up only when the statement runs.
        expectSQL(Rollback(to: "before_import"), #"ROLLBACK TO SAVEPOINT "before_import""#)
    }

    @Test func rollbackToASavepointWithAnOddName() {
        expectSQL(Rollback(to: "step 2 — ü"), #"ROLLBACK TO SAVEPOINT "step 2 — ü""#)
    }

    @Test func rollbackToSavepointWithNUL() {
        expectRenderingError(Rollback(to: "a\0b"), .invalidIdentifier, mentioning: "NUL")
    }

    @Test func rollbackKnowsItsSavepoint() {
        #expect(Rollback().savepoint == nil)
        #expect(Rollback(to: "sp").savepoint == "sp")
    }
}
