/// One `SELECT … FROM … WHERE … GROUP BY … HAVING … WINDOW …` block, or a `VALUES` list: a member
/// of a compound select.
public struct SelectCore: Sendable {
    @usableFromInline enum Body: Sendable {
        case select
        case values([[ExpressionNode]])
    }

    @usableFromInline var body: Body = .select
    @usableFromInline var distinct: Bool? = nil
    @usableFromInline var columns: [ResultColumn] = []
    @usableFromInline var from: TableSource?
    @usableFromInline var whereCondition: ExpressionNode?
    @usableFromInline var groupBy: [ExpressionNode] = []
    @usableFromInline var having: ExpressionNode?
    @usableFromInline var windows: [(name: SQLIdentifier, definition: WindowDefinition)] = []

    /// A member with these result columns and no clauses yet, made in one call: assigning the
    /// columns afterwards built and destroyed an empty list first.
    @usableFromInline init(columns: [ResultColumn] = []) {
        self.columns = columns
    }

    /// The number of result columns, when it can be known without a schema.
    var knownColumnCount: Int? {
        // A loop rather than recursion: `SELECT * FROM (…)` may nest as deep as a loop makes it.
        var member = self
        while true {
            switch member.body {
            case .values(let rows): return rows.first?.count
            case .select:
                // `SELECT * FROM (subquery)` is how a compound member wraps a select; its width is
                // the subquery's.
                if member.columns.count == 1, case .all = member.columns[0],
                    case .subquery(let select, _)? = member.from?.kind
                {
                    member = select.earlierCores.first ?? select.core
                    continue
                }
                let hasStar = member.columns.contains { column in
                    switch column {
                    case .expression, .readBack: false
                    case .all, .allColumns: true
                    }
                }
                return hasStar ? nil : member.columns.count
            }
        }
    }
}

extension SelectCore: SQLRenderable {
    public func render(into r: inout SQLRenderer) {
        if case .values(let rows) = body {
            renderValues(rows, into: &r)
            return
        }
        r.inColumnScope(columnScope) { r in renderSelect(into: &r) }
    }

    /// The scope of this member's clauses: bare columns only for its one source.
    var columnScope: ColumnScope { ColumnScope(reading: from) }

    private func renderSelect(into r: inout SQLRenderer) {
        if columns.isEmpty { r.record(QuarryError(.emptyList, "SELECT needs at least one result column")) }
        switch distinct {
        case true?: r.write("SELECT DISTINCT ")
        case false?: r.write("SELECT ALL ")
        case nil: r.write("SELECT ")
        }
        r.writeList(columns) { r, column in column.render(into: &r) }
        from.render(after: " FROM ", into: &r)
        whereCondition.render(after: " WHERE ", into: &r)
        if !groupBy.isEmpty {
            r.write(" GROUP BY ")
            r.writeList(groupBy) { r, node in node.asOrderingTerm(in: r).render(into: &r) }
        }
        having.render(after: " HAVING ", into: &r)
        if !windows.isEmpty {
            r.write(" WINDOW ")
            r.writeList(windows) { r, window in
                r.write(identifier: window.name)
                r.write(" AS (")
                window.definition.render(into: &r)
                r.write(")")
            }
        }
    }

    private func renderValues(_ rows: [[ExpressionNode]], into r: inout SQLRenderer) {
        if from != nil || whereCondition != nil || !groupBy.isEmpty || having != nil || !windows.isEmpty
            || distinct != nil
        {
            r.record(
                QuarryError(
                    .invalidStatement,
                    "VALUES takes no FROM, WHERE, GROUP BY, HAVING, WINDOW or DISTINCT; select from it as a subquery instead"
                ))
        }
        if rows.isEmpty || rows.contains(where: \.isEmpty) {
            r.record(QuarryError(.emptyList, "VALUES needs at least one row of at least one value"))
        } else if let width = rows.first?.count, rows.contains(where: { $0.count != width }) {
            r.record(QuarryError(.columnCountMismatch, "VALUES rows differ in width"))
        }
        r.write("VALUES ")
        r.writeList(rows) { r, row in
            r.write("(")
            r.writeList(row) { r, node in node.render(into: &r) }
            r.write(")")
        }
    }
}

/// How two selects combine.
public enum CompoundOperator: String, Sendable, Hashable {
    /// `UNION`: rows of either, without duplicates.
    case union = " UNION "
    /// `UNION ALL`: rows of both, duplicates kept.
    case unionAll = " UNION ALL "
    /// `INTERSECT`: rows of both.
    case intersect = " INTERSECT "
    /// `EXCEPT`: rows of the left that are not in the right.
    case except = " EXCEPT "
}
