import Quarry
import QuarryTesting
import Testing

@Suite struct CommitTests {
    @Test func commit() {
        // Prepares outside a transaction: SQLite reports "no transaction is active" only when it runs.
        expectSQL(Commit(), "COMMIT")
    }

    @Test func end() {
        expectSQL(Commit(.end), "END")
    }

    @Test func commitDescribesItself() {
        #expect(Commit().description == "COMMIT")
        #expect(Commit(.end).spelling == .end)
    }
}
