/// SQL `&`.
@inlinable public func & <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<L.Value>
where L.Value: SQLIntegerType, R.Value: SQLIntegerType, L.Value.SQLWrapped == R.Value.SQLWrapped {
    SQLExpression(node: .binary(.bitwiseAnd, lhs.anyNode, rhs.anyNode))
}
/// SQL `&`.
@inlinable public func & <L: SQLExpressible>(lhs: L, rhs: L.Value) -> SQLExpression<L.Value>
where L.Value: SQLIntegerType {
    SQLExpression(node: .binary(.bitwiseAnd, lhs.anyNode, ExpressionNode(converting: rhs)))
}
/// SQL `&`.
@inlinable public func & <R: SQLExpressible>(lhs: R.Value, rhs: R) -> SQLExpression<R.Value>
where R.Value: SQLIntegerType {
    SQLExpression(node: .binary(.bitwiseAnd, ExpressionNode(converting: lhs), rhs.anyNode))
}

/// SQL `|`.
@inlinable public func | <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<L.Value>
where L.Value: SQLIntegerType, R.Value: SQLIntegerType, L.Value.SQLWrapped == R.Value.SQLWrapped {
    SQLExpression(node: .binary(.bitwiseOr, lhs.anyNode, rhs.anyNode))
}
/// SQL `|`.
@inlinable public func | <L: SQLExpressible>(lhs: L, rhs: L.Value) -> SQLExpression<L.Value>
where L.Value: SQLIntegerType {
    SQLExpression(node: .binary(.bitwiseOr, lhs.anyNode, ExpressionNode(converting: rhs)))
}
/// SQL `|`.
@inlinable public func | <R: SQLExpressible>(lhs: R.Value, rhs: R) -> SQLExpression<R.Value>
where R.Value: SQLIntegerType {
    SQLExpression(node: .binary(.bitwiseOr, ExpressionNode(converting: lhs), rhs.anyNode))
}

/// SQL `<<`.
@inlinable public func << <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<L.Value>
where L.Value: SQLIntegerType, R.Value: SQLIntegerType, L.Value.SQLWrapped == R.Value.SQLWrapped {
    SQLExpression(node: .binary(.shiftLeft, lhs.anyNode, rhs.anyNode))
}
/// SQL `<<`.
@inlinable public func << <L: SQLExpressible>(lhs: L, rhs: L.Value) -> SQLExpression<L.Value>
where L.Value: SQLIntegerType {
    SQLExpression(node: .binary(.shiftLeft, lhs.anyNode, ExpressionNode(converting: rhs)))
}
/// SQL `<<`.
@inlinable public func << <R: SQLExpressible>(lhs: R.Value, rhs: R) -> SQLExpression<R.Value>
where R.Value: SQLIntegerType {
    SQLExpression(node: .binary(.shiftLeft, ExpressionNode(converting: lhs), rhs.anyNode))
}

/// SQL `>>`.
@inlinable public func >> <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<L.Value>
where L.Value: SQLIntegerType, R.Value: SQLIntegerType, L.Value.SQLWrapped == R.Value.SQLWrapped {
    SQLExpression(node: .binary(.shiftRight, lhs.anyNode, rhs.anyNode))
}
/// SQL `>>`.
@inlinable public func >> <L: SQLExpressible>(lhs: L, rhs: L.Value) -> SQLExpression<L.Value>
where L.Value: SQLIntegerType {
    SQLExpression(node: .binary(.shiftRight, lhs.anyNode, ExpressionNode(converting: rhs)))
}
/// SQL `>>`.
@inlinable public func >> <R: SQLExpressible>(lhs: R.Value, rhs: R) -> SQLExpression<R.Value>
where R.Value: SQLIntegerType {
    SQLExpression(node: .binary(.shiftRight, ExpressionNode(converting: lhs), rhs.anyNode))
}

/// SQL prefix `~`.
@inlinable public prefix func ~ <E: SQLExpressible>(operand: E) -> SQLExpression<E.Value>
where E.Value: SQLIntegerType {
    SQLExpression(node: .unary(.bitwiseNot, operand.anyNode))
}
