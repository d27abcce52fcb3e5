import QuarryPostgres
import QuarryTesting
import Testing

extension PostgresTests {
    /// The fuzz oracles on the server, for what the PostgreSQL dialect renders: (a) every statement
    /// prepares as one statement with its placeholders matching its arguments, (b) a select's
    /// description returns the bound form's rows. Each campaign prints its counts.
    @Suite struct FuzzOracles {
        @Test func everyStatementTypePreparesAsOneStatement() throws {
            let connection = try PostgresFuzzFixture.connection()
            var tally = PostgresFuzzTally()
            FuzzCampaign(
                cases: PostgresFuzzFixture.cases, seed: 0xB2,
                regressionSeeds: PostgresRegressionSeeds.statements
            ).run { generator in
                let statement = PostgresFuzzOracle.firstRenderable(&tally) { generator.statement() }
                let verdict = PostgresFuzzOracle.checkPreparesAsOneStatement(statement, on: connection)
                tally.count(verdict)
                return (statement, verdict.failure)
            }
            print("PostgreSQL oracle (a), every statement type: \(tally)")
            // Most statements must reach the server: a campaign of refusals would prove nothing.
            #expect(tally.held > tally.cases / 5)
        }

        @Test func selectsPrepareAsOneStatement() throws {
            let connection = try PostgresFuzzFixture.connection()
            var tally = PostgresFuzzTally()
            FuzzCampaign(
                cases: PostgresFuzzFixture.cases, seed: 0xB0,
                regressionSeeds: PostgresRegressionSeeds.preparation
            ).run { generator in
                let select = PostgresFuzzOracle.firstRenderable(&tally) { generator.select() }
                let verdict = PostgresFuzzOracle.checkPreparesAsOneStatement(select, on: connection)
                tally.count(verdict)
                return (select, verdict.failure)
            }
            print("PostgreSQL oracle (a), selects: \(tally)")
            #expect(tally.held > tally.cases / 5)
        }

        @Test func descriptionsReturnTheBoundRows() throws {
            let connection = try PostgresFuzzFixture.connection()
            var tally = PostgresFuzzTally()
            FuzzCampaign(
                cases: PostgresFuzzFixture.cases, seed: 0xB1,
                regressionSeeds: PostgresRegressionSeeds.description
            ).run { generator in
                let select = PostgresFuzzOracle.firstRenderable(&tally) { generator.select() }
                let verdict = PostgresFuzzOracle.checkDescription(select, on: connection)
                tally.count(verdict)
                return (select, verdict.failure)
            }
            print("PostgreSQL oracle (b), descriptions: \(tally)")
            #expect(tally.held > tally.cases / 5)
        }
    }
}
