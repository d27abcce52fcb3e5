import Quarry
import QuarryPostgres
import QuarryPostgresTesting
import Testing

/// Outside-attacker probes of the PostgreSQL core: `fetchValue(_:as: T?.self)` and `row[Column]`.
@Suite(.enabled(if: PostgresTestServer.isAvailable, Comment(rawValue: PostgresTestServer.skipComment)))
struct AttackPostgresOptionalFetchValueTests {
    @Test func optionalFetchValueIsNilForNoRowAndNull() throws {
        let postgres = try PostgresTestServer.connect()
        let noRow: Int64? = try postgres.fetchValue(
            "SELECT 1::int8 WHERE false" as SQLFragment, as: Int64?.self)
        let null: Int64? = try postgres.fetchValue("SELECT NULL::int8" as SQLFragment, as: Int64?.self)
        let seven: Int64? = try postgres.fetchValue("SELECT 7::int8" as SQLFragment, as: Int64?.self)
        #expect(noRow == nil)
        #expect(null == nil)
        #expect(seven == 7)
    }

    @Test func typeMismatchIsAnError() throws {
        let postgres = try PostgresTestServer.connect()
        #expect(throws: (any Error).self) {
            _ = try postgres.fetchValue("SELECT 'abc'::text" as SQLFragment, as: Int64?.self)
        }
    }

    @Test func typedColumnSubscriptNamesAndErrors() throws {
        let postgres = try PostgresTestServer.connect()
        let sql: SQLFragment = "SELECT 1::int8 AS \"\u{E9}\", 2::int8 AS \"e\u{301}\", 3::int8 AS \"Name\""
        let composed = try postgres.fetchOne(sql) { row in try row[Column<Int64>("\u{E9}")] }
        let decomposed = try postgres.fetchOne(sql) { row in try row[Column<Int64>("e\u{301}")] }
        #expect(composed == 1)
        #expect(decomposed == 2)
        do {
            _ = try postgres.fetchOne(sql) { row in try row[Column<Int64>("nope")] }
            Issue.record("a missing column was read")
        } catch {
            #expect(String(describing: error).contains("nope"))
        }
        do {
            _ = try postgres.fetchOne("SELECT 1::int8 AS a" as SQLFragment) { row in
                try row[Column<Int64?>("nope")]
            }
            Issue.record("a missing optional column was read")
        } catch {
            #expect(String(describing: error).contains("nope"))
        }
        #expect(throws: (any Error).self) {
            _ = try postgres.fetchOne("SELECT NULL::int8 AS n" as SQLFragment) { row in
                try row[Column<Int64>("n")]
            }
        }
        let duplicate = try postgres.fetchOne("SELECT 1::int8 AS id, 2::int8 AS id" as SQLFragment) { row in
            try row[Column<Int64>("id")]
        }
        #expect(duplicate == 1)
    }
}
