/// What `FROM` reads: a table, a subquery, a table-valued function, or a join of sources.
///
/// Build one with the static functions named after its ``Kind`` (`.join(a, .left, b, nil)`,
/// `.subquery(select, alias: nil)`) and look inside it with `switch source.kind`. Each source is
/// one heap cell whose deinit takes its subtrees apart without recursion, so that dropping a join
/// chain or FROM subqueries of any depth takes constant stack; rendering one nested deeper than
/// ``SQLRenderer/maximumNestingDepth`` is an error.
public struct TableSource: Sendable {
    let storage: TableSourceStorage

    /// A source of the given kind.
    public init(_ kind: Kind) { storage = TableSourceStorage(kind) }

    /// What this source is.
    public var kind: Kind { storage.kind }

    /// What a source is: a table, a subquery, a table-valued function, or a join of sources.
    ///
    /// `indirect`, so that reading a source's kind (which copies it out of its cell) retains one
    /// box: with the cases inline, the copy of a `Select` (or of a table's names) made build +
    /// render of a SELECT 12% (7% with only the table inline) more instructions.
    public indirect enum Kind: Sendable {
        /// A table, with its alias and index hint.
        case table(Table)
        /// `(SELECT …) [AS alias]`.
        case subquery(Select, alias: SQLIdentifier?)
        /// A table-valued function: `json_each(…) [AS alias]`.
        case function(FunctionCall, alias: SQLIdentifier?)
        /// `left <operator> right [ON …|USING (…)]`.
        case join(TableSource, JoinOperator, TableSource, JoinConstraint?)
    }

    /// A table, with its alias and index hint.
    public static func table(_ table: Table) -> TableSource { TableSource(.table(table)) }

    /// `(SELECT …) [AS alias]`.
    public static func subquery(_ select: Select, alias: SQLIdentifier?) -> TableSource {
        TableSource(.subquery(select, alias: alias))
    }

    /// A table-valued function: `json_each(…) [AS alias]`.
    public static func function(_ call: FunctionCall, alias: SQLIdentifier?) -> TableSource {
        TableSource(.function(call, alias: alias))
    }

    /// `left <operator> right [ON …|USING (…)]`.
    public static func join(
        _ left: TableSource, _ op: JoinOperator, _ right: TableSource, _ constraint: JoinConstraint?
    ) -> TableSource {
        TableSource(.join(left, op, right, constraint))
    }
}

/// The kind of join.
public enum JoinOperator: String, Sendable, Hashable {
    /// `a, b`: the comma join of `FROM a, b`.
    case comma = ","
    /// `JOIN` (an inner join).
    case inner = "JOIN"
    /// `LEFT JOIN`.
    case left = "LEFT JOIN"
    /// `RIGHT JOIN` (SQLite 3.39+).
    case right = "RIGHT JOIN"
    /// `FULL JOIN` (SQLite 3.39+).
    case full = "FULL JOIN"
    /// `CROSS JOIN`.
    case cross = "CROSS JOIN"
    /// `NATURAL JOIN`.
    case natural = "NATURAL JOIN"
    /// `NATURAL LEFT JOIN`.
    case naturalLeft = "NATURAL LEFT JOIN"
    /// `NATURAL RIGHT JOIN`.
    case naturalRight = "NATURAL RIGHT JOIN"
    /// `NATURAL FULL JOIN`.
    case naturalFull = "NATURAL FULL JOIN"
    /// `NATURAL CROSS JOIN`: a natural join the planner keeps in the written order.
    case naturalCross = "NATURAL CROSS JOIN"
}

/// `ON expr` or `USING (columns)`.
public enum JoinConstraint: Sendable {
    /// `ON condition`.
    case on(ExpressionNode)
    /// `USING (columns)`.
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
    /// `self JOIN other ON condition`.
    public func join<Condition: SQLExpressible>(_ other: some TableSourceConvertible, on condition: Condition)
        -> TableSource where Condition.Value: SQLBooleanType
    {
        join(.inner, other, on: condition)
    }

    /// `self JOIN other USING (columns)`.
    public func join(_ other: some TableSourceConvertible, using columns: SQLIdentifier...) -> TableSource {
        join(.inner, other, using: columns)
    }

    /// `self LEFT JOIN other ON condition`.
    public func leftJoin<Condition: SQLExpressible>(
        _ other: some TableSourceConvertible, on condition: Condition
    )
        -> TableSource where Condition.Value: SQLBooleanType
    {
        join(.left, other, on: condition)
    }

    /// `self LEFT JOIN other USING (columns)`.
    public func leftJoin(_ other: some TableSourceConvertible, using columns: SQLIdentifier...) -> TableSource
    {
        join(.left, other, using: columns)
    }

    /// `self RIGHT JOIN other ON condition`.
    public func rightJoin<Condition: SQLExpressible>(
        _ other: some TableSourceConvertible, on condition: Condition
    )
        -> TableSource where Condition.Value: SQLBooleanType
    {
        join(.right, other, on: condition)
    }

    /// `self RIGHT JOIN other USING (columns)`.
    public func rightJoin(_ other: some TableSourceConvertible, using columns: SQLIdentifier...)
        -> TableSource
    {
        join(.right, other, using: columns)
    }

