import Quarry
import QuarryTesting
import Testing

@Suite struct CreateVirtualTableTests {
    @Test func namedByATable() {
        expectSQL(
            CreateVirtualTable(Table("note_fts"), using: "fts5", .column("title")),
            #"CREATE VIRTUAL TABLE "note_fts" USING fts5("title")"#)
    }

    @Test func fts5Columns() {
        expectSQL(
            CreateVirtualTable("note_fts", using: "fts5", .column("title"), .column("body")),
            #"CREATE VIRTUAL TABLE "note_fts" USING fts5("title", "body")"#)
    }

    @Test func ifNotExists() {
        expectSQL(
            CreateVirtualTable("doc", ifNotExists: true, using: "fts5", .column("title"), .column("body")),
            #"CREATE VIRTUAL TABLE IF NOT EXISTS "doc" USING fts5("title", "body")"#)
    }

    @Test func schemaQualified() {
        expectSQL(
            CreateVirtualTable(TableName("note_fts", schema: "main"), using: "fts5", .column("body")),
            #"CREATE VIRTUAL TABLE "main"."note_fts" USING fts5("body")"#)
    }

    @Test func tokenizeOption() {
        expectSQL(
            CreateVirtualTable(
                "note_fts", using: "fts5", .column("body"), .option("tokenize", "porter unicode61")),
            #"CREATE VIRTUAL TABLE "note_fts" USING fts5("body", tokenize='porter unicode61')"#)
    }

    @Test func externalContent() {
        expectSQL(
            CreateVirtualTable(
                "message_fts", using: "fts5", .column("content"), .option("content", "message"),
                .option("content_rowid", "localID")),
            #"CREATE VIRTUAL TABLE "message_fts" USING fts5("content", content='message', content_rowid='localID')"#
        )
    }

    @Test func contentlessTable() {
        expectSQL(
            CreateVirtualTable("bare_fts", using: "fts5", .column("a"), .option("content", "")),
            #"CREATE VIRTUAL TABLE "bare_fts" USING fts5("a", content='')"#)
    }

    @Test func unindexedColumnAndNumericOptions() {
        expectSQL(
            CreateVirtualTable(
                "note_fts", using: "fts5", .column("body"), .unindexed("id"), .option("prefix", 2),
                .option("columnsize", 0), .option("detail", "none")),
            #"CREATE VIRTUAL TABLE "note_fts" USING fts5("body", "id" UNINDEXED, prefix=2, columnsize=0, detail='none')"#
        )
    }

    @Test func quoteInOptionValueIsDoubled() {
        expectSQL(
            CreateVirtualTable(
                "note_fts", using: "fts5", .column("body"), .option("tokenize", "unicode61 tokenchars '-'")),
            #"CREATE VIRTUAL TABLE "note_fts" USING fts5("body", tokenize='unicode61 tokenchars ''-''')"#)
    }

    @Test func rtreeWithTypedColumns() {
        expectSQL(
            CreateVirtualTable(
                "box", using: "rtree", .column("id"), .column("minX"), .column("maxX"),
                .column("label", SQLTypeName("TEXT"))),
            #"CREATE VIRTUAL TABLE "box" USING rtree("id", "minX", "maxX", "label" TEXT)"#)
    }

    @Test func moduleWithoutArguments() {
        expectSQL(
            CreateVirtualTable("vocab", using: "fts5vocab"),
            #"CREATE VIRTUAL TABLE "vocab" USING fts5vocab"#)
    }

    /// Preparing a CREATE VIRTUAL TABLE does not run the module, so these run for real: FTS5 must
    /// accept every column form and option the golden tests above render.
    @Test func fts5AcceptsTheRenderedArguments() throws {
        let database = try SQLiteScratchDatabase(schema: fixtureSchema.sql)
        let statements = [
            CreateVirtualTable(
                "a_fts", using: "fts5", .column("body"), .option("tokenize", "porter unicode61")),
            CreateVirtualTable(
                "b_fts", using: "fts5", .column("content"), .option("content", "message"),
                .option("content_rowid", "localID")),
            CreateVirtualTable(
                "c_fts", using: "fts5", .column("body"), .unindexed("id"), .option("prefix", 2),
                .option("columnsize", 0), .option("detail", "none")),
            CreateVirtualTable(
                "d_fts", using: "fts5", .column("body"), .option("tokenize", "unicode61 tokenchars '-'")),
            CreateVirtualTable("e_fts", using: "fts5", .column("a"), .option("content", "")),
        ]
        for statement in statements {
            try database.execute(try statement.render().sql)
        }
    }

    @Test func invalidModuleName() {
        expectRenderingError(
            CreateVirtualTable("x", using: "fts5(a); DROP TABLE message; --"), .invalidName,
            mentioning: "module")
    }

    @Test func invalidOptionKey() {
        expectRenderingError(
            CreateVirtualTable("x", using: "fts5", .column("a"), .option("to ken", "x")), .invalidName,
            mentioning: "module option")
    }

    @Test func nulInColumn() {
        expectRenderingError(
            CreateVirtualTable("x", using: "fts5", .column("a\0")), .invalidIdentifier, mentioning: "NUL")
    }
}

@Suite struct FTS5FunctionTests {
    let doc = Table("doc")

    @Test func auxiliaryFunctionsFromTheTable() {
        expectSQL(
            Select {
                doc.highlight(column: 0, open: "[", close: "]")
                doc.snippet(column: -1, open: "[", close: "]", ellipsis: "…", tokens: 8)
            }.from(doc).where(doc.match("x")).orderBy(doc.bm25(), doc.bm25(2.0, 1.0)),
            #"SELECT highlight("doc", ?, ?, ?), snippet("doc", ?, ?, ?, ?, ?) FROM "doc" WHERE "doc" MATCH ? ORDER BY bm25("doc"), bm25("doc", ?, ?)"#,
            [0, "[", "]", -1, "[", "]", "…", 8, "x", 2.0, 1.0])
        expectSameRows(
            Select { doc.highlight(column: 1, open: "[", close: "]") }.from(doc).where(doc.match("swift")),
            as: "SELECT highlight(doc, 1, '[', ']') FROM doc WHERE doc MATCH 'swift'",
            rows: "INSERT INTO doc VALUES ('a', 'swift and sqlite'), ('b', 'nothing');")
    }

    @Test func matchBindsTheQuery() {
        expectSQL(
            Select.all.from(doc).where(doc.match("swift AND sqlite")),
            #"SELECT * FROM "doc" WHERE "doc" MATCH ?"#, ["swift AND sqlite"])
    }

    @Test func matchUnderAlias() {
        let d = doc.as("d")
        expectSQL(
            Select.all.from(d).where(d.match("x")),
            #"SELECT * FROM "doc" AS "d" WHERE "d"."doc" MATCH ?"#, ["x"])
    }

    @Test func matchExpression() {
        expectSQL(
            Select.all.from(doc).where(
                doc.match(expression: call("lower", SQLExpression(value: "SWIFT"), as: String.self))),
            #"SELECT * FROM "doc" WHERE "doc" MATCH lower(?)"#, ["SWIFT"])
    }

    @Test func bm25Ordering() {
        expectSQL(
            Select.all.from(doc).where(doc.match("x")).orderBy(FTS5.bm25(doc)),
            #"SELECT * FROM "doc" WHERE "doc" MATCH ? ORDER BY bm25("doc")"#, ["x"])
    }

    @Test func bm25WithWeights() {
        expectSQL(
            Select { FTS5.bm25(doc, 10.0, 1.0) }.from(doc).where(doc.match("x")),
            #"SELECT bm25("doc", ?, ?) FROM "doc" WHERE "doc" MATCH ?"#, [10.0, 1.0, "x"])
    }

    @Test func highlight() {
        expectSQL(
            Select { FTS5.highlight(doc, column: 0, open: "<b>", close: "</b>") }.from(doc).where(
                doc.match("x")),
            #"SELECT highlight("doc", ?, ?, ?) FROM "doc" WHERE "doc" MATCH ?"#, [0, "<b>", "</b>", "x"])
    }

    @Test func snippet() {
        expectSQL(
            Select { FTS5.snippet(doc, column: -1, open: "[", close: "]", ellipsis: "…", tokens: 8) }.from(
                doc
            ).where(
                doc.match("x")),
            #"SELECT snippet("doc", ?, ?, ?, ?, ?) FROM "doc" WHERE "doc" MATCH ?"#,
            [-1, "[", "]", "…", 8, "x"])
    }

    @Test func auxiliaryFunctionUnderAlias() {
        let d = doc.as("d")
        expectSQL(
            Select { FTS5.bm25(d) }.from(d).where(d.match("x")),
            #"SELECT bm25("d"."doc") FROM "doc" AS "d" WHERE "d"."doc" MATCH ?"#, ["x"])
    }

    @Test func rankColumn() {
        expectSQL(
            Select { doc.column("title", as: String.self) }.from(doc).where(doc.match("x")).orderBy(
                Column<Double>("rank")),
            #"SELECT "doc"."title" FROM "doc" WHERE "doc" MATCH ? ORDER BY "rank""#, ["x"])
    }
}
