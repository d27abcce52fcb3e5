import Foundation
import Quarry
import QuarryTesting
import Testing

@Suite struct SQLFragmentTests {
    @Test func literalOnly() {
        let fragment: SQLFragment = "SELECT 1"
        expectSQL(fragment, "SELECT 1")
    }

    @Test func valuesBind() {
        let minimum: Int64 = 5
        let kind = "note"
        let fragment: SQLFragment = "SELECT * FROM message WHERE flags > \(minimum) AND kind = \(kind)"
        expectSQL(fragment, #"SELECT * FROM message WHERE flags > ? AND kind = ?"#, [5, "note"])
    }

    @Test func injectionAttemptBindsAsText() {
        let hostile = "x'; DROP TABLE message; --"
        let fragment: SQLFragment = "SELECT * FROM message WHERE content = \(hostile)"
        expectSQL(fragment, #"SELECT * FROM message WHERE content = ?"#, [.text(hostile)])
        #expect(
            fragment.description == #"SELECT * FROM message WHERE content = 'x''; DROP TABLE message; --'"#)
    }

    @Test func columnsAndTablesAreQuoted() {
        let fragment: SQLFragment =
            "SELECT \(Message.content) FROM \(Message.table) WHERE \(Message.localID) = \(1)"
        expectSQL(fragment, #"SELECT "content" FROM "message" WHERE "localID" = ?"#, [1])
    }

    @Test func identifiersAreQuotedWithQuotesDoubled() throws {
        let alias: SQLIdentifier = #"a"b"#
        let fragment: SQLFragment = "SELECT 1 AS \(alias)"
        #expect(try fragment.render().sql == #"SELECT 1 AS "a""b""#)
        try checkPreparation(of: #"SELECT 1 AS "a""b""#, arguments: 0, schema: fixtureSchema)
    }

    // A table interpolates as FROM writes it. Dropping the alias made `\(m)` name the other
    // instance of a self-join, and made the aliased columns of the same fragment name nothing.
    @Test func aTableInterpolatesWithItsSchemaAliasAndIndexHint() {
        let fragment: SQLFragment = "SELECT * FROM \(Table("message", schema: "main").as("m"))"
        expectSQL(fragment, #"SELECT * FROM "main"."message" AS "m""#)
        let hinted: SQLFragment = "SELECT * FROM \(Message.table.as("m").indexed(by: "message_createTime"))"
        expectSQL(hinted, #"SELECT * FROM "message" AS "m" INDEXED BY "message_createTime""#)
    }

    @Test func aSelfJoinWrittenAsAFragmentKeepsItsAlias() {
        let m = Message.table.as("m")
        let fragment: SQLFragment = """
            SELECT \(Message.content.qualified), \(m[Message.content]) FROM \(Message.table) JOIN \(m) \
            ON \(m[Message.localID]) = \(Message.authorID.qualified) ORDER BY \(m[Message.createTime].descending)
            """
        expectSQL(
            fragment,
            #"SELECT "message"."content", "m"."content" FROM "message" JOIN "message" AS "m" ON "m"."localID" = "message"."authorID" ORDER BY "m"."createTime" DESC"#
        )
    }

    @Test func aColumnFromAnAliasedTableInterpolatesWithTheAlias() {
        let m = Table("message", schema: "main").as("m")
        let fragment: SQLFragment = """
            SELECT \(m[Message.content]), \(m.column("kind", as: String?.self)), \
            \(Column<Int64>("flags", in: m).qualified), \(Table("author", schema: "main")[Author.name]) \
            FROM \(m), \(Table("author", schema: "main"))
            """
        expectSQL(
            fragment,
            #"SELECT "m"."content", "m"."kind", "m"."flags", "main"."author"."name" FROM "main"."message" AS "m", "main"."author""#
        )
    }

    @Test func dataBindsAsOneBlob() {
        let bytes = Data([1, 2, 3])
        let fragment: SQLFragment = "SELECT * FROM message WHERE payload = \(bytes)"
        expectSQL(fragment, #"SELECT * FROM message WHERE payload = ?"#, [.blob([1, 2, 3])])
    }

    @Test func byteArrayBindsAsOneBlob() {
        let bytes: [UInt8] = [0, 255]
        let fragment: SQLFragment = "SELECT * FROM message WHERE payload = \(bytes)"
        expectSQL(fragment, #"SELECT * FROM message WHERE payload = ?"#, [.blob([0, 255])])
    }

    @Test func nilBindsAsNull() {
        let missing: String? = nil
        let fragment: SQLFragment = "SELECT \(missing) IS NULL"
        expectSQL(fragment, #"SELECT ? IS NULL"#, [nil])
    }

    @Test func anExpressionIsParenthesized() {
        let fragment: SQLFragment = "SELECT * FROM message WHERE \(Message.flags + 1) * 2 > 4"
        expectSQL(fragment, #"SELECT * FROM message WHERE ("flags" + ?) * 2 > 4"#, [1])
    }

    @Test func aStatementInterpolates() {
        let inner = Select { Author.id }.from(Author.table).where(Author.active)
        let fragment: SQLFragment = "SELECT * FROM message WHERE authorID IN (\(inner))"
        expectSQL(
            fragment, #"SELECT * FROM message WHERE authorID IN (SELECT "id" FROM "author" WHERE "active")"#)
    }

    @Test func fragmentsNest() {
        let condition: SQLFragment = "\(Message.flags) & \(4) != 0"
        let fragment: SQLFragment =
            "SELECT localID FROM message WHERE \(condition) AND \(Message.kind) = \("a")"
        expectSQL(fragment, #"SELECT localID FROM message WHERE "flags" & ? != 0 AND "kind" = ?"#, [4, "a"])
    }

    @Test func unsafeRawIsPastedAsIs() {
        let direction = "DESC"
        let fragment: SQLFragment = "SELECT localID FROM message ORDER BY createTime \(unsafeRaw: direction)"
        expectSQL(fragment, #"SELECT localID FROM message ORDER BY createTime DESC"#)
    }

    @Test func unsafeSQLInitializer() {
        expectSQL(SQLFragment(unsafeSQL: "SELECT 2"), "SELECT 2")
    }

    @Test func inWhere() {
        expectSQL(
            Select { Message.localID }.from(Message.table).where(sql: "\(Message.flags) & \(4) != 0"),
            #"SELECT "localID" FROM "message" WHERE "flags" & ? != 0"#, [4])
    }

    @Test func inWhereAfterATypedCondition() {
        expectSQL(
            Select { Message.localID }.from(Message.table)
                .where(Message.localID > 10)
                .where(sql: "\(Message.content) LIKE \("a%") OR \(Message.kind) IS NULL"),
            #"SELECT "localID" FROM "message" WHERE "localID" > ? AND ("content" LIKE ? OR "kind" IS NULL)"#,
            [10, "a%"])
    }

    @Test func aFragmentValueIsAnUntypedExpression() {
        let recent: SQLFragment = "\(Message.createTime) > julianday('now') - \(7)"
        expectSQL(
            Select { Message.localID }.from(Message.table).where(recent || Message.flags == 0),
            // A fragment may hold an OR, which binds loosest: as a left operand of OR it needs no
            // parentheses, anywhere tighter it gets them.
            #"SELECT "localID" FROM "message" WHERE "createTime" > julianday('now') - ? OR "flags" = ?"#,
            [7, 0])
        expectSQL(
            Select { Message.localID }.from(Message.table).where(Message.flags == 0 || recent),
            #"SELECT "localID" FROM "message" WHERE "flags" = ? OR ("createTime" > julianday('now') - ?)"#,
            [0, 7])
    }

    @Test func aSingleValueFragmentNeedsNoParentheses() {
        let flag: SQLFragment = "\(Author.active)"
        expectSQL(
            Select { Author.id }.from(Author.table).where(Author.id > 1).where(sql: flag),
            #"SELECT "id" FROM "author" WHERE "id" > ? AND "active""#, [1])
    }

    @Test func typedAsAResultColumn() {
        let length: SQLFragment = "length(\(Message.content))"
        expectSQL(
            Select { length.typed(as: Int64?.self).as("n") }.from(Message.table).where(
                length.typed(as: Int64?.self) > 3),
            // The renderer cannot see into a fragment's text, so as an operand it is parenthesized.
            #"SELECT length("content") AS "n" FROM "message" WHERE (length("content")) > ?"#, [3])
    }

    @Test func untypedInHaving() {
        expectSQL(
            Select { Message.authorID }.from(Message.table).groupBy(Message.authorID).having(
                SQLFragment("count(*) > \(2)").untyped),
            #"SELECT "authorID" FROM "message" GROUP BY "authorID" HAVING count(*) > ?"#, [2])
    }

    @Test func aNulInAnInterpolatedIdentifierIsAnError() {
        let bad: SQLIdentifier = "x\0y"
        let fragment: SQLFragment = "SELECT 1 AS \(bad)"
        expectRenderingError(fragment, .invalidIdentifier, mentioning: #""x\0y""#)
    }

    @Test func anOutOfRangeValueIsAnError() {
        let fragment: SQLFragment = "SELECT \(UInt64.max)"
        expectRenderingError(fragment, .valueOutOfRange, mentioning: "UInt64 value above Int64.max")
    }

    @Test func descriptionInlinesValues() {
        let fragment: SQLFragment = "SELECT \(Data([0xCA, 0xFE])), \(2.5), \("o'k")"
        #expect(fragment.getDescription() == #"SELECT X'CAFE', 2.5, 'o''k'"#)
    }
}
