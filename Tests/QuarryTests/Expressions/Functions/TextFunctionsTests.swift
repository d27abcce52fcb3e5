import Quarry
import QuarryTesting
import Testing

@Suite struct TextFunctionsTests {
    @Test func lowerUpper() {
        expectExpression(SQL.lower(Message.content), #"lower("content")"#)
        expectExpression(SQL.upper(Message.kind), #"upper("kind")"#)
    }
    @Test func trims() {
        expectExpression(SQL.trim(Message.content), #"trim("content")"#)
        expectExpression(SQL.ltrim(Message.content, "x"), #"ltrim("content", ?)"#, ["x"])
        expectExpression(SQL.rtrim(Message.content, " ."), #"rtrim("content", ?)"#, [" ."])
    }
    @Test func lengthAndInstr() {
        expectExpression(SQL.length(Message.content), #"length("content")"#)
        expectExpression(SQL.instr(Message.content, "@"), #"instr("content", ?)"#, ["@"])
    }
    @Test func substr() {
        expectExpression(SQL.substr(Message.content, 2), #"substr("content", ?)"#, [2])
        expectExpression(SQL.substr(Message.content, 1, 3), #"substr("content", ?, ?)"#, [1, 3])
    }
    @Test func replace() {
        expectExpression(
            SQL.replace(Message.content, "a", Message.kind), #"replace("content", ?, "kind")"#, ["a"])
    }
    @Test func charAndUnicode() {
        expectSQL(
            Select {
                SQL.char(72, 105)
                SQL.unicode("A")
            }, "SELECT char(?, ?), unicode(?)", [72, 105, "A"])
    }
    @Test func soundex() {
        expectExpression(SQL.soundex(Message.content.qualified), #"soundex("message"."content")"#)
    }
    @Test func formatAndPrintf() {
        expectExpression(
            SQL.format("%d-%s", Message.flags, Message.kind), #"format(?, "flags", "kind")"#, ["%d-%s"])
        expectExpression(SQL.printf("%.2f", Message.createTime), #"printf(?, "createTime")"#, ["%.2f"])
    }
    @Test func textFunctionsEvaluate() {
        expectSameValue(
            SQL.upper(SQLExpression<String>(value: "ab")), asFullyParenthesized: "upper('ab')", "AB")
        expectSameValue(
            SQL.substr(SQLExpression<String>(value: "hello"), 2, 3),
            asFullyParenthesized: "substr('hello', 2, 3)", "ell")
        expectSameValue(SQL.soundex("Robert"), asFullyParenthesized: "soundex('Robert')", "R163")
    }
}
