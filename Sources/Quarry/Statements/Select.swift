/// A `SELECT` statement: result columns from a builder, then clause methods named after SQL's
/// words. Every method returns a modified copy.
///
/// ```swift
/// let recent = Select { Message.localID; Message.content }
///     .from(Message.table)
///     .where(Message.localID > 1 || Message.content == nil)
///     .orderBy(Message.createTime.descending)
///     .limit(10)
/// ```
public struct Select: SQLStatement {
    @usableFromInline var with: WithClause?
    /// The last member, the one clause methods change. It is stored inline rather than as the
    /// last element of an array: each clause method copies the `Select`, and an array of cores
    /// would then be duplicated (allocated, every core retained) by every call.
    @usableFromInline var core: SelectCore
    /// The members before `core` in a compound, in order; empty for a simple select.
    @usableFromInline var earlierCores: [SelectCore] = []
    /// The operator between each member and the next (`operators[i]` follows member `i`).
    @usableFromInline var operators: [CompoundOperator] = []
    @usableFromInline var orderBy: [OrderingTerm] = []
    @usableFromInline var limit: ExpressionNode?
    @usableFromInline var offset: ExpressionNode?
    /// Misuse found while building (a member clause after a compound operator), reported when
    /// rendering so that building stays non-throwing.
    @usableFromInline var problems: [QuarryError] = []

    /// `SELECT` with the result columns the builder lists.
    @inlinable public init(@ResultColumnBuilder _ columns: () -> [ResultColumn]) {
        self.init(columns: columns())
    }

    /// `SELECT` with the given result columns.
    @inlinable public init(columns: [ResultColumn]) {
        core = SelectCore(columns: columns)
    }

    /// `SELECT *`.
    public static var all: Select { Select(columns: [.all]) }

    /// `SELECT ALL` with the result columns the builder lists: SQL's explicit spelling of the
    /// default, every row kept (``all`` without columns is `SELECT *`).
    public static func all(@ResultColumnBuilder _ columns: () -> [ResultColumn]) -> Select {
        Select(columns: columns()).distinct(false)
    }

    /// `SELECT DISTINCT` with the result columns the builder lists.
    public static func distinct(@ResultColumnBuilder _ columns: () -> [ResultColumn]) -> Select {
        Select(columns: columns()).distinct()
    }

    /// A `VALUES (…), (…)` statement; every row must have the same width.
    public static func values(_ rows: [[any SQLValueConvertible]]) -> Select {
        values(nodes: rows.map { $0.map { ExpressionNode(converting: $0) } })
    }

    /// A `VALUES` statement of expressions.
    public static func values(expressions rows: [[any SQLExpressible]]) -> Select {
        values(nodes: rows.map { $0.map(\.anyNode) })
    }

    private static func values(nodes rows: [[ExpressionNode]]) -> Select {
        var select = Select(columns: [])
        select.core.body = .values(rows)
        return select
    }

    /// Changes the one member of a simple select. After `union` and its kin a member clause would
    /// silently apply to the last member only, so it is refused instead.
    @inlinable consuming func modifyingCore(_ clause: StaticString, _ change: (inout SelectCore) -> Void)
        -> Select
    {
        if !earlierCores.isEmpty { self.problems.append(Self.memberClauseAfterCompound(clause)) }
        change(&self.core)
        return self
    }

    @usableFromInline static func memberClauseAfterCompound(_ clause: StaticString) -> QuarryError {
        QuarryError(
            .invalidStatement,
            "\(clause) after a compound operator would apply to its last member only; call it on that member before union/intersect/except"
        )
    }

    /// `SELECT DISTINCT` (or `SELECT ALL` when `false`).
    @inlinable public consuming func distinct(_ isDistinct: Bool = true) -> Select {
        modifyingCore("distinct()") { $0.distinct = isDistinct }
    }

    /// `FROM source`.
    @inlinable public consuming func from(_ source: some TableSourceConvertible) -> Select {
        modifyingCore("from()") { $0.from = source.tableSource }
    }

    /// `FROM a, b, …`: a comma join of the sources.
    public consuming func from(_ first: some TableSourceConvertible, _ others: any TableSourceConvertible...)
        -> Select
    {
        let source = others.reduce(first.tableSource) { .join($0, .comma, $1.tableSource, nil) }
        return modifyingCore("from()") { $0.from = source }
    }

