import Quarry
import QuarryTesting
import Testing

/// Oracles (a) to (d) on random statements against the fuzz schema.
@Suite struct StatementOracleTests {
    @Test func selectsPrepareAsOneStatement() throws {
        let database = try FuzzFixture.database()
        FuzzCampaign(cases: FuzzFixture.cases, seed: 0xA0, regressionSeeds: RegressionSeeds.preparation).run {
            generator in
            let select = generator.select()
            return (select, FuzzOracle.checkPreparesAsOneStatement(select, in: database))
        }
    }

    @Test func selectsAgreeAcrossRenderings() throws {
        let database = try FuzzFixture.database()
        FuzzCampaign(cases: FuzzFixture.cases, seed: 0xA1, regressionSeeds: RegressionSeeds.statements).run {
            generator in
            let select = generator.select()
            let failure =
                FuzzOracle.checkStableRendering(select) ?? FuzzOracle.checkParentheses(select, in: database)
                ?? FuzzOracle.checkDescription(select, in: database, ordered: false)
            return (select, failure)
        }
    }
}

/// Oracles (a) and (d) on every statement type.
@Suite struct AllStatementsOracleTests {
    @Test func everyStatementTypePreparesAsOneStatement() throws {
        let database = try FuzzFixture.database()
        FuzzCampaign(cases: FuzzFixture.cases, seed: 0xA2).run { generator in
            let statement = generator.statement()
            return (
                statement,
                FuzzOracle.checkStableRendering(statement)
                    ?? FuzzOracle.checkPreparesAsOneStatement(statement, in: database)
            )
        }
    }
}
