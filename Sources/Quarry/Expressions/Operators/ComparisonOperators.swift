// Three overloads per operator (expression–expression, expression–value, value–expression) and
// one concrete result type keep the type checker fast on long predicates.

/// SQL `=`; a value that is `nil` makes it `IS NULL`.
@inlinable public func == <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<Bool>
where L.Value: SQLValueConvertible, R.Value: SQLValueConvertible, L.Value.SQLWrapped == R.Value.SQLWrapped {
    .comparing(lhs.anyNode, .equal, rhs.anyNode)
}
/// SQL `=`; a value that is `nil` makes it `IS NULL`.
@inlinable public func == <L: SQLExpressible>(lhs: L, rhs: L.Value) -> SQLExpression<Bool>
where L.Value: SQLValueConvertible {
    .comparing(lhs.anyNode, .equal, ExpressionNode(converting: rhs))
}
/// SQL `=`; a value that is `nil` makes it `IS NULL`.
@inlinable public func == <R: SQLExpressible>(lhs: R.Value, rhs: R) -> SQLExpression<Bool>
where R.Value: SQLValueConvertible {
    .comparing(ExpressionNode(converting: lhs), .equal, rhs.anyNode)
}

/// SQL `!=`; a value that is `nil` makes it `IS NOT NULL`.
@inlinable public func != <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<Bool>
where L.Value: SQLValueConvertible, R.Value: SQLValueConvertible, L.Value.SQLWrapped == R.Value.SQLWrapped {
    .comparing(lhs.anyNode, .notEqual, rhs.anyNode)
}
/// SQL `!=`; a value that is `nil` makes it `IS NOT NULL`.
@inlinable public func != <L: SQLExpressible>(lhs: L, rhs: L.Value) -> SQLExpression<Bool>
where L.Value: SQLValueConvertible {
    .comparing(lhs.anyNode, .notEqual, ExpressionNode(converting: rhs))
}
/// SQL `!=`; a value that is `nil` makes it `IS NOT NULL`.
@inlinable public func != <R: SQLExpressible>(lhs: R.Value, rhs: R) -> SQLExpression<Bool>
where R.Value: SQLValueConvertible {
    .comparing(ExpressionNode(converting: lhs), .notEqual, rhs.anyNode)
}

/// SQL `<`.
@inlinable public func < <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<Bool>
where L.Value: SQLValueConvertible, R.Value: SQLValueConvertible, L.Value.SQLWrapped == R.Value.SQLWrapped {
    SQLExpression(node: .binary(.less, lhs.anyNode, rhs.anyNode))
}
/// SQL `<`.
@inlinable public func < <L: SQLExpressible>(lhs: L, rhs: L.Value) -> SQLExpression<Bool>
where L.Value: SQLValueConvertible {
    SQLExpression(node: .binary(.less, lhs.anyNode, ExpressionNode(converting: rhs)))
}
/// SQL `<`.
@inlinable public func < <R: SQLExpressible>(lhs: R.Value, rhs: R) -> SQLExpression<Bool>
where R.Value: SQLValueConvertible {
    SQLExpression(node: .binary(.less, ExpressionNode(converting: lhs), rhs.anyNode))
}

/// SQL `<=`.
@inlinable public func <= <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<Bool>
where L.Value: SQLValueConvertible, R.Value: SQLValueConvertible, L.Value.SQLWrapped == R.Value.SQLWrapped {
    SQLExpression(node: .binary(.lessOrEqual, lhs.anyNode, rhs.anyNode))
}
/// SQL `<=`.
@inlinable public func <= <L: SQLExpressible>(lhs: L, rhs: L.Value) -> SQLExpression<Bool>
where L.Value: SQLValueConvertible {
    SQLExpression(node: .binary(.lessOrEqual, lhs.anyNode, ExpressionNode(converting: rhs)))
}
/// SQL `<=`.
@inlinable public func <= <R: SQLExpressible>(lhs: R.Value, rhs: R) -> SQLExpression<Bool>
where R.Value: SQLValueConvertible {
    SQLExpression(node: .binary(.lessOrEqual, ExpressionNode(converting: lhs), rhs.anyNode))
}

/// SQL `>`.
@inlinable public func > <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<Bool>
where L.Value: SQLValueConvertible, R.Value: SQLValueConvertible, L.Value.SQLWrapped == R.Value.SQLWrapped {
    SQLExpression(node: .binary(.greater, lhs.anyNode, rhs.anyNode))
}
/// SQL `>`.
@inlinable public func > <L: SQLExpressible>(lhs: L, rhs: L.Value) -> SQLExpression<Bool>
where L.Value: SQLValueConvertible {
    SQLExpression(node: .binary(.greater, lhs.anyNode, ExpressionNode(converting: rhs)))
}
/// SQL `>`.
@inlinable public func > <R: SQLExpressible>(lhs: R.Value, rhs: R) -> SQLExpression<Bool>
where R.Value: SQLValueConvertible {
    SQLExpression(node: .binary(.greater, ExpressionNode(converting: lhs), rhs.anyNode))
}

/// SQL `>=`.
@inlinable public func >= <L: SQLExpressible, R: SQLExpressible>(lhs: L, rhs: R) -> SQLExpression<Bool>
where L.Value: SQLValueConvertible, R.Value: SQLValueConvertible, L.Value.SQLWrapped == R.Value.SQLWrapped {
    SQLExpression(node: .binary(.greaterOrEqual, lhs.anyNode, rhs.anyNode))
}
/// SQL `>=`.
@inlinable public func >= <L: SQLExpressible>(lhs: L, rhs: L.Value) -> SQLExpression<Bool>
where L.Value: SQLValueConvertible {
    SQLExpression(node: .binary(.greaterOrEqual, lhs.anyNode, ExpressionNode(converting: rhs)))
}
/// SQL `>=`.
@inlinable public func >= <R: SQLExpressible>(lhs: R.Value, rhs: R) -> SQLExpression<Bool>
where R.Value: SQLValueConvertible {
    SQLExpression(node: .binary(.greaterOrEqual, ExpressionNode(converting: lhs), rhs.anyNode))
}

extension SQLExpression where Value == Bool {
    /// `=` or `!=`, turned into `IS NULL` / `IS NOT NULL` when either side is the NULL value, so
    /// that `column == nil` means what Swift means.
    @inlinable static func comparing(_ left: ExpressionNode, _ op: BinaryOperator, _ right: ExpressionNode)
        -> Self
    {
        let nullTest: BinaryOperator = op == .equal ? .is : .isNot
        if case .value(.null) = right.kind { return Self(node: .binary(nullTest, left, .keyword(.null))) }
        if case .value(.null) = left.kind { return Self(node: .binary(nullTest, right, .keyword(.null))) }
        return Self(node: .binary(op, left, right))
    }
}
