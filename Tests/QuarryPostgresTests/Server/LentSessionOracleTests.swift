import QuarryPostgresTesting
import QuarryTesting
import Testing

@testable import QuarryPostgres

extension PostgresTests {
    /// The promise of ``PostgresPooling/transaction``, checked with random statements: a select
    /// the fuzz generator draws returns the same rows (or the same error) on a connection behind
    /// pgbouncer as on a direct connection over the same tables, while another client of the
    /// pooler changes the two shared server sessions between statements: session settings Quarry
    /// pins, a search path to a schema with tables of the same names and other rows, and TEMP
    /// tables of those names (which PostgreSQL searches first unless told otherwise).
    ///
    /// Its own database, so that the saboteur's settings and tables meet no other suite.
    /// `QUARRY_FUZZ_CASES` raises the case count (`scripts/campaigns/postgres-pgbouncer.sh`).
    @Suite(
        .serialized,
        .enabled(
            if: PostgresTestServer.isPoolerAvailable, Comment(rawValue: PostgresTestServer.poolerSkipComment))
    )
    struct LentSessionOracle {
        static let database = "quarry_lent_oracle"

        /// What another client leaves on whichever server session it gets: each a statement a
        /// pooled application could run (in session-pooled code that shares the pooler).
        static func sabotage(shadow: String, scratch: String) -> [String] {
            [
                "SET standard_conforming_strings = off", "SET DateStyle = 'SQL, DMY'",
                "SET IntervalStyle = sql_standard", "SET TimeZone = 'Pacific/Chatham'",
                "SET extra_float_digits = 0", "SET bytea_output = escape", "SET client_encoding = 'LATIN1'",
                "SET search_path = \(shadow), public", "SET transform_null_equals = on", "RESET ALL",
                "CREATE TEMP TABLE IF NOT EXISTS item (LIKE \(scratch).item)",
                "INSERT INTO pg_temp.item SELECT * FROM \(scratch).item LIMIT 1",
                "CREATE TEMP TABLE IF NOT EXISTS owner (LIKE \(scratch).owner)",
                "INSERT INTO pg_temp.owner SELECT * FROM \(scratch).owner LIMIT 1",
                "CREATE TEMP TABLE IF NOT EXISTS code (LIKE \(scratch).code)",
                "INSERT INTO pg_temp.code SELECT * FROM \(scratch).code LIMIT 2",
            ]
        }

        /// The fuzz schema and its rows in `public` of the oracle's database (direct), and the
        /// same tables in `shadow` with other rows.
        static func makeTables(shadow: String, on direct: PostgresConnection) throws {
            try run("DROP TABLE IF EXISTS public.item, public.owner, public.code", on: direct)
            let creation = FuzzSchema.standard.creationSQL(dialect: .postgres)
            let tables = creation.split(separator: ";\n").map {
                String($0.hasSuffix(";") ? $0.dropLast() : $0)
            }
            for statement in tables + PostgresFuzzFixture.rows { try run(statement, on: direct) }
            try run("CREATE SCHEMA IF NOT EXISTS \(shadow)", on: direct)
            for table in ["item", "owner", "code"] {
                try run("DROP TABLE IF EXISTS \(shadow).\(table)", on: direct)
                try run("CREATE TABLE \(shadow).\(table) (LIKE public.\(table))", on: direct)
                try run("INSERT INTO \(shadow).\(table) SELECT * FROM public.\(table) LIMIT 1", on: direct)
            }
        }

        /// Two lent connections, one naming its search path and one leaving the database's, read
        /// what a direct connection reads.
        @Test func selectsReadAsOnADirectConnection() throws {
            let direct = try PostgresConnection(
                PostgresTestServer.directConnectionString(database: Self.database))
            let shadow = "quarry_shadow"
            try Self.makeTables(shadow: shadow, on: direct)
            let pooled = try PostgresTestServer.pooledConnectionString(database: Self.database)
            let lent = try [["public"], nil].map { searchPath in
                try PostgresConnection(
                    pooled,
                    configuration: PostgresConfiguration(searchPath: searchPath, pooling: .transaction))
            }
            // The saboteur uses the pooler as session-pooled code would, pinning nothing per
            // transaction.
            let saboteur = try PostgresConnection(pooled)
            let sabotage = Self.sabotage(shadow: shadow, scratch: "public")
            defer {
                // Leave the shared sessions as the pooler lent them (each RESET may get either).
                for _ in 0..<4 { _ = try? run("RESET ALL", on: saboteur) }
            }
            var tally = PostgresFuzzTally()
            FuzzCampaign(cases: PostgresFuzzFixture.cases, seed: 0xB5).run { generator in
                for _ in 0...generator.int(0...3) {
                    // A sabotage the server refuses (a LATIN1 session meeting a non-Latin row) is
                    // part of the game: the session keeps whatever it had.
                    _ = try? run(generator.pick(sabotage), on: saboteur)
                }
                let select = PostgresFuzzOracle.firstRenderable(&tally) { generator.select() }
                let verdict = Self.compare(select, lent: generator.pick(lent), direct: direct)
                tally.count(verdict)
                return (select, verdict.failure)
            }
            print("PostgreSQL lent-session oracle, selects: \(tally)")
            #expect(tally.held > tally.cases / 5)
        }

        /// The same rows on both connections (as a multiset), or the same SQLSTATE.
        static func compare(
            _ statement: some SQLRenderable, lent: PostgresConnection, direct: PostgresConnection
        ) -> PostgresFuzzOracle.Verdict {
            do {
                _ = try statement.render(dialect: .postgres)
            } catch {
                return error.kind == .unsupportedInDialect ? .dialectRefused : .failure("\(error)")
            }
            let expected = PostgresFuzzOracle.outcome {
                try direct.fetchAll(statement, PostgresFuzzOracle.rowText)
            }
            let actual = PostgresFuzzOracle.outcome {
                try lent.fetchAll(statement, PostgresFuzzOracle.rowText)
            }
            switch (expected, actual) {
            case (.rows(let left), .rows(let right)):
                return left.sorted() == right.sorted()
                    ? .held : .failure("direct returned \(left), lent returned \(right)")
            case (.failed(let left), .failed(let right)) where left == right:
                return .typeRefused(left)
            default:
                return .failure("direct: \(expected), lent: \(actual)")
            }
        }
    }
}
