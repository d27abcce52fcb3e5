// Bounds are typed like the operands of `<`: a value of the expression's type, or an expression
// whose Swift type agrees with it (optional or not). `age.between("a", and: "z")` does not compile,
// just as `age < "a"` does not.

extension SQLExpressible where Value: SQLValueConvertible {
    /// `self BETWEEN low AND high`, both bounds included.
    public func between(_ low: Value, and high: Value) -> SQLExpression<Bool> {
        range(false, ExpressionNode(converting: low), ExpressionNode(converting: high))
    }

    /// `self BETWEEN low AND high` with bounds that are expressions.
    public func between<L: SQLExpressible, H: SQLExpressible>(_ low: L, and high: H) -> SQLExpression<Bool>
    where
        L.Value: SQLValueConvertible, L.Value.SQLWrapped == Value.SQLWrapped, H.Value: SQLValueConvertible,
        H.Value.SQLWrapped == Value.SQLWrapped
    {
        range(false, low.anyNode, high.anyNode)
    }

    /// `self BETWEEN low AND high` with an expression as the lower bound.
    public func between<L: SQLExpressible>(_ low: L, and high: Value) -> SQLExpression<Bool>
    where L.Value: SQLValueConvertible, L.Value.SQLWrapped == Value.SQLWrapped {
        range(false, low.anyNode, ExpressionNode(converting: high))
    }

    /// `self BETWEEN low AND high` with an expression as the upper bound.
    public func between<H: SQLExpressible>(_ low: Value, and high: H) -> SQLExpression<Bool>
    where H.Value: SQLValueConvertible, H.Value.SQLWrapped == Value.SQLWrapped {
        range(false, ExpressionNode(converting: low), high.anyNode)
    }

    /// `self NOT BETWEEN low AND high`.
    public func notBetween(_ low: Value, and high: Value) -> SQLExpression<Bool> {
        range(true, ExpressionNode(converting: low), ExpressionNode(converting: high))
    }

    /// `self NOT BETWEEN low AND high` with bounds that are expressions.
    public func notBetween<L: SQLExpressible, H: SQLExpressible>(_ low: L, and high: H) -> SQLExpression<Bool>
    where
        L.Value: SQLValueConvertible, L.Value.SQLWrapped == Value.SQLWrapped, H.Value: SQLValueConvertible,
        H.Value.SQLWrapped == Value.SQLWrapped
    {
        range(true, low.anyNode, high.anyNode)
    }

    /// `self NOT BETWEEN low AND high` with an expression as the lower bound.
    public func notBetween<L: SQLExpressible>(_ low: L, and high: Value) -> SQLExpression<Bool>
    where L.Value: SQLValueConvertible, L.Value.SQLWrapped == Value.SQLWrapped {
        range(true, low.anyNode, ExpressionNode(converting: high))
    }

    /// `self NOT BETWEEN low AND high` with an expression as the upper bound.
    public func notBetween<H: SQLExpressible>(_ low: Value, and high: H) -> SQLExpression<Bool>
    where H.Value: SQLValueConvertible, H.Value.SQLWrapped == Value.SQLWrapped {
        range(true, ExpressionNode(converting: low), high.anyNode)
    }

    private func range(_ negated: Bool, _ low: ExpressionNode, _ high: ExpressionNode) -> SQLExpression<Bool>
    {
        SQLExpression(node: .between(negated: negated, anyNode, low, high))
    }
}
