extension SQLExpressible where Value: SQLTextType {
    /// `self || other`: text concatenation (Swift's `||` is logical OR, hence a method).
    public func concat(_ other: Value) -> SQLExpression<Value> {
        SQLExpression(node: .binary(.concatenate, anyNode, ExpressionNode(converting: other)))
    }

    /// `self || other`: text concatenation with another, non-optional, expression.
    public func concat<R: SQLExpressible>(_ other: R) -> SQLExpression<Value>
    where R.Value: SQLTextType, R.Value.SQLWrapped == R.Value {
        SQLExpression(node: .binary(.concatenate, anyNode, other.anyNode))
    }

    /// `self || other` with an optional text expression: NULL when `other` is, so the result is
    /// optional.
    public func concat<R: SQLExpressible, W: SQLTextType>(_ other: R) -> SQLExpression<Value.SQLWrapped?>
    where R.Value == W? {
        SQLExpression(node: .binary(.concatenate, anyNode, other.anyNode))
    }

    /// `self -> path`: the JSON text at `path` (`'$.a.b'`, or an integer array index, or a bare
    /// label), or NULL when there is none (SQLite 3.38+).
    public func json(at path: some SQLOperand) -> SQLExpression<String?> {
        SQLExpression(node: .binary(.extract, anyNode, path.operandNode))
    }

    /// `self ->> path`: the SQL value at `path` (text, integer, real or NULL), untyped since JSON
    /// decides (SQLite 3.38+). ``jsonValue(at:as:)`` reads it as a Swift type.
    public func jsonValue(at path: some SQLOperand) -> UntypedExpression {
        SQLExpression(node: .binary(.extractValue, anyNode, path.operandNode))
    }

    /// `self ->> path`, read as the given Swift type.
    public func jsonValue<T>(at path: some SQLOperand, as type: T.Type) -> SQLExpression<T> {
        SQLExpression(node: .binary(.extractValue, anyNode, path.operandNode))
    }
}

extension SQLExpressible where Value: SQLTextType, Value.SQLWrapped == Value {
    /// `self || other` with an optional value: NULL when `other` is nil, so the result is optional.
    public func concat(_ other: Value?) -> SQLExpression<Value?> {
        SQLExpression(node: .binary(.concatenate, anyNode, ExpressionNode(converting: other)))
    }
}
