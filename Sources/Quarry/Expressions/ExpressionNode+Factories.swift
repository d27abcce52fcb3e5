// One factory per ``ExpressionNode/Kind``, named after it, so that a node is built as it was when
// the node was an enum: `.binary(.and, a, b)`, `.value(.integer(1))`.

extension ExpressionNode {
    /// A value: a bound `?`, or a literal in a description.
    @inlinable public static func value(_ value: SQLValue) -> ExpressionNode {
        ExpressionNode(storage: ExpressionStorage(value: value))
    }

    /// A Swift `Bool` (see ``ExpressionNode/Kind/boolean(_:)``).
    @inlinable public static func boolean(_ value: Bool) -> ExpressionNode {
        ExpressionNode(.boolean(value))
    }

    /// A value that could not be converted; rendering records the error.
    @inlinable public static func invalid(_ error: QuarryError) -> ExpressionNode {
        ExpressionNode(.invalid(error))
    }

    /// `NULL`, `TRUE`, `FALSE`, `CURRENT_TIME`…
    @inlinable public static func keyword(_ keyword: SQLKeywordValue) -> ExpressionNode {
        ExpressionNode(.keyword(keyword))
    }

    /// A parameter filled when the statement runs.
    @inlinable public static func parameter(_ parameter: BindParameter) -> ExpressionNode {
        ExpressionNode(.parameter(parameter))
    }

    /// A column, quoted.
    @inlinable public static func column(_ column: ColumnReference) -> ExpressionNode {
        ExpressionNode(.column(column))
    }

    /// `*` or `table.*` as a function argument (`count(*)`).
    @inlinable public static func star(table: SQLIdentifier?) -> ExpressionNode {
        ExpressionNode(.star(table: table))
    }

    /// A prefix operator applied to an operand.
    @inlinable public static func unary(_ op: UnaryOperator, _ operand: ExpressionNode) -> ExpressionNode {
        ExpressionNode(.unary(op, operand))
    }

    /// An infix operator between two operands.
    @inlinable public static func binary(
        _ op: BinaryOperator, _ left: ExpressionNode, _ right: ExpressionNode
    )
        -> ExpressionNode
    {
        ExpressionNode(storage: ExpressionStorage(binary: op, left, right))
    }

    /// `x ISNULL` (`isNull == true`) or `x NOTNULL`.
    @inlinable public static func nullTest(_ operand: ExpressionNode, isNull: Bool) -> ExpressionNode {
        ExpressionNode(.nullTest(operand, isNull: isNull))
    }

    /// `x COLLATE name`.
    @inlinable public static func collate(_ operand: ExpressionNode, _ collation: SQLIdentifier)
        -> ExpressionNode
    {
        ExpressionNode(.collate(operand, collation))
    }

    /// `x [NOT] LIKE|GLOB|REGEXP|MATCH pattern [ESCAPE e]`.
    @inlinable public static func pattern(
        _ op: PatternOperator, negated: Bool, _ operand: ExpressionNode, _ pattern: ExpressionNode,
        escape: ExpressionNode?
    ) -> ExpressionNode {
        ExpressionNode(.pattern(op, negated: negated, operand, pattern, escape: escape))
    }

    /// `x [NOT] BETWEEN low AND high`.
    @inlinable public static func between(
        negated: Bool, _ operand: ExpressionNode, _ low: ExpressionNode, _ high: ExpressionNode
    ) -> ExpressionNode {
        ExpressionNode(.between(negated: negated, operand, low, high))
    }

    /// `x [NOT] IN target`.
    @inlinable public static func `in`(negated: Bool, _ operand: ExpressionNode, _ target: InTarget)
        -> ExpressionNode
    {
        ExpressionNode(.in(negated: negated, operand, target))
    }

    /// `CAST(x AS type)`.
    @inlinable public static func cast(_ operand: ExpressionNode, _ type: SQLTypeName) -> ExpressionNode {
        ExpressionNode(.cast(operand, type))
    }

    /// `CASE … END`.
    @inlinable public static func `case`(_ node: CaseNode) -> ExpressionNode { ExpressionNode(.case(node)) }

    /// `[NOT] EXISTS (SELECT …)`.
    @inlinable public static func exists(negated: Bool, _ select: Select) -> ExpressionNode {
        ExpressionNode(.exists(negated: negated, select))
    }

    /// `(SELECT …)` as a value.
    @inlinable public static func subquery(_ select: Select) -> ExpressionNode {
        ExpressionNode(.subquery(select))
    }

    /// A row value, `(a, b, …)`.
    @inlinable public static func row(_ elements: [ExpressionNode]) -> ExpressionNode {
        ExpressionNode(.row(elements))
    }

    /// A function call.
    @inlinable public static func function(_ call: FunctionCall) -> ExpressionNode {
        ExpressionNode(.function(call))
    }

    /// `RAISE(…)`, in a trigger body.
    @inlinable public static func raise(_ action: RaiseAction) -> ExpressionNode {
        ExpressionNode(.raise(action))
    }

    /// Hand-written SQL with safe interpolations.
    @inlinable public static func fragment(_ fragment: SQLFragment) -> ExpressionNode {
        ExpressionNode(.fragment(fragment))
    }
}
