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
