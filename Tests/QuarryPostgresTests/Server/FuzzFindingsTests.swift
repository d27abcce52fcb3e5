import QuarryPostgres
import QuarryTesting
import Testing

extension PostgresTests {
    /// What the fuzz oracles found on the server, each as a hand-written case: the PostgreSQL text
    /// by hand, prepared and run on the server against the fuzz schema (SQLite's text is
    /// unchanged: the SQLite golden and fuzz suites hold it).
    @Suite struct FuzzFindings {
        static let id = ExpressionNode.column(ColumnReference(table: "item", name: "id"))
        static let name = ExpressionNode.column(ColumnReference(table: "item", name: "name"))

        static func selecting(_ node: ExpressionNode) -> Select {
            Select(columns: [.expression(node, alias: nil)]).from(Table("item"))
        }

        static func expectPostgres(
            _ statement: some SQLRenderable, _ sql: String, _ arguments: [SQLValue] = [],
            rows: [[SQLValue]]? = nil, on connection: PostgresConnection,
            sourceLocation: SourceLocation = #_sourceLocation
        ) throws {
            let rendered = try statement.render(dialect: .postgres)
            #expect(rendered.sql == sql, sourceLocation: sourceLocation)
            #expect(rendered.arguments == arguments, sourceLocation: sourceLocation)
            #expect(
                PostgresFuzzOracle.checkPreparesAsOneStatement(statement, on: connection) == .held,
                sourceLocation: sourceLocation)
            if let rows {
                #expect(try connection.values(statement) == rows, sourceLocation: sourceLocation)
                #expect(try connection.describedValues(statement) == rows, sourceLocation: sourceLocation)
            }
        }

        /// PostgreSQL's grammar has no `IN ()`; SQLite's is false (NOT IN true) even for NULL.
        @Test func emptyInListIsAnEmptyArray() throws {
            let connection = try PostgresFuzzFixture.connection()
            try Self.expectPostgres(
                Select(columns: [
                    .expression(.in(negated: false, .value(1), .list([])), alias: nil),
                    .expression(.in(negated: true, .value(.null), .list([])), alias: nil),
                ]), "SELECT ($1 = ANY ('{}')), ($2 <> ALL ('{}'))", [1, .null],
                rows: [[.integer(0), .integer(1)]],
                on: connection)
            try Self.expectPostgres(
                Self.selecting(.in(negated: false, Self.name, .list([]))).where(
                    SQLExpression<Bool>(node: .in(negated: true, Self.id, .list([])))),
                #"SELECT ("item"."name" = ANY ('{}')) FROM "item" WHERE ("item"."id" <> ALL ('{}'))"#,
                on: connection)
        }

