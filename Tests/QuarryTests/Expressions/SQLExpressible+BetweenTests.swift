import Quarry
import QuarryTesting
import Testing

@Suite struct BetweenTests {
    @Test func boundsOfTheExpressionsTypeOptionalOrNot() {
        expectCondition(
            Message.localID.between(1, and: Message.authorID), #""localID" BETWEEN ? AND "authorID""#, [1])
        expectCondition(
            Message.authorID.notBetween(Message.localID, and: 9), #""authorID" NOT BETWEEN "localID" AND ?"#,
            [9])
        expectCondition(
            Message.modifiedTime.between(Message.createTime, and: Message.createTime + 1.5),
            #""modifiedTime" BETWEEN "createTime" AND "createTime" + ?"#, [1.5])
    }

    @Test func betweenValues() {
        expectCondition(Message.flags.between(1, and: 5), #""flags" BETWEEN ? AND ?"#, [1, 5])
    }
    @Test func notBetweenValues() {
        expectCondition(
            Message.createTime.notBetween(1.5, and: 2.5), #""createTime" NOT BETWEEN ? AND ?"#, [1.5, 2.5])
    }
    @Test func betweenExpressions() {
        expectCondition(
            Message.localID.between(Message.flags, and: Message.flags + 10),
            #""localID" BETWEEN "flags" AND "flags" + ?"#,
            [10])
    }
    @Test func notBetweenMixed() {
        expectCondition(
            Message.localID.notBetween(0, and: Message.flags), #""localID" NOT BETWEEN ? AND "flags""#, [0])
    }
    @Test func boundsWithAndOrAreParenthesized() {
        let low = SQLExpression<Bool>(node: (Message.flags > 0 && Message.flags < 9).node)
        let high = SQLExpression<Bool>(node: (Message.flags > 0 || Message.localID > 0).node)
        expectCondition(
            (Message.flags > 1).between(low, and: high),
            #""flags" > ? BETWEEN ("flags" > ? AND "flags" < ?) AND ("flags" > ? OR "localID" > ?)"#,
            [1, 0, 9, 0, 0])
        expectSameValue(
            SQLExpression<Bool>.true.between(
                SQLExpression<Bool>.false && SQLExpression<Bool>.true,
                and: SQLExpression<Bool>.false || SQLExpression<Bool>.true),
            asFullyParenthesized: "(TRUE BETWEEN (FALSE AND TRUE) AND (FALSE OR TRUE))", 1)
    }
    @Test func lowBoundAtEqualityOrNotNeedsNoParentheses() {
        let low = SQLExpression<Int64>(node: (Message.flags == 1).node)
        expectCondition(
            Message.localID.between(low, and: 3), #""localID" BETWEEN "flags" = ? AND ?"#, [1, 3])
        let notLow = SQLExpression<Int64>(node: (!(Message.flags == 1)).node)
        expectCondition(
            Message.localID.between(notLow, and: 3), #""localID" BETWEEN NOT "flags" = ? AND ?"#, [1, 3])
        expectSameValue(
            int(0).between(SQLExpression<Int64>(node: (int(0) == 1).node), and: int(0)),
            asFullyParenthesized: "(0 BETWEEN (0 = 1) AND 0)", 1)
        expectSameValue(
            int(5).between(SQLExpression<Int64>(node: (!(int(1) == 1)).node), and: int(9)),
            asFullyParenthesized: "(5 BETWEEN (NOT (1 = 1)) AND 9)", 1)
        expectSameValue(
            int(0).between(SQLExpression<Int64>(node: int(5).in([5]).node), and: int(1)),
            asFullyParenthesized: "(0 BETWEEN (5 IN (5)) AND 1)", 0)
    }
    @Test func lowBoundThatIsABetweenNeedsNoParentheses() {
        let inner = SQLExpression<Int64>(node: int(1).between(0, and: 2).node)
        #expect(int(2).between(inner, and: int(3)).description == "2 BETWEEN 1 BETWEEN 0 AND 2 AND 3")
        expectSameValue(
            int(2).between(inner, and: int(3)), asFullyParenthesized: "(2 BETWEEN (1 BETWEEN 0 AND 2) AND 3)",
            1)
    }
    @Test func notAsUpperBoundIsParenthesized() {
        // Unparenthesized, NOT would take what follows the BETWEEN: x BETWEEN a AND NOT b = c.
        let high = SQLExpression<Int64>(node: (!SQLExpression<Bool>.false).node)
        expectSameValue(
            int(1).between(int(0), and: high) == false,
            asFullyParenthesized: "((1 BETWEEN 0 AND (NOT FALSE)) = 0)", 0)
        #expect((int(1).between(int(0), and: high) == false).description == "1 BETWEEN 0 AND (NOT FALSE) = 0")
    }
    @Test func highBoundAtEqualityIsParenthesized() {
        expectSameValue(
            int(1).between(int(0), and: SQLExpression<Int64>(node: (int(2) == 2).node)),
            asFullyParenthesized: "(1 BETWEEN 0 AND (2 = 2))", 1)
        expectCondition(
            Message.flags.between(0, and: SQLExpression<Int64>(node: (Message.localID == 2).node)),
            #""flags" BETWEEN ? AND ("localID" = ?)"#, [0, 2])
    }
    @Test func arithmeticBoundsNeedNoParentheses() {
        expectCondition(
            Message.flags.between(Message.localID - 1, and: Message.localID * 2),
            #""flags" BETWEEN "localID" - ? AND "localID" * ?"#, [1, 2])
    }
    @Test func betweenInsideAnd() {
        expectCondition(
            Message.flags.between(1, and: 2) && Message.localID > 0,
            #""flags" BETWEEN ? AND ? AND "localID" > ?"#, [1, 2, 0])
        expectSameValue(
            int(5).between(1, and: 9) && int(1) > 0,
            asFullyParenthesized: "((5 BETWEEN 1 AND 9) AND (1 > 0))", 1)
    }
    @Test func betweenAsOperandOfEquality() {
        expectSameValue(
            int(5).between(1, and: 3) == false, asFullyParenthesized: "((5 BETWEEN 1 AND 3) = 0)", 1)
        expectSameValue(
            SQLExpression<Bool>.false == int(5).between(1, and: 3),
            asFullyParenthesized: "(0 = (5 BETWEEN 1 AND 3))", 1)
    }
}
