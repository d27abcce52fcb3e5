/// What `FROM` reads: a table, a subquery, a table-valued function, or a join of sources.
public indirect enum TableSource: Sendable {
    case table(Table)
    case subquery(Select, alias: SQLIdentifier?)
    case function(FunctionCall, alias: SQLIdentifier?)
    case join(TableSource, JoinOperator, TableSource, JoinConstraint?)
}

/// The kind of join.
public enum JoinOperator: String, Sendable, Hashable {
    case comma = ","
    case inner = "JOIN"
    case left = "LEFT JOIN"
    case right = "RIGHT JOIN"
    case full = "FULL JOIN"
    case cross = "CROSS JOIN"
    case natural = "NATURAL JOIN"
    case naturalLeft = "NATURAL LEFT JOIN"
    case naturalRight = "NATURAL RIGHT JOIN"
    case naturalFull = "NATURAL FULL JOIN"
}

/// `ON expr` or `USING (columns)`.
public enum JoinConstraint: Sendable {
    case on(ExpressionNode)
    case using([SQLIdentifier])
}

/// Anything that can stand in `FROM` or on either side of a join.
public protocol TableSourceConvertible: Sendable {
    /// The source.
    var tableSource: TableSource { get }
}

extension TableSource: TableSourceConvertible {
    public var tableSource: TableSource { self }
}

extension Table: TableSourceConvertible {
    public var tableSource: TableSource { .table(self) }
}

extension TableSourceConvertible {
    /// `self JOIN other ON condition` (or a plain `JOIN` when no condition is given).
    public func join(_ other: some TableSourceConvertible, on condition: some SQLExpressible<Bool>) -> TableSource {
        .join(tableSource, .inner, other.tableSource, .on(condition.anyNode))
    }

    /// `self <kind> other ON condition`.
    public func join(
        _ kind: JoinOperator, _ other: some TableSourceConvertible, on condition: some SQLExpressible<Bool>
    ) -> TableSource {
        .join(tableSource, kind, other.tableSource, .on(condition.anyNode))
    }

    /// `self <kind> other USING (columns)`.
    public func join(_ kind: JoinOperator = .inner, _ other: some TableSourceConvertible, using columns: SQLIdentifier...)
        -> TableSource
    {
        .join(tableSource, kind, other.tableSource, .using(columns))
    }

    /// `self <kind> other` with no constraint (a cross or natural join).
    public func join(_ kind: JoinOperator, _ other: some TableSourceConvertible) -> TableSource {
        .join(tableSource, kind, other.tableSource, nil)
    }

    /// `self LEFT JOIN other ON condition`.
    public func leftJoin(_ other: some TableSourceConvertible, on condition: some SQLExpressible<Bool>) -> TableSource {
        join(.left, other, on: condition)
    }
}

extension TableSource: SQLRenderable {
    public func render(into r: inout SQLRenderer) {
        switch self {
        case .table(let table): table.render(into: &r)
        case .subquery(let select, let alias):
            r.write("(")
            select.render(into: &r)
            r.write(")")
            Self.renderAlias(alias, into: &r)
        case .function(let call, let alias):
            call.render(into: &r)
            Self.renderAlias(alias, into: &r)
        case .join(let left, let op, let right, let constraint):
            left.render(into: &r)
            if op != .comma { r.write(" ") }
            r.writeTrusted(op.rawValue)
            r.write(" ")
            if case .join = right {
                r.write("(")
                right.render(into: &r)
                r.write(")")
            } else {
                right.render(into: &r)
            }
            switch constraint {
            case .none: break
            case .on(let condition)?:
                r.write(" ON ")
                condition.render(into: &r)
            case .using(let columns)?:
                if columns.isEmpty { r.record(QuarryError(.emptyList, "USING needs at least one column")) }
                r.write(" USING (")
                r.writeList(columns) { r, column in r.write(identifier: column) }
                r.write(")")
            }
        }
    }

    private static func renderAlias(_ alias: SQLIdentifier?, into r: inout SQLRenderer) {
        if let alias {
            r.write(" AS ")
            r.write(identifier: alias)
        }
    }
}
