/// One result column of a SELECT or RETURNING: an expression with an optional alias, `*`, or
/// `table.*`.
public enum ResultColumn: Sendable {
    /// `expr [AS alias]`.
    case expression(ExpressionNode, alias: SQLIdentifier?)
    /// `*`.
    case all
    /// `table.*`.
    case allColumns(of: SQLIdentifier)
    /// An expression the program reads back in another form than SQL uses it: `expr [AS alias]`
    /// where the rows feed SQL (a subquery, a CTE, INSERT … SELECT, a view, RETURNING), and
    /// `topLevel [AS topLevelAlias]` in the top-level SELECT, whose rows the program reads. A date
    /// column of milliseconds is one: SQL compares its integers, the program reads seconds.
    indirect case readBack(
        ExpressionNode, alias: SQLIdentifier?, topLevel: ExpressionNode, topLevelAlias: SQLIdentifier?)
}

extension ResultColumn: SQLRenderable {
    public func render(into r: inout SQLRenderer) {
        switch self {
        case .expression(let node, let alias):
            node.render(into: &r)
            if let alias {
                r.write(" AS ")
                r.write(identifier: alias)
            }
        case .readBack(let node, let alias, let topLevel, let topLevelAlias):
            let isTopLevel = r.writesTopLevelResults
            ResultColumn.expression(isTopLevel ? topLevel : node, alias: isTopLevel ? topLevelAlias : alias)
                .render(into: &r)
        case .all: r.write("*")
        case .allColumns(let table):
            r.write(identifier: table)
            r.write(".*")
        }
    }
}

extension SQLExpressible {
    /// The expression as a result column with an alias: `expr AS "alias"`.
    public func `as`(_ alias: SQLIdentifier) -> ResultColumn {
        .expression(anyNode, alias: alias)
    }
}

/// Builds result columns from expressions, columns and ``ResultColumn`` values.
@resultBuilder
public enum ResultColumnBuilder: ListBuilding {
    public typealias Element = ResultColumn
    /// A column or expression as a result column, without an alias.
    @inlinable public static func buildExpression(_ expression: some SQLExpressible) -> ListPart<ResultColumn>
    {
        .one(.expression(expression.anyNode, alias: nil))
    }
    /// A result column as it is (an aliased expression, `*`, `table.*`).
    @inlinable public static func buildExpression(_ column: ResultColumn) -> ListPart<ResultColumn> {
        .one(column)
    }
    /// A Swift value as a result column, bound like any value: `Select { Message.kind; 0 }`.
    @inlinable public static func buildExpression(_ value: some SQLValueConvertible) -> ListPart<ResultColumn>
    {
        .one(.expression(ExpressionNode(converting: value), alias: nil))
    }
}
