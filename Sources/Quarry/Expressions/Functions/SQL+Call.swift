extension SQL {
    /// A call of a function by name: an application-defined function, or a built-in one that has
    /// no method here. The name must follow SQLite's rules for bare names (a letter or `_`, then
    /// letters, digits, `_` or `$`); any other name fails rendering with an error that names it.
    public static func function<T>(
        _ name: String, _ arguments: any SQLOperand..., as type: T.Type = SQLValue.self
    ) -> SQLExpression<T> {
        SQLExpression(node: .function(FunctionCall(name, arguments.map(\.operandNode))))
    }

    /// A call of an aggregate function by name, which takes `DISTINCT`, `FILTER` and `OVER`.
    public static func aggregate<T>(
        _ name: String, _ arguments: any SQLOperand..., as type: T.Type = SQLValue.self
    ) -> AggregateFunction<T> {
        AggregateFunction(FunctionCall(name, arguments.map(\.operandNode)))
    }

    static func call<T>(_ name: String, _ arguments: [ExpressionNode]) -> SQLExpression<T> {
        SQLExpression(node: .function(FunctionCall(name, arguments)))
    }

    static func call<T>(_ name: String, _ arguments: ExpressionNode...) -> SQLExpression<T> {
        call(name, arguments)
    }
}
