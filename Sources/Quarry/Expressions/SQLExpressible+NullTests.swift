extension SQLExpressible where Value: SQLValueConvertible {
    /// `self IS other`: equality in which NULL equals NULL.
    public func `is`(_ other: Value?) -> SQLExpression<Bool> {
        binary(.is, ExpressionNode(converting: other))
    }

    /// `self IS other`: equality in which NULL equals NULL.
    public func `is`<R: SQLExpressible>(_ other: R) -> SQLExpression<Bool>
    where R.Value: SQLValueConvertible, R.Value.SQLWrapped == Value.SQLWrapped {
        binary(.is, other.anyNode)
    }

    /// `self IS NOT other`: inequality in which NULL equals NULL.
    public func isNot(_ other: Value?) -> SQLExpression<Bool> {
        binary(.isNot, ExpressionNode(converting: other))
    }

    /// `self IS NOT other`: inequality in which NULL equals NULL.
    public func isNot<R: SQLExpressible>(_ other: R) -> SQLExpression<Bool>
    where R.Value: SQLValueConvertible, R.Value.SQLWrapped == Value.SQLWrapped {
        binary(.isNot, other.anyNode)
    }

    /// `self IS DISTINCT FROM other` (SQLite 3.39+): the standard spelling of `IS NOT`.
    public func isDistinct(from other: Value?) -> SQLExpression<Bool> {
        binary(.isDistinctFrom, ExpressionNode(converting: other))
    }

    /// `self IS DISTINCT FROM other` (SQLite 3.39+): the standard spelling of `IS NOT`.
    public func isDistinct<R: SQLExpressible>(from other: R) -> SQLExpression<Bool>
    where R.Value: SQLValueConvertible, R.Value.SQLWrapped == Value.SQLWrapped {
        binary(.isDistinctFrom, other.anyNode)
    }

    /// `self IS NOT DISTINCT FROM other` (SQLite 3.39+): the standard spelling of `IS`.
    public func isNotDistinct(from other: Value?) -> SQLExpression<Bool> {
        binary(.isNotDistinctFrom, ExpressionNode(converting: other))
    }

    /// `self IS NOT DISTINCT FROM other` (SQLite 3.39+): the standard spelling of `IS`.
    public func isNotDistinct<R: SQLExpressible>(from other: R) -> SQLExpression<Bool>
    where R.Value: SQLValueConvertible, R.Value.SQLWrapped == Value.SQLWrapped {
        binary(.isNotDistinctFrom, other.anyNode)
    }

    private func binary(_ op: BinaryOperator, _ right: ExpressionNode) -> SQLExpression<Bool> {
        // A nil value reads better, and binds nothing, as the keyword: `x IS NULL`.
        if case .value(.null) = right.kind {
            return SQLExpression(node: .binary(op, anyNode, .keyword(.null)))
        }
        return SQLExpression(node: .binary(op, anyNode, right))
    }
}

extension SQLExpressible {
    /// `self ISNULL`.
    public var isNull: SQLExpression<Bool> { SQLExpression(node: .nullTest(anyNode, isNull: true)) }

    /// `self NOTNULL`.
    public var notNull: SQLExpression<Bool> { SQLExpression(node: .nullTest(anyNode, isNull: false)) }
}
