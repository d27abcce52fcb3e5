import Quarry
import QuarryTesting
import Testing

/// FTS3 and FTS4's auxiliary functions, against the fixture's FTS4 table.
@Suite struct FTS3FunctionsTests {
    let doc = Table("doc4")
    let rows =
        "INSERT INTO doc4 VALUES ('a', 'swift and sqlite'), ('b', 'nothing'), ('c', 'sqlite swift swift');"

    @Test func matchinfoOffsetsAndSnippet() {
        expectSQL(
            Select {
                doc.matchinfo()
                doc.matchinfo(format: "pcnal")
                doc.offsets()
                FTS3.snippet(doc)
                FTS3.snippet(doc, start: "[", end: "]", ellipsis: "…", column: 1, tokens: 4)
            }.from(doc).where(doc.match("swift")),
            #"SELECT matchinfo("doc4"), matchinfo("doc4", ?), offsets("doc4"), snippet("doc4", ?, ?, ?, ?, ?), snippet("doc4", ?, ?, ?, ?, ?) FROM "doc4" WHERE "doc4" MATCH ?"#,
            ["pcnal", "<b>", "</b>", "<b>...</b>", -1, -15, "[", "]", "…", 1, 4, "swift"])
    }

    @Test func resultsAreWhatHandWrittenSQLReturns() {
        expectSameRows(
            Select {
                FTS3.matchinfo(doc, format: "pcx")
                doc.offsets()
                FTS3.snippet(doc, start: "[", end: "]")
            }.from(doc).where(doc.match("swift")).orderBy(1),
            as: """
                SELECT matchinfo(doc4, 'pcx'), offsets(doc4), snippet(doc4, '[', ']')
                FROM doc4 WHERE doc4 MATCH 'swift' ORDER BY 1
                """,
            rows: rows)
    }

    @Test func underAnAlias() {
        let d = doc.as("d")
        expectSQL(
            Select { d.offsets() }.from(d).where(d.match("x")),
            #"SELECT offsets("d"."doc4") FROM "doc4" AS "d" WHERE "d"."doc4" MATCH ?"#, ["x"])
    }
}
