import Quarry
import QuarryTesting
import Testing

/// `SQL.and` / `SQL.or` over a list built at run time: a balanced tree, written with the
/// parentheses a right operand of the same operator takes.
@Suite struct ConditionListTests {
    static func terms(_ count: Int) -> [SQLExpression<Bool>] {
        (0..<count).map { Message.flags == Int64($0) }
    }

    @Test func aFewTermsRenderAsABalancedTree() {
        expectCondition(SQL.and(Self.terms(1)), #""flags" = ?"#, [0])
        expectCondition(SQL.and(Self.terms(2)), #""flags" = ? AND "flags" = ?"#, [0, 1])
        expectCondition(SQL.and(Self.terms(3)), #""flags" = ? AND ("flags" = ? AND "flags" = ?)"#, [0, 1, 2])
        expectCondition(
            SQL.or(Self.terms(4)), #""flags" = ? OR "flags" = ? OR ("flags" = ? OR "flags" = ?)"#,
            [0, 1, 2, 3])
    }

    @Test func noTermsAreTrueForAndFalseForOr() {
        expectCondition(SQL.and([]), "TRUE")
        expectCondition(SQL.or([]), "FALSE")
    }

    @Test func mixedWithOtherOperatorsKeepsItsMeaning() {
        expectCondition(
            SQL.or(Self.terms(2)) && Message.localID > 5, #"("flags" = ? OR "flags" = ?) AND "localID" > ?"#,
            [0, 1, 5])
    }
}
