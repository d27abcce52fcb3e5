/// One common table expression of a `WITH` clause:
/// `name [(columns)] AS [[NOT] MATERIALIZED] (select)`.
public struct CommonTableExpression: Sendable {
    /// The name the statement reads it by.
    public let name: SQLIdentifier
    var columns: [SQLIdentifier]
    var materialized: Bool?
    /// The select, in a cell: a CTE's select may have a `WITH` of its own, as deep as a loop makes
    /// it, and only a cell drops such a chain without recursion.
    let selectCell: SelectCell
    var select: Select { selectCell.select }

    /// A CTE named `name` over `select`, with optional column names and materialization hint
    /// (`true`: `MATERIALIZED`, `false`: `NOT MATERIALIZED`).
    public init(
        _ name: SQLIdentifier, columns: [SQLIdentifier] = [], materialized: Bool? = nil, as select: Select
    ) {
        self.name = name
        self.columns = columns
        self.materialized = materialized
        selectCell = SelectCell(select)
    }

    /// The CTE as a table to read from.
    public var table: Table { Table(name) }

    /// The result column that `column` names in the CTE's select, typed as `column` is, read
    /// through the CTE's name: `recent[Message.authorID]`.
    public subscript<Value>(column: Column<Value>) -> Column<Value> { Column(column.name, in: table) }

    /// A column of the CTE by name (from its column list, an `AS` alias or a column's name), typed
    /// as given.
    public func column<Value>(_ name: SQLIdentifier, as type: Value.Type = Value.self) -> Column<Value> {
        Column(name, in: table)
    }
}

extension CommonTableExpression: TableSourceConvertible {
    /// The CTE read by its name in `FROM`.
    public var tableSource: TableSource { .table(table) }
}

extension CommonTableExpression: SQLRenderable {
    public func render(into r: inout SQLRenderer) {
        r.write(identifier: name)
        if !columns.isEmpty {
            r.write("(")
            r.writeList(columns) { r, column in r.write(identifier: column) }
            r.write(")")
        }
        switch materialized {
        case true?: r.write(" AS MATERIALIZED (")
        case false?: r.write(" AS NOT MATERIALIZED (")
        case nil: r.write(" AS (")
        }
        select.render(into: &r)
        r.write(")")
    }
}

/// A `WITH [RECURSIVE]` prefix.
public struct WithClause: Sendable {
    var recursive: Bool
    var expressions: [CommonTableExpression]

    /// The prefix with the given CTEs.
    public init(recursive: Bool = false, _ expressions: [CommonTableExpression]) {
        self.recursive = recursive
        self.expressions = expressions
    }
}

extension WithClause {
    /// Whether a CTE may read itself: SQLite lets it without RECURSIVE, PostgreSQL needs the word.
    /// Only a compound (`initial UNION [ALL] step`) can, and RECURSIVE changes nothing for one
    /// that does not read itself.
    var mayReadItself: Bool { expressions.contains { !$0.select.earlierCores.isEmpty } }
}

extension WithClause: SQLRenderable {
    public func render(into r: inout SQLRenderer) {
        if expressions.isEmpty {
            r.record(QuarryError(.emptyList, "WITH needs at least one common table expression"))
        }
        r.write(recursive || (r.dialect == .postgres && mayReadItself) ? "WITH RECURSIVE " : "WITH ")
        r.writeList(expressions) { r, cte in cte.render(into: &r) }
        r.write(" ")
    }
}

/// Builds the CTE list of a `WITH` clause.
@resultBuilder
public enum CommonTableExpressionBuilder: ListBuilding {
    public typealias Element = CommonTableExpression
    /// One common table expression.
    public static func buildExpression(_ cte: CommonTableExpression) -> ListPart<CommonTableExpression> {
        .one(cte)
    }
}
