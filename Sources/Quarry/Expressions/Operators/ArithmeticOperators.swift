/// SQL `+`.
@inlinable public func + <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<L.Value>
where L.Value: SQLNumericType, R.Value: SQLNumericType, L.Value.SQLWrapped == R.Value.SQLWrapped {
    SQLExpression(node: .binary(.add, lhs.anyNode, rhs.anyNode))
}
/// SQL `+`.
@inlinable public func + <L: SQLExpressible>(lhs: L, rhs: L.Value) -> SQLExpression<L.Value>
where L.Value: SQLNumericType {
    SQLExpression(node: .binary(.add, lhs.anyNode, ExpressionNode(converting: rhs)))
}
/// SQL `+`.
@inlinable public func + <R: SQLExpressible>(lhs: R.Value, rhs: R) -> SQLExpression<R.Value>
where R.Value: SQLNumericType {
    SQLExpression(node: .binary(.add, ExpressionNode(converting: lhs), rhs.anyNode))
}

/// SQL `-`.
@inlinable public func - <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<L.Value>
where L.Value: SQLNumericType, R.Value: SQLNumericType, L.Value.SQLWrapped == R.Value.SQLWrapped {
    SQLExpression(node: .binary(.subtract, lhs.anyNode, rhs.anyNode))
}
/// SQL `-`.
@inlinable public func - <L: SQLExpressible>(lhs: L, rhs: L.Value) -> SQLExpression<L.Value>
where L.Value: SQLNumericType {
    SQLExpression(node: .binary(.subtract, lhs.anyNode, ExpressionNode(converting: rhs)))
}
/// SQL `-`.
@inlinable public func - <R: SQLExpressible>(lhs: R.Value, rhs: R) -> SQLExpression<R.Value>
where R.Value: SQLNumericType {
    SQLExpression(node: .binary(.subtract, ExpressionNode(converting: lhs), rhs.anyNode))
}

/// SQL `*`.
@inlinable public func * <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<L.Value>
where L.Value: SQLNumericType, R.Value: SQLNumericType, L.Value.SQLWrapped == R.Value.SQLWrapped {
    SQLExpression(node: .binary(.multiply, lhs.anyNode, rhs.anyNode))
}
/// SQL `*`.
@inlinable public func * <L: SQLExpressible>(lhs: L, rhs: L.Value) -> SQLExpression<L.Value>
where L.Value: SQLNumericType {
    SQLExpression(node: .binary(.multiply, lhs.anyNode, ExpressionNode(converting: rhs)))
}
/// SQL `*`.
@inlinable public func * <R: SQLExpressible>(lhs: R.Value, rhs: R) -> SQLExpression<R.Value>
where R.Value: SQLNumericType {
    SQLExpression(node: .binary(.multiply, ExpressionNode(converting: lhs), rhs.anyNode))
}

/// SQL `/`: integer division when both sides are integers, as in Swift.
@inlinable public func / <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<L.Value>
where L.Value: SQLNumericType, R.Value: SQLNumericType, L.Value.SQLWrapped == R.Value.SQLWrapped {
    SQLExpression(node: .binary(.divide, lhs.anyNode, rhs.anyNode))
}
/// SQL `/`: integer division when both sides are integers, as in Swift.
@inlinable public func / <L: SQLExpressible>(lhs: L, rhs: L.Value) -> SQLExpression<L.Value>
where L.Value: SQLNumericType {
    SQLExpression(node: .binary(.divide, lhs.anyNode, ExpressionNode(converting: rhs)))
}
/// SQL `/`: integer division when both sides are integers, as in Swift.
@inlinable public func / <R: SQLExpressible>(lhs: R.Value, rhs: R) -> SQLExpression<R.Value>
where R.Value: SQLNumericType {
    SQLExpression(node: .binary(.divide, ExpressionNode(converting: lhs), rhs.anyNode))
}

/// SQL `%`.
@inlinable public func % <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<L.Value>
where L.Value: SQLNumericType, R.Value: SQLNumericType, L.Value.SQLWrapped == R.Value.SQLWrapped {
    SQLExpression(node: .binary(.remainder, lhs.anyNode, rhs.anyNode))
}
/// SQL `%`.
@inlinable public func % <L: SQLExpressible>(lhs: L, rhs: L.Value) -> SQLExpression<L.Value>
where L.Value: SQLNumericType {
    SQLExpression(node: .binary(.remainder, lhs.anyNode, ExpressionNode(converting: rhs)))
}
/// SQL `%`.
@inlinable public func % <R: SQLExpressible>(lhs: R.Value, rhs: R) -> SQLExpression<R.Value>
where R.Value: SQLNumericType {
    SQLExpression(node: .binary(.remainder, ExpressionNode(converting: lhs), rhs.anyNode))
}

/// SQL prefix `-`.
@inlinable public prefix func - <E: SQLExpressible>(operand: E) -> SQLExpression<E.Value>
where E.Value: SQLNumericType {
    SQLExpression(node: .unary(.negative, operand.anyNode))
}

/// SQL prefix `+`, which SQLite treats as a no-op that still marks an expression (it stops a
/// column from being used by an index, for example).
@inlinable public prefix func + <E: SQLExpressible>(operand: E) -> SQLExpression<E.Value>
where E.Value: SQLNumericType {
    SQLExpression(node: .unary(.positive, operand.anyNode))
}
