/// A call of a built-in window function (`row_number()`, `rank()`, `lag(x)` …), which is an
/// expression only with its window: `SQL.rowNumber().over(WindowDefinition().orderBy(x))`.
public struct WindowFunction<Value>: Sendable {
    var call: FunctionCall

    init(_ name: String, _ arguments: [ExpressionNode]) {
        call = FunctionCall(name, arguments)
    }

    /// `f(…) OVER name`: the function over a window of the `WINDOW` clause.
    public func over(_ window: SQLIdentifier) -> SQLExpression<Value> {
        call.over(.named(window))
    }

    /// `f(…) OVER (definition)`; `over()` is the whole result set as one window.
    public func over(_ definition: WindowDefinition = WindowDefinition()) -> SQLExpression<Value> {
        call.over(.inline(definition))
    }
}

extension SQL {
    /// `row_number()`: the row's number within its partition, from 1.
    public static func rowNumber() -> WindowFunction<Int64> { WindowFunction("row_number", []) }

    /// `rank()`: the row's rank with gaps (peers share a rank).
    public static func rank() -> WindowFunction<Int64> { WindowFunction("rank", []) }

    /// `dense_rank()`: the row's rank without gaps.
    public static func denseRank() -> WindowFunction<Int64> { WindowFunction("dense_rank", []) }

    /// `percent_rank()`: `(rank - 1) / (rows - 1)`, between 0 and 1.
    public static func percentRank() -> WindowFunction<Double> { WindowFunction("percent_rank", []) }

    /// `cume_dist()`: the cumulative distribution, between 0 and 1.
    public static func cumeDist() -> WindowFunction<Double> { WindowFunction("cume_dist", []) }

    /// `ntile(n)`: the group number, 1 to n, of the row when the partition is cut into n groups.
    public static func ntile(_ groups: some SQLOperand) -> WindowFunction<Int64> {
        WindowFunction("ntile", [groups.operandNode])
    }

    /// `lag(x[, offset[, default]])`: `x` of the row `offset` rows before (1 by default), or
    /// `default` (NULL by default).
    public static func lag<E: SQLExpressible>(
        _ expression: E, offset: Int64? = nil, default fallback: (any SQLOperand)? = nil
    ) -> WindowFunction<E.Value> {
        WindowFunction("lag", shifted(expression, offset, fallback))
    }

    /// `lead(x[, offset[, default]])`: `x` of the row `offset` rows after.
    public static func lead<E: SQLExpressible>(
        _ expression: E, offset: Int64? = nil, default fallback: (any SQLOperand)? = nil
    ) -> WindowFunction<E.Value> {
        WindowFunction("lead", shifted(expression, offset, fallback))
    }

    /// `first_value(x)`: `x` of the window frame's first row.
    public static func firstValue<E: SQLExpressible>(_ expression: E) -> WindowFunction<E.Value> {
        WindowFunction("first_value", [expression.anyNode])
    }

    /// `last_value(x)`: `x` of the window frame's last row.
    public static func lastValue<E: SQLExpressible>(_ expression: E) -> WindowFunction<E.Value> {
        WindowFunction("last_value", [expression.anyNode])
    }

    /// `nth_value(x, n)`: `x` of the frame's n-th row (from 1), or NULL.
    public static func nthValue<E: SQLExpressible>(_ expression: E, _ n: Int64) -> WindowFunction<E.Value> {
        WindowFunction("nth_value", [expression.anyNode, .value(.integer(n))])
    }

    private static func shifted(
        _ expression: some SQLExpressible, _ offset: Int64?, _ fallback: (any SQLOperand)?
    ) -> [ExpressionNode] {
        var arguments = [expression.anyNode]
        if offset != nil || fallback != nil { arguments.append(.value(.integer(offset ?? 1))) }
        if let fallback { arguments.append(fallback.operandNode) }
        return arguments
    }
}
