import Foundation
import Quarry
import Testing

@testable import QuarryPostgres

extension PostgresTests {
    /// Every golden case on the server: its PostgreSQL text, as stated by hand, prepared with the
    /// server counting as many parameters as the case has arguments, and run with them (but for
    /// the transaction statements, which are prepared only). Each case runs in its own transaction,
    /// in a schema made from `postgresGoldenSchema` and a few rows, and rolled back.
    @Suite struct GoldenOnServer {
        /// Rows for the queries and writes to find. Their keys stay clear of what the identity
        /// columns hand out (1, 2, …) to the cases' inserts.
        static let rows = """
            INSERT INTO author(id, name, email, score, active) VALUES (101, 'Ann', 'ann@x', 1.5, TRUE), \
            (102, 'Bo', NULL, NULL, FALSE);
            INSERT INTO message("localID", content, "createTime", "authorID", kind, flags) VALUES \
            (101, '42', 1.0, 101, 'a', 3), (102, NULL, 20.0, 102, 'b', 0), (103, '7', 30.0, NULL, NULL, 12);
            INSERT INTO tag("messageID", name, weight) VALUES (101, 'x', 2.0), (103, 'y', NULL)
            """

        /// The transaction statements are prepared, not run: they would end the case's transaction.
        static func runs(_ golden: PostgresGoldenCase) -> Bool {
            !(golden.statement is Begin || golden.statement is Commit || golden.statement is Rollback
                || golden.statement is Savepoint || golden.statement is Release)
        }

        @Test(arguments: postgresGoldenCases)
        func preparedAndRun(_ golden: PostgresGoldenCase) throws {
            let connection = try connect()
            try inGoldenSchema(on: connection) {
                let rendered = RenderedSQL(sql: golden.postgres, arguments: golden.arguments)
                let description = try connection.describe(rendered)
                #expect(description.parameterTypes.count == golden.arguments.count)
                if Self.runs(golden) {
                    _ = try connection.run(rendered)
                }
            }
        }

        @Test(arguments: postgresRefusals)
        func refusedBeforeAnythingIsSent(_ refusal: PostgresRefusal) throws {
            let connection = try connect()
            // In a transaction an error aborted, the server answers anything sent with 25P02: a
            // QuarryError here can only come from the renderer, before sending.
            try connection.execute(Begin())
            #expect(throws: PostgresError.self) { try run("SELECT 1 / 0", on: connection) }
            let cached = connection.cachedStatementCount
            #expect(throws: QuarryError.self) { try connection.execute(refusal.statement) }
            #expect(throws: QuarryError.self) { try connection.fetchAll(refusal.statement) }
            #expect(throws: QuarryError.self) { try connection.prepare(refusal.statement) }
            #expect(connection.cachedStatementCount == cached)
            let aborted = #expect(throws: PostgresError.self) { try run("SELECT 1", on: connection) }
            #expect(aborted?.sqlState == PostgresError.SQLState.inFailedTransaction)
            try connection.execute(Rollback())
        }

        /// Runs `body` in a transaction rolled back afterwards, in a schema of its own holding the
        /// golden tables and rows.
        func inGoldenSchema(on connection: PostgresConnection, _ body: () throws -> Void) throws {
            try connection.execute(Begin())
            defer { _ = try? connection.execute(Rollback()) }
            let schema = "quarry_golden_\(UInt64.random(in: 0...UInt64.max))"
            try run("CREATE SCHEMA \(schema)", on: connection)
            try run("SET LOCAL search_path TO \(schema)", on: connection)
            for statement in (postgresGoldenSchema + ";" + Self.rows).split(separator: ";")
            where !statement.allSatisfy(\.isWhitespace) {
                try run(String(statement), on: connection)
            }
            try body()
        }
    }
}
