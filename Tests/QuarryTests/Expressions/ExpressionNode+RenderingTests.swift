import Quarry
import QuarryTesting
import Testing

/// Each level of the precedence table against its neighbours: the case that needs parentheses
/// and the case that must not have them, checked as text and, for the tricky ones, by evaluating
/// the minimal form against a fully parenthesized one in SQLite.
@Suite struct PrecedenceTests {
    let a = Message.localID
    let b = Message.flags
    let c = Message.authorID

    // OR / AND
    @Test func orInsideAndIsParenthesized() {
        expectCondition(
            (a > 0 || b > 0) && c > 0, #"("localID" > ? OR "flags" > ?) AND "authorID" > ?"#, [0, 0, 0])
    }
    @Test func andInsideOrIsNot() {
        expectCondition(
            a > 0 || b > 0 && c > 0, #""localID" > ? OR "flags" > ? AND "authorID" > ?"#, [0, 0, 0])
    }
    @Test func rightNestedAndIsParenthesized() {
        expectCondition(
            a > 0 && (b > 0 && c > 0), #""localID" > ? AND ("flags" > ? AND "authorID" > ?)"#, [0, 0, 0])
    }
    @Test func orAndEvaluate() {
        let t = SQLExpression<Bool>.true
        let f = SQLExpression<Bool>.false
        expectSameValue((t || t) && f, asFullyParenthesized: "((TRUE OR TRUE) AND FALSE)", 0)
        expectSameValue(t || t && f, asFullyParenthesized: "(TRUE OR (TRUE AND FALSE))", 1)
    }

    // NOT
    @Test func notOfEqualityNeedsNoParentheses() {
        expectCondition(!(a == 1), #"NOT "localID" = ?"#, [1])
        expectSameValue(!(int(1) == 2), asFullyParenthesized: "(NOT (1 = 2))", 1)
    }
    @Test func notOfAndIsParenthesized() {
        expectCondition(!(a == 1 && b == 2), #"NOT ("localID" = ? AND "flags" = ?)"#, [1, 2])
    }
    @Test func notInsideAndNeedsNoParentheses() {
        expectCondition(!(a == 1) && b == 2, #"NOT "localID" = ? AND "flags" = ?"#, [1, 2])
        expectSameValue(
            !(int(1) == 1) && SQLExpression<Bool>.false, asFullyParenthesized: "((NOT (1 = 1)) AND FALSE)", 0)
    }
    @Test func notAsOperandOfEqualityIsParenthesized() {
        expectCondition((!(a == 1)) == false, #"(NOT "localID" = ?) = ?"#, [1, 0])
        expectSameValue((!SQLExpression<Bool>.false) == false, asFullyParenthesized: "((NOT FALSE) = 0)", 0)
    }
    @Test func notNot() {
        expectCondition(!(!(a == 1)), #"NOT NOT "localID" = ?"#, [1])
    }

    // Equality against comparison
    @Test func comparisonInsideEqualityNeedsNoParentheses() {
        expectCondition((a < 1) == (b > 2), #""localID" < ? = "flags" > ?"#, [1, 2])
        expectSameValue((int(1) < 2) == (int(3) > 4), asFullyParenthesized: "((1 < 2) = (3 > 4))", 0)
    }
    @Test func equalityInsideComparisonIsParenthesized() {
        expectCondition((a == 1) < (b == 2), #"("localID" = ?) < ("flags" = ?)"#, [1, 2])
    }
    @Test func equalityChainsLeft() {
        expectCondition((a == 1) == true, #""localID" = ? = ?"#, [1, 1])
        expectCondition(SQLExpression<Bool>.true == (a == 1), #"TRUE = ("localID" = ?)"#, [1])
        expectSameValue((int(2) == 2) == true, asFullyParenthesized: "((2 = 2) = 1)", 1)
    }

    // Comparison against bitwise
    @Test func bitwiseInsideComparisonNeedsNoParentheses() {
        expectCondition(b & 4 > 0, #""flags" & ? > ?"#, [4, 0])
        expectSameValue(int(6) & 4 > 3, asFullyParenthesized: "((6 & 4) > 3)", 1)
    }
    @Test func comparisonInsideBitwiseIsParenthesized() {
        let comparison = SQLExpression<Int64>(node: (b > 0).node)
        expectExpression(comparison & 1, #"("flags" > ?) & ?"#, [0, 1])
    }
    @Test func comparisonChainsLeft() {
        let lower = SQLExpression<Int64>(node: (a < 1).node)
        expectCondition(lower < 2, #""localID" < ? < ?"#, [1, 2])
        expectCondition(int(2) > SQLExpression<Int64>(node: (a < 1).node), #"? > ("localID" < ?)"#, [2, 1])
    }

    // Bitwise against additive
    @Test func additiveInsideBitwiseNeedsNoParentheses() {
        expectExpression(b + 1 | 8, #""flags" + ? | ?"#, [1, 8])
        expectSameValue(int(1) + 2 | 4, asFullyParenthesized: "((1 + 2) | 4)", 7)
    }
    @Test func bitwiseInsideAdditiveIsParenthesized() {
        expectExpression((b | 8) + 1, #"("flags" | ?) + ?"#, [8, 1])
        expectSameValue((int(1) | 2) * 4, asFullyParenthesized: "((1 | 2) * 4)", 12)
    }
    @Test func bitwiseOperatorsShareALevel() {
        expectExpression(b & 1 | 2, #""flags" & ? | ?"#, [1, 2])
        expectExpression(b & (int(1) | 2), #""flags" & (? | ?)"#, [1, 2])
        expectExpression((b << 1) >> 2, #""flags" << ? >> ?"#, [1, 2])
        // Swift's & binds tighter than its |; SQL's share a level, so the tree needs parentheses.
        #expect((int(1) | int(2) & 2).description == "1 | (2 & 2)")
        expectSameValue(int(1) | int(2) & 2, asFullyParenthesized: "(1 | (2 & 2))", 3)
        expectSameValue((int(1) | 2) & 2, asFullyParenthesized: "((1 | 2) & 2)", 2)
    }

    // Additive against multiplicative
    @Test func sumTimesIsParenthesized() {
        expectExpression((a + b) * c, #"("localID" + "flags") * "authorID""#)
        expectSameValue((int(1) + 2) * 3, asFullyParenthesized: "((1 + 2) * 3)", 9)
    }
    @Test func productInSumIsNot() {
        expectExpression(a + b * c, #""localID" + "flags" * "authorID""#)
        expectSameValue(int(1) + 2 * 3, asFullyParenthesized: "(1 + (2 * 3))", 7)
    }
    @Test func subtractionRightOperandIsParenthesized() {
        expectExpression(a - (b - c), #""localID" - ("flags" - "authorID")"#)
        expectSameValue(int(10) - (int(4) - 3), asFullyParenthesized: "(10 - (4 - 3))", 9)
    }
    @Test func subtractionChainsLeft() {
        expectExpression(a - b - c, #""localID" - "flags" - "authorID""#)
        expectSameValue(int(10) - 4 - 3, asFullyParenthesized: "((10 - 4) - 3)", 3)
    }
    @Test func divisionRightOperandIsParenthesized() {
        expectExpression(a / (b * c), #""localID" / ("flags" * "authorID")"#)
        expectSameValue(int(24) / (int(4) * 2), asFullyParenthesized: "(24 / (4 * 2))", 3)
        expectSameValue(int(24) / 4 * 2, asFullyParenthesized: "((24 / 4) * 2)", 12)
        expectSameValue(int(7) % (int(5) % 3), asFullyParenthesized: "(7 % (5 % 3))", 1)
    }

    // Multiplicative against concatenation
    @Test func concatenationInsideProductNeedsNoParentheses() {
        let text = SQLExpression<Int64>(node: Message.content.concat("2").node)
        expectExpression(text * 2, #""content" || ? * ?"#, ["2", 2])
        expectSameValue(
            SQLExpression<Int64>(node: SQLExpression<String>(value: "1").concat("2").node) * 2,
            asFullyParenthesized: "(('1' || '2') * 2)", 24)
    }
    @Test func productInsideConcatenationIsParenthesized() {
        expectExpression(
            Message.content.concat(SQLExpression<String>(node: (b * 2).node)), #""content" || ("flags" * ?)"#,
            [2])
    }

    // Unary against everything
    @Test func negationOfSumIsParenthesized() {
        expectExpression(-(a + b), #"-("localID" + "flags")"#)
        expectSameValue(-(int(1) + 2), asFullyParenthesized: "(-(1 + 2))", -3)
    }
    @Test func negationInProductNeedsNoParentheses() {
        expectExpression(-a * b, #"-"localID" * "flags""#)
    }
    @Test func doubleNegationNeverBecomesAComment() {
        expectExpression(-(-a), #"- -"localID""#)
        let minusOne = SQLExpression<Int64>(value: -1)
        #expect((-minusOne).description == "- -1")
        expectSameValue(-minusOne, asFullyParenthesized: "(-(-1))", 1)
        expectSameValue(int(3) - minusOne, asFullyParenthesized: "(3 - (-1))", 4)
        #expect((int(3) - minusOne).description == "3 - -1")
    }
    @Test func bitwiseNot() {
        expectExpression(~b, #"~"flags""#)
        expectExpression(~(b & 1), #"~("flags" & ?)"#, [1])
        expectSameValue(~int(0) + 1, asFullyParenthesized: "((~0) + 1)", 0)
        expectSameValue(-(~int(0)), asFullyParenthesized: "(-(~0))", 1)
    }
    @Test func unaryPlus() { expectExpression(+a - 1, #"+"localID" - ?"#, [1]) }

    // COLLATE and the JSON arrows with unary operators
    @Test func collateOperandOfEquality() {
        expectCondition(
            Message.content.collate("NOCASE") == Message.kind, #""content" COLLATE "NOCASE" = "kind""#)
    }

    // IS against comparison, LIKE against bitwise (the ESCAPE level sits between them)
    @Test func comparisonOnTheRightOfIsNeedsNoParentheses() {
        let right = SQLExpression<Int64?>(node: (b < 3).node)
        expectCondition(c.is(right), #""authorID" IS "flags" < ?"#, [3])
        expectSameValue(
            SQLExpression<Int64>(value: 1).is(SQLExpression<Int64>(node: (int(1) < 3).node)),
            asFullyParenthesized: "(1 IS (1 < 3))", 1)
    }
    @Test func isOnTheRightOfIsIsParenthesized() {
        let right = SQLExpression<Int64?>(node: b.is(3).node)
        expectCondition(c.is(right), #""authorID" IS ("flags" IS ?)"#, [3])
    }
    @Test func bitwisePatternNeedsNoParentheses() {
        let pattern = SQLExpression<String>(node: (b | 1).node)
        expectCondition(
            Message.content.like(pattern, escape: "!"), #""content" LIKE "flags" | ? ESCAPE ?"#, [1, "!"])
    }

    // Concatenation and the JSON arrows share a level
    @Test func arrowAfterConcatenationNeedsNoParentheses() {
        expectExpression(Message.meta.concat("x").json(at: "$"), #""meta" || ? -> ?"#, ["x", "$"])
    }
    @Test func arrowOnTheRightOfConcatenationIsParenthesized() {
        expectExpression(
            Message.content.concat(Message.meta.json(at: "$.a")), #""content" || ("meta" -> ?)"#, ["$.a"])
        expectSameValue(
            SQLExpression<String>(value: "x").concat(
                SQLExpression<String>(value: #"{"a":1}"#).json(at: "$.a")),
            asFullyParenthesized: #"('x' || ('{"a":1}' -> '$.a'))"#, "x1")
    }

    // Unary against primary terms
    @Test func unaryOfPrimaryTermsNeedsNoParentheses() {
        expectExpression(-SQL.abs(b), #"-abs("flags")"#)
        expectExpression(-Message.content.cast(to: Int64.self), #"-CAST("content" AS INTEGER)"#)
        expectExpression(~(-b), #"~-"flags""#)
        expectExpression(
            -SQL.subquery(Select { SQL.max(Tag.weight) }.from(Tag.table), as: Double.self),
            #"-(SELECT max("weight") FROM "tag")"#)
    }
    @Test func unaryOfCollateIsParenthesized() {
        expectExpression(~(b.collate("BINARY")), #"~("flags" COLLATE "BINARY")"#)
    }

    @Test func longPredicateOfMethodsAndOperators() {
        let minimum: Int64 = 2
        let pattern = "a%"
        expectCondition(
            Message.content.like(pattern) && Message.flags.between(minimum, and: 9)
                || Message.kind.in(["x", "y"])
                    && Message.authorID.isNot(nil) && Message.createTime * 2 + 1 > 10.5
                || !Message.content.isNull
                    && Message.meta.jsonValue(at: "$.n") == 3,
            #""content" LIKE ? AND "flags" BETWEEN ? AND ? OR "kind" IN (?, ?) AND "authorID" IS NOT NULL AND "createTime" * ? + ? > ? OR NOT "content" ISNULL AND "meta" ->> ? = ?"#,
            ["a%", 2, 9, "x", "y", 2.0, 1.0, 10.5, "$.n", 3])
    }

    @Test func longMixedExpressionEvaluates() {
        // Swift's << binds tighter than its * and +; SQL's binds looser, so the tree keeps it apart.
        let expression =
            (int(2) + int(3) * 4 - int(1) << 1) > 20 && !(int(1) == 2) || SQLExpression<Bool>.false
        #expect(expression.description == "2 + 3 * 4 - (1 << 1) > 20 AND NOT 1 = 2 OR FALSE")
        expectSameValue(
            expression,
            asFullyParenthesized: "((((2 + (3 * 4)) - (1 << 1)) > 20) AND (NOT (1 = 2))) OR FALSE", 0)
    }
}
