import Quarry

// Expression shapes the statement tests need, built from nodes so that these tests do not depend
// on the expression methods another part of the library provides.

/// `operand [NOT] IN target`.
func membership(_ operand: some SQLExpressible, in target: InTarget, negated: Bool = false) -> SQLExpression<
    Bool
> {
    SQLExpression(node: .in(negated: negated, operand.sqlExpression.node, target))
}

/// `(select)` as a scalar expression.
func scalar<Value>(_ select: Select, as type: Value.Type = Value.self) -> SQLExpression<Value> {
    SQLExpression(node: .subquery(select))
}

/// A named SQL function call.
func call<Value>(_ name: String, _ arguments: any SQLExpressible..., as type: Value.Type = Value.self)
    -> SQLExpression<Value>
{
    SQLExpression(node: .function(FunctionCall(name, arguments.map { node(of: $0) })))
}

private func node(of expression: some SQLExpressible) -> ExpressionNode {
    expression.sqlExpression.node
}
