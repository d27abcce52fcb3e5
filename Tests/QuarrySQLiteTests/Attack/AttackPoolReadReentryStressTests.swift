import QuarrySQLite
import Testing

/// Outside-attacker probe: `pool.runTransaction` called inside `pool.read` many times side by side
/// (the single run of it exceeded a one-minute limit once in the loaded full suite).
@Suite struct AttackPoolReadReentryStressTests {
    @Test(.timeLimit(.minutes(5)), arguments: 0..<24)
    func poolRunTransactionInsideAPoolReadUnderContention(round: Int) throws {
        let folder = try TemporaryFolder()
        let pool = try DatabasePool(path: folder.file("p\(round).sqlite"))
        try pool.write { db in try db.executeScript("CREATE TABLE t(v TEXT)") }
        let error = #expect(throws: DatabaseError.self) {
            try pool.read { _ in
                try pool.runTransaction { db in
                    try db.execute("INSERT INTO t VALUES ('x')" as SQLFragment)
                    return .commit
                }
            }
        }
        #expect(error?.code == .readonly)
    }
}
