import QuarryPostgres
import Testing

extension PostgresTests {
    /// Statements are prepared once per SQL text and parameter types, and reused.
    @Suite struct StatementCache {
        static func preparedCount(_ sql: String, on connection: PostgresConnection) throws -> Int64? {
            try connection.fetchValue(
                SQLFragment("SELECT count(*) FROM pg_prepared_statements WHERE statement = \(sql)"),
                as: Int64.self)
        }

        @Test(.keepsStatementsOnItsSession) func aStatementIsPreparedOnceAndReused() throws {
            let connection = try connect()
            try ValueTable.create(on: connection)
            let select = Select { ValueTable.text }.from(ValueTable.table).where(ValueTable.id == 1)
            let sql = try select.render(dialect: .postgres).sql
            for id in 0..<20 {
                _ = try connection.fetchAll(
                    Select { ValueTable.text }.from(ValueTable.table).where(ValueTable.id == Int64(id)))
            }
            #expect(try Self.preparedCount(sql, on: connection) == 1)
            let before = connection.cachedStatementCount
            _ = try connection.fetchAll(select)
            #expect(connection.cachedStatementCount == before)
        }

        @Test(.keepsStatementsOnItsSession) func theCacheIsBoundedAndDeallocatesWhatItDrops() throws {
            let connection = try connect(PostgresConfiguration(statementCacheCapacity: 3))
            for n in 0..<10 {
                _ = try connection.fetchValue(SQLFragment(unsafeSQL: "SELECT \(n)"), as: Int64.self)
            }
            #expect(connection.cachedStatementCount == 3)
            let onServer = try connection.fetchValue(
                SQLFragment("SELECT count(*) FROM pg_prepared_statements WHERE name LIKE \("quarry_%")"),
                as: Int64.self)
            // Two of the ten, and the counting statement itself, which pushed out the oldest.
            #expect(onServer == 3)
        }

        @Test(.keepsStatementsOnItsSession) func withoutACacheNothingIsPrepared() throws {
            let connection = try connect(PostgresConfiguration(statementCacheCapacity: 0))
            #expect(
                try connection.fetchValue(
                    SQLFragment("SELECT count(*) FROM pg_prepared_statements"), as: Int64.self) == 0)
            #expect(connection.cachedStatementCount == 0)
        }

        @Test func aSchemaChangeUnderACachedStatementIsPreparedAgain() throws {
            let connection = try connect()
            try run("CREATE TABLE shape (a BIGINT)", on: connection)
            try run("INSERT INTO shape VALUES (1)", on: connection)
            let select = SQLFragment("SELECT * FROM shape")
            #expect(try connection.fetchAll(select).first?.columns == ["a"])
            try run("ALTER TABLE shape ADD COLUMN b TEXT", on: connection)
            #expect(try connection.fetchAll(select).first?.columns == ["a", "b"])
        }
    }
}
