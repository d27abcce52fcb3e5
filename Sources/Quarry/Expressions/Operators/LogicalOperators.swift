/// SQL `AND`.
@inlinable public func && <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<Bool>
where L.Value: SQLBooleanType, R.Value: SQLBooleanType {
    SQLExpression(node: .binary(.and, lhs.anyNode, rhs.anyNode))
}

/// SQL `OR`.
@inlinable public func || <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<Bool>
where L.Value: SQLBooleanType, R.Value: SQLBooleanType {
    SQLExpression(node: .binary(.or, lhs.anyNode, rhs.anyNode))
}

/// SQL `NOT`.
@inlinable public prefix func ! <E: SQLExpressible>(operand: E) -> SQLExpression<Bool>
where E.Value: SQLBooleanType {
    SQLExpression(node: .unary(.not, operand.anyNode))
}
/// SQL `NOT` of a condition. Not generic, so that Swift's `!` on `Bool` (not generic either) does
/// not win by default: the type checker skips generic operators once a non-generic one fits, and
/// then `!(column == nil)` would negate Swift's `Optional == nil` and bind its result.
@inlinable public prefix func ! (operand: SQLExpression<Bool>) -> SQLExpression<Bool> {
    SQLExpression(node: .unary(.not, operand.node))
}
