extension SQL {
    /// `count(*)`: the number of rows.
    public static func count() -> AggregateFunction<Int64> {
        AggregateFunction(FunctionCall("count", [.star(table: nil)]))
    }

    /// `count(x)`: the number of rows where `x` is not NULL.
    public static func count(_ expression: some SQLExpressible) -> AggregateFunction<Int64> {
        aggregateCall("count", expression.anyNode)
    }

    /// `avg(x)`: the average of the non-NULL values, or NULL when there are none.
    public static func avg<E: SQLExpressible>(_ expression: E) -> AggregateFunction<Double?>
    where E.Value: SQLNumericType {
        aggregateCall("avg", expression.anyNode)
    }

    /// `sum(x)`: the sum of the non-NULL values, or NULL when there are none (over no row, too),
    /// so its type is optional; ``total(_:)`` is 0.0 instead.
    public static func sum<E: SQLExpressible>(_ expression: E) -> AggregateFunction<E.Value.SQLWrapped?>
    where E.Value: SQLNumericType {
        aggregateCall("sum", expression.anyNode)
    }

    /// `total(x)`: the sum as a real, 0.0 when there are no values.
    public static func total<E: SQLExpressible>(_ expression: E) -> AggregateFunction<Double>
    where E.Value: SQLNumericType {
        aggregateCall("total", expression.anyNode)
    }

    /// `max(x)`: the largest non-NULL value, or NULL when there are none (over no row, too), so
    /// its type is optional. `SQL.max(a, b)` with two or more arguments is the scalar function.
    public static func max<E: SQLExpressible>(_ expression: E) -> AggregateFunction<E.Value.SQLWrapped?>
    where E.Value: SQLValueConvertible {
        aggregateCall("max", expression.anyNode)
    }

    /// `min(x)`: the smallest non-NULL value, or NULL when there are none (over no row, too), so
    /// its type is optional.
    public static func min<E: SQLExpressible>(_ expression: E) -> AggregateFunction<E.Value.SQLWrapped?>
    where E.Value: SQLValueConvertible {
        aggregateCall("min", expression.anyNode)
    }

    /// `group_concat(x[, separator])`: the non-NULL values joined (by `,` by default), or NULL.
    public static func groupConcat(_ expression: some SQLExpressible, separator: String? = nil)
        -> AggregateFunction<String?>
    {
        var arguments = [expression.anyNode]
        if let separator { arguments.append(.value(.text(separator))) }
        return AggregateFunction(FunctionCall("group_concat", arguments))
    }

    /// `json_group_array(x)`: the values as a JSON array.
    public static func jsonGroupArray(_ expression: some SQLOperand) -> AggregateFunction<String> {
        aggregateCall("json_group_array", expression.operandNode)
    }

    /// `json_group_object(name, value)`: the name/value pairs as a JSON object.
    public static func jsonGroupObject(_ name: some SQLOperand, _ value: some SQLOperand)
        -> AggregateFunction<String>
    {
        aggregateCall("json_group_object", name.operandNode, value.operandNode)
    }

    private static func aggregateCall<T>(_ name: String, _ arguments: ExpressionNode...) -> AggregateFunction<
        T
    > {
        AggregateFunction(FunctionCall(name, arguments))
    }
}