    /// `WHERE condition`; calling it again ANDs the conditions together into one node.
    @inlinable public consuming func `where`<Condition: SQLExpressible>(_ condition: Condition) -> Select
    where Condition.Value: SQLBooleanType {
        modifyingCore("where()") { $0.whereCondition = $0.whereCondition.and(condition.anyNode) }
    }

    /// `WHERE` from hand-written SQL whose values bind. A separate label rather than an overload
    /// of `where(_:)`: an overload there makes every typed predicate several times slower to
    /// type-check.
    public consuming func `where`(sql condition: SQLFragment) -> Select {
        modifyingCore("where()") { $0.whereCondition = $0.whereCondition.and(.fragment(condition)) }
    }

    /// `GROUP BY expressions`; calling it again appends expressions.
    public consuming func groupBy(_ expressions: any SQLExpressible...) -> Select {
        modifyingCore("groupBy()") { $0.groupBy += expressions.map(\.anyNode) }
    }

    /// `HAVING condition`; calling it again ANDs the conditions together.
    public consuming func having<Condition: SQLExpressible>(_ condition: Condition) -> Select
    where Condition.Value: SQLBooleanType {
        modifyingCore("having()") { $0.having = $0.having.and(condition.anyNode) }
    }

    /// `WINDOW name AS (definition)`; calling it again adds another named window.
    public consuming func window(_ name: SQLIdentifier, as definition: WindowDefinition) -> Select {
        modifyingCore("window()") { $0.windows.append((name, definition)) }
    }

    /// `ORDER BY terms`; calling it again appends terms. After a compound operator it orders the
    /// whole compound, as in SQL.
    @inlinable public consuming func orderBy(_ terms: any OrderingTermConvertible...) -> Select {
        // Existentials, like every other `orderBy`, so that a term chosen at run time
        // (`any OrderingTermConvertible`) passes; appended in place rather than mapped first.
        if self.orderBy.isEmpty { self.orderBy.reserveCapacity(terms.count) }
        for term in terms { self.orderBy.append(term.orderingTerm) }
        return self
    }

    /// `ORDER BY n [ASC|DESC] [NULLS FIRST|LAST]`: by the result column at `number`, counted from 1,
    /// as SQL writes it (`.orderBy(2, .descending)`); calling it again appends a term.
    public consuming func orderBy(
        _ resultColumn: Int, _ direction: OrderingTerm.Direction? = nil, nulls: OrderingTerm.Nulls? = nil
    ) -> Select {
        self.orderBy.append(OrderingTerm(resultColumn: resultColumn, direction: direction, nulls: nulls))
        return self
    }

    /// `LIMIT count`.
    @inlinable public consuming func limit<Count: FixedWidthInteger & SQLValueConvertible>(_ count: Count)
        -> Select
    {
        self.limit = ExpressionNode(converting: count)
        return self
    }

    /// `LIMIT expression` (a bind parameter or a scalar subquery, for example).
    @inlinable public consuming func limit<Count: SQLExpressible>(_ count: Count) -> Select
    where Count.Value: SQLIntegerType {
        self.limit = count.anyNode
        return self
    }

    /// `LIMIT count OFFSET offset`.
    public consuming func limit<Count: FixedWidthInteger & SQLValueConvertible>(_ count: Count, offset: Count)
        -> Select
    {
        self.limit(count).offset(offset)
    }

    /// `OFFSET offset` (SQLite needs a LIMIT with it; `LIMIT -1` is written when none is set).
    @inlinable public consuming func offset<Offset: FixedWidthInteger & SQLValueConvertible>(_ offset: Offset)
        -> Select
    {
        self.offset = ExpressionNode(converting: offset)
        return self
    }

    /// `OFFSET expression`.
    @inlinable public consuming func offset<Offset: SQLExpressible>(_ offset: Offset) -> Select
    where Offset.Value: SQLIntegerType {
        self.offset = offset.anyNode
        return self
    }

    /// Prefixes `WITH [RECURSIVE]` and the CTEs the builder lists.
    public consuming func with(
        recursive: Bool = false, @CommonTableExpressionBuilder _ ctes: () -> [CommonTableExpression]
    )
        -> Select
    {
        self.with = WithClause(recursive: recursive, ctes())
        return self
    }

    /// Prefixes `WITH [RECURSIVE]` and the given CTEs.
    public consuming func with(recursive: Bool = false, _ ctes: CommonTableExpression...) -> Select {
        self.with = WithClause(recursive: recursive, ctes)
        return self
    }

