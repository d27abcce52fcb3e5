import Quarry
import QuarryTesting
import Testing

@Suite struct TextOperatorTests {
    @Test func concatWithAnOptionalIsOptional() {
        let expression: SQLExpression<String?> = Author.name.concat(Author.email)
        expectAuthorExpression(expression, #""name" || "email""#)
        let value: String? = nil
        let withValue: SQLExpression<String?> = Author.name.concat(value)
        expectAuthorExpression(withValue, #""name" || ?"#, [.null])
        let plain: SQLExpression<String> = Author.name.concat("!")
        expectAuthorExpression(plain, #""name" || ?"#, ["!"])
        let optionalFirst: SQLExpression<String?> = Author.email.concat(Author.name)
        expectAuthorExpression(optionalFirst, #""email" || "name""#)
        expectSameRows(
            Select { Author.name.concat(Author.email) }.from(Author.table).orderBy(Author.id),
            as: "SELECT name || email FROM author ORDER BY id")
    }

    private func expectAuthorExpression(
        _ expression: some SQLExpressible, _ sql: String, _ arguments: [SQLValue] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectSQL(
            Select { expression }.from(Author.table), "SELECT " + sql + #" FROM "author""#, arguments,
            sourceLocation: sourceLocation)
    }

    @Test func concatValue() { expectExpression(Message.content.concat("!"), #""content" || ?"#, ["!"]) }
    @Test func concatColumn() {
        expectExpression(Message.content.concat(Message.kind), #""content" || "kind""#)
    }
    @Test func concatChainNeedsNoParentheses() {
        expectExpression(
            Message.content.concat("-").concat(Message.kind), #""content" || ? || "kind""#, ["-"])
    }
    @Test func concatRightChainIsParenthesized() {
        expectExpression(
            Message.content.concat(Message.kind.concat("-")), #""content" || ("kind" || ?)"#, ["-"])
    }
    @Test func concatOfSumIsParenthesized() {
        let sum = SQLExpression<String>(node: (Message.flags + 1).node)
        expectExpression(Message.content.concat(sum), #""content" || ("flags" + ?)"#, [1])
        expectSameValue(
            SQLExpression<String>(value: "a").concat(SQLExpression<String>(node: (int(1) + 2).node)),
            asFullyParenthesized: "('a' || (1 + 2))", "a3")
    }
    @Test func concatInsideSumNeedsNoParentheses() {
        let text = SQLExpression<Int64>(node: Message.content.concat("1").node)
        expectExpression(text + 1, #""content" || ? + ?"#, ["1", 1])
        expectSameValue(
            SQLExpression<Int64>(node: SQLExpression<String>(value: "1").concat("2").node) + 1,
            asFullyParenthesized: "(('1' || '2') + 1)", 13)
    }
    @Test func jsonArrow() { expectExpression(Message.meta.json(at: "$.a"), #""meta" -> ?"#, ["$.a"]) }
    @Test func jsonDoubleArrow() {
        expectExpression(Message.meta.jsonValue(at: "$.a.b"), #""meta" ->> ?"#, ["$.a.b"])
    }
    @Test func jsonDoubleArrowTyped() {
        let count: SQLExpression<Int64?> = Message.meta.jsonValue(at: "count", as: Int64?.self)
        expectCondition(count > 3, #""meta" ->> ? > ?"#, ["count", 3])
    }
    @Test func jsonArrowChain() {
        expectExpression(Message.meta.json(at: "a").jsonValue(at: 0), #""meta" -> ? ->> ?"#, ["a", 0])
    }
    @Test func jsonArrowsEvaluate() {
        expectSameValue(
            SQLExpression<String>(value: #"{"a":[1,2]}"#).json(at: "$.a").jsonValue(at: 1),
            asFullyParenthesized: #"(('{"a":[1,2]}' -> '$.a') ->> 1)"#, 2)
    }
}