        /// PostgreSQL's BETWEEN takes only a `b_expr` as its lower bound: no ISNULL, comparison,
        /// LIKE, BETWEEN, IN or NOT there without parentheses.
        @Test func betweenLowerBoundIsParenthesized() throws {
            let connection = try PostgresFuzzFixture.connection()
            let yes = ExpressionNode.keyword(.true)
            let isNull = ExpressionNode.nullTest(Self.name, isNull: true)
            try Self.expectPostgres(
                Self.selecting(.between(negated: false, yes, isNull, yes)),
                #"SELECT TRUE BETWEEN ("item"."name" ISNULL) AND TRUE FROM "item""#, on: connection)
            let inner = ExpressionNode.between(negated: true, Self.id, .value(1), .value(2))
            try Self.expectPostgres(
                Self.selecting(.between(negated: false, yes, inner, yes)),
                #"SELECT TRUE BETWEEN ("item"."id" NOT BETWEEN $1 AND $2) AND TRUE FROM "item""#, [1, 2],
                on: connection)
            try Self.expectPostgres(
                Self.selecting(.between(negated: false, yes, .binary(.less, Self.id, .value(3)), yes)),
                #"SELECT TRUE BETWEEN ("item"."id" < $1) AND TRUE FROM "item""#, [3], on: connection)
        }

        /// NULL, TRUE, FALSE and a Swift `Bool` are literals in PostgreSQL's ORDER BY and GROUP BY
        /// even when values are bound, and a bare non-integer constant there is refused.
        @Test func keywordOrderingTermsAreCastWhenBound() throws {
            let connection = try PostgresFuzzFixture.connection()
            let select = Self.selecting(.value(1)).groupBy(UntypedExpression(node: .keyword(.null)))
                .orderBy(UntypedExpression(node: .keyword(.true)))
            try Self.expectPostgres(
                select,
                #"SELECT $1 FROM "item" GROUP BY CAST(NULL AS BOOLEAN) ORDER BY CAST(TRUE AS BOOLEAN) NULLS FIRST"#,
                [1],
                rows: [[.integer(1)]], on: connection)
        }

        /// PostgreSQL's comma binds below JOIN, so SQLite's `a, b JOIN c ON a.x` would not see `a`.
        @Test func commaJoinIsCrossJoin() throws {
            let connection = try PostgresFuzzFixture.connection()
            let owner = Table("owner").as("o")
            let code = Table("code").as("c")
            let condition = ExpressionNode.binary(
                .equal, Self.id, .column(ColumnReference(table: "o", name: "id")))
            let from = Table("item").join(.comma, owner).join(
                .left, code, on: SQLExpression<Bool>(node: condition))
            try Self.expectPostgres(
                Select(columns: [.expression(Self.id, alias: nil)]).from(from).orderBy(
                    UntypedExpression(node: Self.id)
                )
                .limit(1),
                #"SELECT "item"."id" FROM "item" CROSS JOIN "owner" AS "o" LEFT JOIN "code" AS "c" ON "item"."id" = "o"."id" ORDER BY "item"."id" NULLS FIRST LIMIT $1"#,
                [1], rows: [[.integer(Int64.min)]], on: connection)
            try Self.expectPostgres(
                Select.all.from(Table("code").join(.naturalCross, Table("code").as("d"))),
                #"SELECT * FROM "code" NATURAL JOIN "code" AS "d""#, on: connection)
        }

        /// SQLite lets a CTE read itself without RECURSIVE; PostgreSQL needs the word ("relation
        /// does not exist").
        @Test func selfReadingCTEIsRecursive() throws {
            let connection = try PostgresFuzzFixture.connection()
            let n = ExpressionNode.column(ColumnReference(name: "n"))
            let step = Select(columns: [.expression(.binary(.add, n, .value(1)), alias: nil)]).from(
                Table("cte")
            )
            .where(SQLExpression<Bool>(node: .binary(.less, n, .value(3))))
            let cte = CommonTableExpression("cte", columns: ["n"], as: Select.values([[1]]).unionAll(step))
            try Self.expectPostgres(
                Select.all.from(Table("cte")).with(cte),
                #"WITH RECURSIVE "cte"("n") AS (VALUES ($1) UNION ALL SELECT "n" + $2 FROM "cte" WHERE "n" < $3) SELECT * FROM "cte""#,
                [1, 1, 3], rows: [[.integer(1)], [.integer(2)], [.integer(3)]], on: connection)
            // A CTE that is no compound cannot read itself: its WITH stays as written.
            try Self.expectPostgres(
                Select.all.from(Table("one")).with(CommonTableExpression("one", as: Select.values([[1]]))),
                #"WITH "one" AS (VALUES ($1)) SELECT * FROM "one""#, [1], rows: [[.integer(1)]],
                on: connection)
        }

        /// SQLite's `UNSIGNED BIG INT` is its 64-bit integer, and a syntax error in PostgreSQL; a
        /// cast to it drops the fraction as SQLite's does (through numeric, as for every integer
        /// type).
        @Test func unsignedBigIntIsBigint() throws {
            let connection = try PostgresFuzzFixture.connection()
            try Self.expectPostgres(
                Select(columns: [.expression(.cast(.value("7"), SQLTypeName("UNSIGNED BIG INT")), alias: nil)]
                ),
                "SELECT CAST(trunc(CAST($1 AS NUMERIC)) AS BIGINT)", ["7"], rows: [[.integer(7)]],
                on: connection)
        }
    }
}

extension PostgresTests.FuzzFindings {
    /// SQLite ignores a type's sizes; PostgreSQL would truncate (`CAST(… AS VARCHAR(3))`), pad
    /// (`CHAR(5)`) or round (`NUMERIC(5, 1)`) without a word. The sizes are left out and the
    /// fixed-width character types are TEXT, so the value is what SQLite would give.
    @Test func typeSizesNeverTruncatePadOrRound() throws {
        let connection = try PostgresFuzzFixture.connection()
        try Self.expectPostgres(
            Select(columns: [
                .expression(.cast(.value("abcdef"), SQLTypeName("VARCHAR", 3)), alias: nil),
                .expression(.cast(.value("ab"), SQLTypeName("CHAR(5)")), alias: nil),
                .expression(.cast(.value(1.25), SQLTypeName("NUMERIC", 5, 1)), alias: nil),
                .expression(.cast(.value("xyz"), SQLTypeName("NATIVE CHARACTER", 1)), alias: nil),
            ]),
            "SELECT CAST($1 AS VARCHAR), CAST($2 AS TEXT), CAST($3 AS NUMERIC), CAST($4 AS TEXT)",
            ["abcdef", "ab", 1.25, "xyz"],
            rows: [[.text("abcdef"), .text("ab"), .real(1.25), .text("xyz")]], on: connection)
        #expect(
            try Select(columns: [.expression(.cast(.value("abcdef"), SQLTypeName("VARCHAR", 3)), alias: nil)])
                .render().sql == "SELECT CAST(? AS VARCHAR(3))")
    }
}
