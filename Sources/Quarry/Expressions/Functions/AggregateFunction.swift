/// A call of an aggregate function: an expression that also takes `DISTINCT`,
/// `FILTER (WHERE …)`, an `ORDER BY` among its arguments, and `OVER` to run as a window function.
///
/// ```swift
/// SQL.count(Message.authorID).distinct.filter(where: Message.flags > 0)
/// SQL.sum(Message.flags).over(WindowDefinition().partitionBy(Message.authorID))
/// ```
public struct AggregateFunction<Value>: SQLExpressible {
    var call: FunctionCall

    init(_ call: FunctionCall) { self.call = call }

    /// The call as an expression.
    public var sqlExpression: SQLExpression<Value> { SQLExpression(node: .function(call)) }

    /// `f(DISTINCT x)`: only distinct values count. SQLite allows it with one argument only.
    public var distinct: AggregateFunction<Value> {
        var copy = self
        copy.call.distinct = true
        return copy
    }

    /// `f(…) FILTER (WHERE condition)`: only rows where the condition holds count.
    public func filter<Condition: SQLExpressible>(where condition: Condition) -> AggregateFunction<Value>
    where Condition.Value: SQLBooleanType {
        var copy = self
        copy.call.filter = copy.call.filter.and(condition.anyNode)
        return copy
    }

    /// `f(x ORDER BY terms)`: the order in which rows are fed, for `group_concat`,
    /// `json_group_array` and the like. This needs SQLite 3.44 or later.
    public func orderBy(_ terms: any OrderingTermConvertible...) -> AggregateFunction<Value> {
        var copy = self
        copy.call.orderBy += terms.map(\.orderingTerm)
        return copy
    }

    /// `f(…) OVER name`: the aggregate over a window of the `WINDOW` clause.
    public func over(_ window: SQLIdentifier) -> SQLExpression<Value> {
        call.over(.named(window))
    }

    /// `f(…) OVER (definition)`; `over()` is the whole result set as one window.
    public func over(_ definition: WindowDefinition = WindowDefinition()) -> SQLExpression<Value> {
        call.over(.inline(definition))
    }
}
