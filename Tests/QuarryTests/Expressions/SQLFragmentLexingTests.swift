import Quarry
import QuarryTesting
import Testing

/// Fragment text must not change how the SQL that Quarry writes after it, or between its pieces,
/// is read: a comment that runs to the end of the text ends there, interpolations are not put
/// inside a comment or quoted text, and text that ends inside quotes or holds a NUL is refused.
@Suite struct SQLFragmentLexingTests {
    let select = Select { Message.localID }.from(Message.table)

    @Test func lineCommentEndsWithTheFragment() {
        expectSQL(
            select.where(sql: "flags > 0 -- a note").orderBy(Message.localID.descending).limit(1),
            "SELECT \"localID\" FROM \"message\" WHERE flags > 0 -- a note\n ORDER BY \"localID\" DESC LIMIT ?",
            [1])
    }

    @Test func lineCommentInAnOperandEndsWithIt() {
        let fragment: SQLFragment = "flags -- the flags"
        expectExpression(
            Message.localID + fragment.typed(as: Int64.self), "\"localID\" + (flags -- the flags\n)")
    }

    @Test func unterminatedBlockCommentEndsWithTheFragment() {
        expectSQL(
            select.where(sql: "flags > 0 /* a note").orderBy(Message.localID),
            #"SELECT "localID" FROM "message" WHERE flags > 0 /* a note */ ORDER BY "localID""#)
        expectSQL(
            select.where(sql: "flags > 0 /*").limit(1),
            #"SELECT "localID" FROM "message" WHERE flags > 0 /* */ LIMIT ?"#, [1])
    }

    @Test func commentMarkersInsideQuotesAreText() {
        expectSQL(
            select.where(sql: "content = '-- /*' AND kind = 'it''s' AND \"flags\" = [flags]").limit(1),
            #"SELECT "localID" FROM "message" WHERE content = '-- /*' AND kind = 'it''s' AND "flags" = [flags] LIMIT ?"#,
            [1])
    }

    @Test func closedCommentsStayAsWritten() {
        expectSQL(
            select.where(sql: "flags > 0 /* note */ -- more\n AND flags < 9").limit(1),
            "SELECT \"localID\" FROM \"message\" WHERE flags > 0 /* note */ -- more\n AND flags < 9 LIMIT ?",
            [1])
    }

    @Test func textEndingInsideQuotesIsRefused() {
        for text in ["content = 'abc", "content = 'it''s", "\"content = 1", "`content = 1", "[content = 1"] {
            expectRenderingError(
                select.where(sql: SQLFragment(unsafeSQL: text)).limit(1), .invalidStatement,
                mentioning: "quoted")
        }
    }

    @Test func interpolationInsideACommentOrQuotesIsRefused() {
        let value: Int64 = 1
        let inComment: SQLFragment = "flags > 0 -- not \(value)"
        let inBlock: SQLFragment = "flags > 0 /* \(value) */"
        let inQuotes: SQLFragment = "content = '\(value)'"
        let inName: SQLFragment = "\"\(Message.content)\" = 1"
        for fragment in [inComment, inBlock, inQuotes, inName] {
            expectRenderingError(select.where(sql: fragment), .invalidStatement, mentioning: "inside")
        }
    }

    @Test func nulInFragmentTextIsRefused() {
        expectRenderingError(
            select.where(sql: SQLFragment(unsafeSQL: "flags > 0\0 OR 1")), .invalidStatement,
            mentioning: "NUL")
    }

    @Test func minusBeforeAnInterpolatedNegativeValueStaysAnOperator() {
        // A node interpolated as a renderable is written without parentheses: inlined, "-1"
        // right after "-" would make a comment of the rest.
        let value = ExpressionNode.value(.integer(-1))
        let fragment: SQLFragment = "SELECT 2 -\(value)"
        expectSQL(fragment, "SELECT 2 - ?", [-1])
        #expect(fragment.description == "SELECT 2 - -1")
        #expect(evaluate(fragment.description) == .integer(3))
    }

    @Test func slashBeforeAnInterpolatedStarStaysAnOperator() {
        let star: SQLFragment = "SELECT count(\(ExpressionNode.star(table: nil))) FROM message"
        expectSQL(star, "SELECT count(*) FROM message")
        let afterSlash: SQLFragment = "SELECT 1 /\(ResultColumn.all) FROM message"
        #expect(afterSlash.description == "SELECT 1 / * FROM message")
    }
}