    /// `self UNION other`.
    public func union(_ other: Select) -> Select { compound(.union, other) }
    /// `self UNION ALL other`.
    public func unionAll(_ other: Select) -> Select { compound(.unionAll, other) }
    /// `self INTERSECT other`.
    public func intersect(_ other: Select) -> Select { compound(.intersect, other) }
    /// `self EXCEPT other`.
    public func except(_ other: Select) -> Select { compound(.except, other) }

    /// Appends `other` as the next member. SQLite's compounds associate to the left and take one
    /// ORDER BY/LIMIT for the whole, so a side that carries its own (or, on the right, is itself a
    /// compound) becomes `SELECT * FROM (…)`, which keeps its meaning.
    private func compound(_ op: CompoundOperator, _ other: Select) -> Select {
        var copy = hasTrailingClauses ? Select.all.from(TableSource.subquery(self, alias: nil)) : self
        copy.operators.append(op)
        copy.earlierCores.append(copy.core)
        if other.isSimple && other.with == nil && !other.hasTrailingClauses {
            copy.core = other.core
        } else {
            copy.core = Select.all.from(TableSource.subquery(other, alias: nil)).core
        }
        return copy
    }

    private var hasTrailingClauses: Bool { !orderBy.isEmpty || limit != nil || offset != nil }

    /// The number of result columns, when it can be known without a schema.
    var knownColumnCount: Int? { (earlierCores.first ?? core).knownColumnCount }

    /// Whether this select has one member (no `union` and its kin).
    var isSimple: Bool { earlierCores.isEmpty }

    /// The select as a source for `FROM`, with an alias: `(SELECT …) AS "alias"`; its result
    /// columns read as typed columns of the alias (`derived[Message.localID]`).
    public func `as`(_ alias: SQLIdentifier) -> DerivedTable { DerivedTable(self, as: alias) }
}

extension Select: TableSourceConvertible {
    /// The select as an unaliased subquery source.
    public var tableSource: TableSource { .subquery(self, alias: nil) }
}

extension Select {
    public func render(into r: inout SQLRenderer) {
        let isTopLevel = r.isAtStatementStart
        guard r.enterNesting() else { return }
        let enclosing = r.writesTopLevelResults
        defer {
            r.writesTopLevelResults = enclosing
            r.leaveNesting()
        }
        for problem in problems { r.record(problem) }
        r.writesTopLevelResults = false
        if let with { with.render(into: &r) }
        r.writesTopLevelResults = isTopLevel
        checkCompoundWidths(into: &r)
        for (index, earlier) in earlierCores.enumerated() {
            earlier.render(into: &r)
            r.writeTrusted(operators[index].rawValue)
        }
        if case .values = core.body, hasTrailingClauses {
            // SQLite's grammar has no ORDER BY or LIMIT after VALUES: read it as a subquery.
            r.write("SELECT * FROM (")
            core.render(into: &r)
            r.write(")")
            if r.dialect == .postgres { r.writeDerivedTableAlias() }
        } else {
            core.render(into: &r)
        }
        if !orderBy.isEmpty {
            r.write(" ORDER BY ")
            // A compound's ORDER BY names result columns, which SQLite matches by their bare names.
            r.inColumnScope(isSimple ? core.columnScope : .unscoped) { r in
                r.writeList(orderBy) { r, term in term.render(into: &r) }
            }
        }
        if let limit {
            if r.dialect == .postgres, case .value(.integer(let count)) = limit.kind, count < 0 {
                r.require(.negativeLimit)
            }
            r.write(" LIMIT ")
            limit.render(into: &r)
        } else if offset != nil, r.dialect == .sqlite {
            // SQLite's grammar has OFFSET only after a LIMIT; -1 is its "no limit".
            r.write(" LIMIT -1")
        }
        offset.render(after: " OFFSET ", into: &r)
    }

    private func checkCompoundWidths(into r: inout SQLRenderer) {
        // A plain SELECT has nothing to compare; skipping it saves an array on every render.
        guard !isSimple else { return }
        let widths = (earlierCores + [core]).compactMap(\.knownColumnCount)
        if let first = widths.first, widths.contains(where: { $0 != first }) {
            r.record(
                QuarryError(
                    .columnCountMismatch,
                    "compound SELECT members have different column counts: \(widths.map(String.init).joined(separator: ", "))"
                ))
        }
    }
}

extension Optional where Wrapped == ExpressionNode {
    /// This condition ANDed with another, as one node.
    @inlinable func and(_ other: ExpressionNode) -> ExpressionNode {
        guard let self else { return other }
        return .binary(.and, self, other)
    }
}
