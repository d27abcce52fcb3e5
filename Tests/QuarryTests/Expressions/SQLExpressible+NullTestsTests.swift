import Quarry
import QuarryTesting
import Testing

@Suite struct NullTestTests {
    @Test func isValue() { expectCondition(Message.kind.is("a"), #""kind" IS ?"#, ["a"]) }
    @Test func isNil() { expectCondition(Message.kind.is(nil), #""kind" IS NULL"#) }
    @Test func isExpression() { expectCondition(Message.kind.is(Message.content), #""kind" IS "content""#) }
    @Test func isNotValue() { expectCondition(Message.authorID.isNot(3), #""authorID" IS NOT ?"#, [3]) }
    @Test func isNotNil() { expectCondition(Message.authorID.isNot(nil), #""authorID" IS NOT NULL"#) }
    @Test func isNotExpression() {
        expectCondition(Message.authorID.isNot(Message.localID), #""authorID" IS NOT "localID""#)
    }
    @Test func isDistinctFrom() {
        expectCondition(Message.kind.isDistinct(from: "x"), #""kind" IS DISTINCT FROM ?"#, ["x"])
    }
    @Test func isDistinctFromExpression() {
        expectCondition(Message.kind.isDistinct(from: Message.content), #""kind" IS DISTINCT FROM "content""#)
    }
    @Test func isNotDistinctFrom() {
        expectCondition(Message.kind.isNotDistinct(from: nil), #""kind" IS NOT DISTINCT FROM NULL"#)
    }
    @Test func isNullPostfix() { expectCondition(Message.content.isNull, #""content" ISNULL"#) }
    @Test func notNullPostfix() { expectCondition(Message.content.notNull, #""content" NOTNULL"#) }

    @Test func postfixOperandBelowEqualityIsParenthesized() {
        expectCondition((Message.flags == 1).isNull, #""flags" = ? ISNULL"#, [1])
        expectCondition(
            (Message.flags == 1 && Message.flags == 2).notNull, #"("flags" = ? AND "flags" = ?) NOTNULL"#,
            [1, 2])
        expectCondition(!(Message.content.isNull), #"NOT "content" ISNULL"#)
    }

    @Test func postfixAsRightOperandIsParenthesized() {
        expectCondition(
            SQLExpression<Bool>.true == Message.content.isNull, #"TRUE = ("content" ISNULL)"#)
    }

    @Test func isAndEqualityEvaluateAlike() {
        expectSameValue(SQLExpression<Int64?>(value: nil).is(nil), asFullyParenthesized: "(NULL IS NULL)", 1)
        expectSameValue(
            (int(1) == 2).is(SQLExpression<Bool>.false), asFullyParenthesized: "((1 = 2) IS FALSE)", 1)
    }
}
