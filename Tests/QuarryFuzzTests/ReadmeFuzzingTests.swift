import Quarry
import QuarryTesting
import Testing

/// The README's fuzzing example, as written there.
@Suite struct ReadmeFuzzingTests {
    let tables = FuzzSchema([
        FuzzTable("message", columns: [FuzzColumn("localID", .integer), FuzzColumn("content", .text)])
    ])

    @Test func everyGeneratedStatementPrepares() throws {
        let database = try SQLiteScratchDatabase(schema: tables.creationSQL)
        FuzzCampaign(cases: 1_000, seed: 1).run(schema: tables) { generator in
            let statement = generator.statement()
            return (statement, FuzzOracle.checkPreparesAsOneStatement(statement, in: database))
        }
    }
}
