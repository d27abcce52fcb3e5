// A Swift range is a `Sequence` of its values when its bound is an integer, so without these
// overloads `id.in(1...3)` took `in(_ values:)` and bound every value the range holds: a million
// values for `1...1_000_000`, and no end for `0...Int64.max`. A range is written as the comparison
// it stands for instead, which is also what Swift's `contains` does, and works for any comparable
// bound (`score.in(0.5...1.0)`, `name.in("a"..<"n")`).

extension SQLExpressible
where Value: SQLValueConvertible, Value.SQLWrapped: SQLValueConvertible & Comparable {
    /// `self BETWEEN lower AND upper`: whether the value lies in the closed range.
    public func `in`(_ range: ClosedRange<Value.SQLWrapped>) -> SQLExpression<Bool> {
        SQLExpression(node: closed(range, negated: false))
    }

    /// `self NOT BETWEEN lower AND upper`.
    public func notIn(_ range: ClosedRange<Value.SQLWrapped>) -> SQLExpression<Bool> {
        SQLExpression(node: closed(range, negated: true))
    }

    /// `self >= lower AND self < upper`: whether the value lies in the half-open range.
    public func `in`(_ range: Range<Value.SQLWrapped>) -> SQLExpression<Bool> {
        SQLExpression(node: halfOpen(range))
    }

    /// `NOT (self >= lower AND self < upper)`.
    public func notIn(_ range: Range<Value.SQLWrapped>) -> SQLExpression<Bool> {
        SQLExpression(node: .unary(.not, halfOpen(range)))
    }

    private func closed(_ range: ClosedRange<Value.SQLWrapped>, negated: Bool) -> ExpressionNode {
        .between(
            negated: negated, anyNode, ExpressionNode(converting: range.lowerBound),
            ExpressionNode(converting: range.upperBound))
    }

    private func halfOpen(_ range: Range<Value.SQLWrapped>) -> ExpressionNode {
        .binary(
            .and, .binary(.greaterOrEqual, anyNode, ExpressionNode(converting: range.lowerBound)),
            .binary(.less, anyNode, ExpressionNode(converting: range.upperBound)))
    }
}
