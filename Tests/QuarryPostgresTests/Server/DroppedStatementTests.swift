import Testing

@testable import QuarryPostgres

extension PostgresTests {
    /// `DEALLOCATE ALL` and `DISCARD ALL` (what connection poolers send) drop the server's
    /// prepared statements: cached and prepared statements are prepared again, never failing
    /// with `26000` from then on.
    @Suite struct DroppedStatements {
        static let select = SQLFragment("SELECT \(0.1 as Double) * 3")

        @Test(arguments: ["DEALLOCATE ALL", "DISCARD ALL"])
        func cachedStatementsArePreparedAgainAfterAPoolersReset(_ reset: String) throws {
            let connection = try connect()
            #expect(try connection.fetchValue(Self.select, as: Double.self) == 0.1 * 3)
            // Sent past the core, as a pooler would.
            try connection.runInternal(reset)
            #expect(try connection.fetchValue(Self.select, as: Double.self) == 0.1 * 3)
            #expect(try connection.fetchValue(Self.select, as: Double.self) == 0.1 * 3)
        }

        @Test func aPoolersDiscardAllIsFollowedByPinningTheSessionAgain() throws {
            let connection = try HostileSession.connect()
            #expect(try connection.fetchValue(Self.select, as: Double.self) == 0.1 * 3)
            try connection.runInternal("DISCARD ALL")
            // extra_float_digits went back to 0, which the server does not report: the 26000
            // tells the core, which pins the session before running the statement again.
            #expect(try connection.fetchValue(Self.select, as: Double.self) == 0.1 * 3)
        }

        @Test func aDeallocateAllRunThroughTheCoreInsideABlockLeavesTheBlockWorking() throws {
            let connection = try connect()
            try connection.inTransaction { connection in
                #expect(try connection.fetchValue(Self.select, as: Double.self) == 0.1 * 3)
                try run("DEALLOCATE ALL", on: connection)
                #expect(try connection.fetchValue(Self.select, as: Double.self) == 0.1 * 3)
            }
        }

        @Test func aPreparedStatementIsPreparedAgain() throws {
            let connection = try connect()
            let statement = try connection.prepare(Self.select)
            #expect(try statement.fetchOne { row in try row[0] as Double } == 0.1 * 3)
            try connection.runInternal("DEALLOCATE ALL")
            #expect(try statement.fetchOne { row in try row[0] as Double } == 0.1 * 3)
            try statement.bind(0.5, at: 1)
            #expect(try statement.fetchOne { row in try row[0] as Double } == 1.5)
        }

        @Test func droppingAPreparedStatementTheServerLostDoesNotAbortTheTransaction() throws {
            let connection = try connect()
            try connection.inTransaction { connection in
                var statement: PostgresPreparedStatement? = try connection.prepare(Self.select)
                _ = try statement?.fetchOne { row in try row[0] as Double }
                try run("DEALLOCATE ALL", on: connection)
                statement = nil
                #expect(try connection.fetchValue(SQLFragment("SELECT 1"), as: Int64.self) == 1)
            }
        }
    }
}
