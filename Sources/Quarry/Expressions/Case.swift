/// A `CASE` expression, typed by its result: searched (`CASE WHEN condition THEN …`) or simple
/// (`CASE base WHEN value THEN …`), its arms listed by a builder that takes `if`, `for` and
/// `switch`.
///
/// ```swift
/// Case {
///     When(Message.flags > 10, then: "busy")
///     When(Message.flags > 0, then: "some")
/// }
/// .else("none")
///
/// Case(Message.kind) { When("a", then: 1); When("b", then: 2) }.else(0)
/// ```
///
/// Without `else`, rows that no arm matches give NULL: give it an optional `Result` then. A CASE
/// with no arm fails rendering.
public struct Case<Result>: SQLExpressible {
    var node: CaseNode

    /// A searched CASE: the result of the first arm whose condition holds.
    public init(@CaseBuilder<Result> _ arms: () -> [When<Result>]) {
        node = CaseNode(base: nil, arms: arms().map { ($0.condition, $0.result) }, otherwise: nil)
    }

    /// A simple CASE: the result of the first arm whose value equals `base`.
    public init(_ base: some SQLExpressible, @CaseBuilder<Result> _ arms: () -> [When<Result>]) {
        node = CaseNode(base: base.anyNode, arms: arms().map { ($0.condition, $0.result) }, otherwise: nil)
    }

    /// The result when no arm matches: `ELSE value`.
    public func `else`(_ value: Result) -> Case<Result> where Result: SQLValueConvertible {
        otherwise(ExpressionNode(converting: value))
    }

    /// The result when no arm matches: `ELSE expression`.
    public func `else`(_ expression: some SQLExpressible<Result>) -> Case<Result> {
        otherwise(expression.anyNode)
    }

    private func otherwise(_ node: ExpressionNode) -> Case<Result> {
        var copy = self
        copy.node.otherwise = node
        return copy
    }

    /// The CASE as an expression.
    public var sqlExpression: SQLExpression<Result> { SQLExpression(node: .case(node)) }
}

/// One arm of a ``Case``: `WHEN condition THEN result`. In a searched CASE the condition is a
/// truth value; in a simple CASE it is the value compared with the base.
public struct When<Result>: Sendable {
    let condition: ExpressionNode
    let result: ExpressionNode

    /// `WHEN condition THEN value`.
    public init(_ condition: some SQLExpressible, then value: Result) where Result: SQLValueConvertible {
        self.condition = condition.anyNode
        result = ExpressionNode(converting: value)
    }

    /// `WHEN condition THEN expression`.
    public init(_ condition: some SQLExpressible, then expression: some SQLExpressible<Result>) {
        self.condition = condition.anyNode
        result = expression.anyNode
    }

    /// `WHEN value THEN value`, for a simple CASE.
    public init(_ value: some SQLValueConvertible, then result: Result) where Result: SQLValueConvertible {
        condition = ExpressionNode(converting: value)
        self.result = ExpressionNode(converting: result)
    }

    /// `WHEN value THEN expression`, for a simple CASE.
    public init(_ value: some SQLValueConvertible, then expression: some SQLExpressible<Result>) {
        condition = ExpressionNode(converting: value)
        result = expression.anyNode
    }
}