    /// `self FULL JOIN other ON condition`.
    public func fullJoin<Condition: SQLExpressible>(
        _ other: some TableSourceConvertible, on condition: Condition
    )
        -> TableSource where Condition.Value: SQLBooleanType
    {
        join(.full, other, on: condition)
    }

    /// `self FULL JOIN other USING (columns)`.
    public func fullJoin(_ other: some TableSourceConvertible, using columns: SQLIdentifier...) -> TableSource
    {
        join(.full, other, using: columns)
    }

    /// `self CROSS JOIN other`: every pair of rows, in the order written (SQLite's planner keeps
    /// the left table outer).
    public func crossJoin(_ other: some TableSourceConvertible) -> TableSource {
        join(.cross, other)
    }

    /// `self NATURAL JOIN other`: joined on every column name the two share.
    public func naturalJoin(_ other: some TableSourceConvertible) -> TableSource {
        join(.natural, other)
    }

    /// `self NATURAL LEFT JOIN other`.
    public func naturalLeftJoin(_ other: some TableSourceConvertible) -> TableSource {
        join(.naturalLeft, other)
    }

    /// `self NATURAL RIGHT JOIN other`.
    public func naturalRightJoin(_ other: some TableSourceConvertible) -> TableSource {
        join(.naturalRight, other)
    }

    /// `self NATURAL FULL JOIN other`.
    public func naturalFullJoin(_ other: some TableSourceConvertible) -> TableSource {
        join(.naturalFull, other)
    }

    /// `self NATURAL CROSS JOIN other`.
    public func naturalCrossJoin(_ other: some TableSourceConvertible) -> TableSource {
        join(.naturalCross, other)
    }

    /// `self <kind> other ON condition`, for a join kind chosen at run time.
    public func join<Condition: SQLExpressible>(
        _ kind: JoinOperator, _ other: some TableSourceConvertible, on condition: Condition
    ) -> TableSource where Condition.Value: SQLBooleanType {
        .join(tableSource, kind, other.tableSource, .on(condition.anyNode))
    }

    /// `self <kind> other USING (columns)`, for a join kind chosen at run time.
    public func join(
        _ kind: JoinOperator, _ other: some TableSourceConvertible, using columns: [SQLIdentifier]
    )
        -> TableSource
    {
        .join(tableSource, kind, other.tableSource, .using(columns))
    }

    /// `self <kind> other` with no constraint, for a join kind chosen at run time.
    public func join(_ kind: JoinOperator, _ other: some TableSourceConvertible) -> TableSource {
        .join(tableSource, kind, other.tableSource, nil)
    }
}

extension TableSource {
    /// A table-valued function as a source: `json_each(?) AS "j"`, optionally in a schema
    /// (`"main".pragma_table_info(?)`). The name is checked against SQLite's name rules when
    /// rendered.
    public static func tableFunction(
        _ name: String, schema: SQLIdentifier? = nil, _ arguments: any SQLExpressible...,
        as alias: SQLIdentifier? = nil
    )
        -> TableSource
    {
        function(name, schema, arguments.map(\.anyNode), alias)
    }

    /// A table-valued function of values, each bound as one argument: `json_each(?)`.
    public static func tableFunction(
        _ name: String, schema: SQLIdentifier? = nil, values arguments: any SQLValueConvertible...,
        as alias: SQLIdentifier? = nil
    ) -> TableSource {
        function(name, schema, arguments.map { ExpressionNode(converting: $0) }, alias)
    }

    /// A table-valued function called without arguments: `pragma_module_list()`.
    public static func tableFunction(
        _ name: String, schema: SQLIdentifier? = nil, as alias: SQLIdentifier? = nil
    )
        -> TableSource
    {
        function(name, schema, [], alias)
    }

    private static func function(
        _ name: String, _ schema: SQLIdentifier?, _ arguments: [ExpressionNode], _ alias: SQLIdentifier?
    ) -> TableSource {
        var call = FunctionCall(name, arguments)
        call.schema = schema
        return TableSource(.function(call, alias: alias))
    }
}

extension TableSource: SQLRenderable {
    public func render(into r: inout SQLRenderer) {
        // A join chain (what `reduce` of joins builds) nests one level per join.
        guard r.enterNesting() else { return }
        defer { r.leaveNesting() }
        switch kind {
        case .table(let table): table.render(into: &r)
        case .subquery(let select, let alias):
            r.write("(")
            select.render(into: &r)
            r.write(")")
            if alias == nil, r.dialect == .postgres {
                r.writeDerivedTableAlias()
            } else {
                Self.renderAlias(alias, into: &r)
            }
        case .function(let call, let alias):
            call.render(into: &r)
            Self.renderAlias(alias, into: &r)
        case .join(let left, let op, let right, let constraint):
            left.render(into: &r)
            if r.dialect == .sqlite {
                if op != .comma { r.write(" ") }
                r.writeTrusted(op.rawValue)
                r.write(" ")
            } else {
                r.write(postgresJoin: op, constrained: constraint != nil)
            }
            if case .join = right.kind {
                r.write("(")
                right.render(into: &r)
                r.write(")")
            } else {
                right.render(into: &r)
            }
            switch constraint {
            case .none:
                // SQLite joins every row with every row when a join has no constraint; PostgreSQL
                // wants the constraint written.
                if r.dialect == .postgres, op.needsConstraintInPostgres { r.write(" ON TRUE") }
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
