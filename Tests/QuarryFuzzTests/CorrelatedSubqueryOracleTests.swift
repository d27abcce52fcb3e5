import Quarry
import QuarryTesting
import Testing

/// Oracle (e): correlated subqueries over tables that share column names give the same rows (or,
/// for UPDATE and DELETE, leave the same tables) whether columns are qualified minimally or all.
@Suite struct CorrelatedSubqueryOracleTests {
    @Test func minimalAndFullQualificationAgree() throws {
        let database = try SQLiteScratchDatabase(schema: CorrelatedQueryGenerator.schema)
        FuzzCampaign(cases: FuzzFixture.cases, seed: 0xC0).run { generator in
            // The campaign's generator supplies the seed; this one knows the shared-name tables.
            var correlated = CorrelatedQueryGenerator(seed: UInt64(generator.int(0...Int.max)))
            let statement = correlated.statement()
            if statement is Select {
                return (statement, FuzzOracle.checkColumnQualification(statement, in: database))
            }
            return (statement, Self.checkWrite(statement, in: database))
        }
    }

    /// Runs each rendering of a write inside a savepoint and compares the tables it leaves.
    private static func checkWrite(_ statement: any SQLStatement, in database: SQLiteScratchDatabase)
        -> String?
    {
        func tablesAfter(qualifyingEveryColumn: Bool) -> String {
            var renderer = SQLRenderer(values: .parameters, qualifyEveryColumn: qualifyingEveryColumn)
            statement.render(into: &renderer)
            do {
                try database.execute("SAVEPOINT oracle")
                defer { try? database.execute("ROLLBACK TO oracle; RELEASE oracle") }
                _ = try database.rows(renderer.sql, arguments: renderer.arguments)
                let tables = try CorrelatedQueryGenerator.tableNames.map { name in
                    try database.rows("SELECT * FROM \"\(name.name)\" ORDER BY id")
                }
                return "\(tables)"
            } catch {
                return "failed: \(error)"
            }
        }
        let minimal = tablesAfter(qualifyingEveryColumn: false)
        let full = tablesAfter(qualifyingEveryColumn: true)
        return minimal == full ? nil : "minimal left \(minimal), fully qualified left \(full)"
    }
}
