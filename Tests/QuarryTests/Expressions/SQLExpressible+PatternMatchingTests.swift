import Quarry
import QuarryTesting
import Testing

@Suite struct PatternMatchingTests {
    @Test func like() { expectCondition(Message.content.like("a%"), #""content" LIKE ?"#, ["a%"]) }
    @Test func likeEscape() {
        expectCondition(
            Message.content.like("100\\%", escape: "\\"), #""content" LIKE ? ESCAPE ?"#, ["100\\%", "\\"])
    }
    @Test func notLike() { expectCondition(Message.content.notLike("%x"), #""content" NOT LIKE ?"#, ["%x"]) }
    @Test func notLikeEscape() {
        expectCondition(
            Message.content.notLike("a!_", escape: "!"), #""content" NOT LIKE ? ESCAPE ?"#, ["a!_", "!"])
    }
    @Test func likeColumnPattern() {
        expectCondition(Message.content.like(Message.kind), #""content" LIKE "kind""#)
    }
    @Test func glob() { expectCondition(Message.content.glob("A*"), #""content" GLOB ?"#, ["A*"]) }
    @Test func notGlob() { expectCondition(Message.kind.notGlob("[ab]?"), #""kind" NOT GLOB ?"#, ["[ab]?"]) }
    @Test func regexp() { expectCondition(Message.content.regexp("^a.*"), #""content" REGEXP ?"#, ["^a.*"]) }
    @Test func notRegexp() {
        expectCondition(Message.content.notRegexp("b$"), #""content" NOT REGEXP ?"#, ["b$"])
    }
    @Test func match() {
        expectSQL(
            Select { Column<String>("title") }.from(Table("doc")).where(Column<String>("doc").match("swift")),
            #"SELECT "title" FROM "doc" WHERE "doc" MATCH ?"#, ["swift"])
    }
    @Test func notMatch() {
        expectSQL(
            Select { Column<String>("title") }.from(Table("doc")).where(Column<String>("body").notMatch("x")),
            #"SELECT "title" FROM "doc" WHERE "body" NOT MATCH ?"#, ["x"])
    }
    @Test func escapeOfSeveralScalarsIsAnError() {
        expectRenderingError(
            Select { Message.content.like("a", escape: "e\u{301}") }, .invalidStatement, mentioning: "ESCAPE")
    }
    @Test func escapeOfTheLikeFunctionIsCheckedToo() {
        expectRenderingError(
            Select { SQL.like("a", "b", escape: "🇫🇷") }, .invalidStatement, mentioning: "ESCAPE")
    }
    @Test func patternAtComparisonLevelNeedsNoParentheses() {
        // x LIKE a < b is x LIKE (a < b): < binds tighter than LIKE.
        let pattern = SQLExpression<String>(node: (Message.kind < "m").node)
        expectCondition(Message.content.like(pattern), #""content" LIKE "kind" < ?"#, ["m"])
        expectSameValue(
            SQLExpression<String>(value: "1").like(SQLExpression<String>(node: (int(1) < 2).node)),
            asFullyParenthesized: "('1' LIKE (1 < 2))", 1)
    }
    @Test func patternAtEqualityLevelIsParenthesized() {
        let pattern = SQLExpression<String>(node: (Message.kind == "m").node)
        expectCondition(Message.content.like(pattern), #""content" LIKE ("kind" = ?)"#, ["m"])
    }
    @Test func likeAsLeftOperandOfEquality() {
        expectCondition(
            Message.content.like("a%", escape: "\\") == false, #""content" LIKE ? ESCAPE ? = ?"#,
            ["a%", "\\", 0])
        expectSameValue(
            SQLExpression<String>(value: "a").like("b", escape: "\\") == false,
            asFullyParenthesized: "(('a' LIKE 'b' ESCAPE '\\') = 0)", 1)
    }
    @Test func likeOperandConcatenationNeedsNoParentheses() {
        expectCondition(Message.content.concat("x").like("%x"), #""content" || ? LIKE ?"#, ["x", "%x"])
    }
    @Test func likeFunctionForms() {
        expectExpression(SQL.like("a%", Message.content), #"like(?, "content")"#, ["a%"])
        expectExpression(
            SQL.like("a!%", Message.content, escape: "!"), #"like(?, "content", ?)"#, ["a!%", "!"])
        expectExpression(SQL.glob("a*", Message.content), #"glob(?, "content")"#, ["a*"])
    }
}
