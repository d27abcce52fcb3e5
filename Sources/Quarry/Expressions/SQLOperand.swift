/// Anything that can stand as one operand of a function call or a row value: an expression, a
/// column, or a Swift value (bound as one argument). It lets a call mix columns and literals,
/// `SQL.coalesce(Message.content, Message.kind, "none")`, without an overload per combination.
public protocol SQLOperand: Sendable {
    /// The operand as an expression tree.
    var operandNode: ExpressionNode { get }
}

extension SQLExpressible {
    /// The expression's tree: every expression (columns, CASE, aggregates, fragments) is an
    /// operand.
    public var operandNode: ExpressionNode { sqlExpression.node }
}

extension SQLOperand where Self: SQLValueConvertible {
    /// The value, bound as one argument.
    public var operandNode: ExpressionNode { ExpressionNode(converting: self) }
}

extension SQLValue: SQLOperand {}
extension Bool: SQLOperand {}
extension Int: SQLOperand {}
extension Int8: SQLOperand {}
extension Int16: SQLOperand {}
extension Int32: SQLOperand {}
extension Int64: SQLOperand {}
extension UInt: SQLOperand {}
extension UInt8: SQLOperand {}
extension UInt16: SQLOperand {}
extension UInt32: SQLOperand {}
extension UInt64: SQLOperand {}
extension Double: SQLOperand {}
extension Float: SQLOperand {}
extension String: SQLOperand {}
extension Array: SQLOperand where Element == UInt8 {}
extension Optional: SQLOperand where Wrapped: SQLValueConvertible & SQLOperand {}
