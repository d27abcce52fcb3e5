import QuarryPostgres
import QuarrySQLite
import Testing

extension PostgresTests {
    /// An ORDER BY on a nullable column returns the rows in SQLite's order on PostgreSQL too
    /// (NULLs first ascending, last descending), so a LIMIT keeps the same rows.
    @Suite struct NullOrder {
        static let table = Table("scores")
        static let id = Column<Int64>("id", in: table)
        static let score = Column<Int64?>("score", in: table)
        static let schema = "CREATE TABLE scores (id BIGINT PRIMARY KEY, score BIGINT)"
        static let rows = "INSERT INTO scores VALUES (1, 10), (2, NULL), (3, 5), (4, NULL)"

        static let statements: [Select] = [
            Select { id }.from(table).orderBy(score, id).limit(3),
            Select { id }.from(table).orderBy(score.descending, id).limit(3),
            Select { id }.from(table).orderBy(score.nullsLast, id).limit(3),
        ]

        @Test func postgresReturnsTheRowsSQLiteReturns() throws {
            let postgres = try connect()
            try run(Self.schema, on: postgres)
            try run(Self.rows, on: postgres)
            let sqlite = try Database(path: ":memory:")
            try sqlite.execute(SQLFragment(unsafeSQL: Self.schema))
            try sqlite.execute(SQLFragment(unsafeSQL: Self.rows))
            for statement in Self.statements {
                let expected = try sqlite.fetchAll(statement) { row in try row[0] as Int64 }
                #expect(try postgres.fetchValues(statement, as: Int64.self) == expected)
            }
            #expect(try postgres.fetchValues(Self.statements[0], as: Int64.self) == [2, 4, 3])
        }
    }
}
