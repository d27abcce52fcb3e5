extension SQLExpressible where Value: SQLValueConvertible {
    /// `self BETWEEN low AND high`, both bounds included.
    public func between(_ low: Value, and high: Value) -> SQLExpression<Bool> {
        range(false, ExpressionNode(converting: low), ExpressionNode(converting: high))
    }

    /// `self BETWEEN low AND high` with bounds that are expressions (or mix expressions and values).
    public func between(_ low: some SQLOperand, and high: some SQLOperand) -> SQLExpression<Bool> {
        range(false, low.operandNode, high.operandNode)
    }

    /// `self NOT BETWEEN low AND high`.
    public func notBetween(_ low: Value, and high: Value) -> SQLExpression<Bool> {
        range(true, ExpressionNode(converting: low), ExpressionNode(converting: high))
    }

    /// `self NOT BETWEEN low AND high` with bounds that are expressions.
    public func notBetween(_ low: some SQLOperand, and high: some SQLOperand) -> SQLExpression<Bool> {
        range(true, low.operandNode, high.operandNode)
    }

    private func range(_ negated: Bool, _ low: ExpressionNode, _ high: ExpressionNode) -> SQLExpression<Bool>
    {
        SQLExpression(node: .between(negated: negated, anyNode, low, high))
    }
}
