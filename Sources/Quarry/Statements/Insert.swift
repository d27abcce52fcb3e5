/// An `INSERT` (or `REPLACE`) statement: the rows come from `VALUES`, a `SELECT` or
/// `DEFAULT VALUES`, with optional upsert clauses and `RETURNING`.
///
/// Typed rows come from assignments, so a value must have its column's Swift type:
///
/// ```swift
/// Insert(into: Message.table)
///     .values { Message.localID.set(to: 1); Message.content.set(to: "hi") }
///     .onConflict(Message.localID).doUpdate { Message.content.set(to: Message.content.excluded) }
///     .returning { Message.localID }
/// ```
///
/// Untyped rows (`.columns(…).values(…)`) take any values; rendering checks that every row has as
/// many values as there are columns.
public struct Insert: SQLStatement {
    enum Verb: Sendable {
        case insert(ConflictResolution?)
        case replace
    }

    enum Source: Sendable {
        case values(Rows)
        case select(Select)
        case defaultValues
    }

    /// One row of `VALUES`, with the column names its assignments gave, if any.
    struct Row: Sendable {
        var names: [SQLIdentifier]?
        var values: [ExpressionNode]
    }

    var with: WithClause?
    var verb: Verb = .insert(nil)
    var table: Table
    var columns: [SQLIdentifier] = []
    var source: Source = .values(Rows())
    var upserts: [UpsertClause] = []
    var returning: ReturningClause?

    /// `INSERT INTO table`; the table may have a schema and an alias.
    public init(into table: Table) {
        self.table = table
    }

    /// `INSERT INTO name`, for a table named rather than held as a ``Table``.
    public init(into name: TableName) {
        self.table = Table(name: name, alias: nil, indexHint: nil)
    }

    /// `REPLACE INTO table`: SQLite's short form of `INSERT OR REPLACE`.
    public static func replace(into table: Table) -> Insert {
        var insert = Insert(into: table)
        insert.verb = .replace
        return insert
    }

    /// `INSERT OR resolution INTO …`.
    public consuming func or(_ resolution: ConflictResolution) -> Insert {
        self.verb = .insert(resolution)
        return self
    }

    /// `INSERT OR REPLACE INTO …`.
    public var orReplace: Insert { or(.replace) }

    /// `INSERT OR IGNORE INTO …`.
    public var orIgnore: Insert { or(.ignore) }

    /// The column list `("a", "b", …)`; replaces an earlier list.
    public consuming func columns(_ columns: any ColumnNameConvertible...) -> Insert {
        self.columns = columns.map(\.columnName)
        return self
    }

    /// Appends one row of values, bound as arguments; its width must match the column list.
    public consuming func values(_ values: any SQLValueConvertible...) -> Insert {
        appending(Row(names: nil, values: values.map { ExpressionNode(converting: $0) }))
    }

    /// Appends one row of expressions (a subquery, `excluded.x`, a function call…).
    public consuming func values(expressions: [any SQLExpressible]) -> Insert {
        appending(Row(names: nil, values: expressions.map(\.anyNode)))
    }

    /// Appends rows of values; every row must be as wide as the column list.
    public consuming func values(rows: [[any SQLValueConvertible]]) -> Insert {
        // A loop that moves the statement along: `reduce` handed each step a borrowed copy, so
        // every row copied the rows before it.
        var insert = self
        for row in rows {
            insert = insert.appending(Row(names: nil, values: row.map { ExpressionNode(converting: $0) }))
        }
        return insert
    }

    /// Appends one typed row: each assignment names a column and its value. Without an explicit
    /// column list, the first row's columns become the list; every row must name the same columns
    /// in the same order.
    public consuming func values(@AssignmentBuilder _ row: () -> [Assignment]) -> Insert {
        let assignments = row()
        // Sized once: growing both arrays one assignment at a time reallocated them repeatedly.
        var names: [SQLIdentifier] = []
        names.reserveCapacity(assignments.count)
        var values: [ExpressionNode] = []
        values.reserveCapacity(assignments.count)
        for assignment in assignments {
            switch assignment.target {
            case .column(let name):
                names.append(name)
                values.append(assignment.value)
            case .row(let columns):
                names += columns
                values += columns.map { _ in .invalid(Self.rowAssignmentProblem) }
            }
        }
        return appending(Row(names: names, values: values))
    }

    /// `INSERT … SELECT`: the rows the query returns.
    public consuming func select(_ select: Select) -> Insert {
        self.source = .select(select)
        return self
    }

    /// `DEFAULT VALUES`: one row of the columns' defaults.
    public var defaultValues: Insert {
        var copy = self
        copy.source = .defaultValues
        return copy
    }

    /// `ON CONFLICT (target)`: finish with `.doNothing` or `.doUpdate { … }`. With no target, the
    /// clause catches every uniqueness conflict (it must then be the last upsert clause).
    public func onConflict(_ target: any OrderingTermConvertible...) -> PendingUpsert {
        PendingUpsert(insert: self, target: target.map(\.orderingTerm), targetCondition: nil)
    }

    /// `RETURNING` the result columns the builder lists.
    public consuming func returning(@ResultColumnBuilder _ columns: () -> [ResultColumn]) -> Insert {
        self.returning = ReturningClause(columns: columns())
        return self
    }

    /// `RETURNING` the given result columns (`.returning(.all)` for `RETURNING *`).
    public consuming func returning(_ columns: ResultColumn...) -> Insert {
        self.returning = ReturningClause(columns: columns)
        return self
    }

    /// Prefixes `WITH` and the CTEs the builder lists.
    public consuming func with(
        recursive: Bool = false, @CommonTableExpressionBuilder _ ctes: () -> [CommonTableExpression]
    ) -> Insert {
        self.with = WithClause(recursive: recursive, ctes())
        return self
    }

    private static var rowAssignmentProblem: QuarryError {
        QuarryError(.invalidStatement, "INSERT takes no row-value assignment")
    }

    /// Adds a row to VALUES (the first row makes the list).
    consuming func appending(_ row: Row) -> Insert {
        if case .values(var rows) = self.source, !rows.isEmpty {
            // Let go of the enum's copy first, so that the rows are appended in place.
            self.source = .defaultValues
            rows.append(row)
            self.source = .values(rows)
        } else {
            self.source = .values(Rows(row))
        }
        return self
    }
}

extension Insert {
    public func render(into r: inout SQLRenderer) {
        if let with { with.render(into: &r) }
        switch verb {
        case .insert(nil): r.write("INSERT INTO ")
        case .insert(let resolution?):
            r.require(.insertOr(resolution))
            r.write("INSERT OR ")
            r.writeTrusted(resolution.rawValue)
            r.write(" INTO ")
        case .replace:
            r.require(.replaceInto)
            r.write("REPLACE INTO ")
        }
        table.render(into: &r)
        let columns = effectiveColumns
        if !columns.isEmpty {
            r.write(" ")
            columns.renderParenthesizedNames(into: &r)
        }
        // VALUES reads no table: a column there is an outer one (a trigger's), so it is qualified.
        r.inColumnScope(.qualified) { r in renderSource(columns: columns, into: &r) }
        // After the rows, so that an error a row's value records (which may be why a name repeats)
        // is the one reported.
        if let repeated = columns.firstRepeatedColumnName {
            r.record(
                QuarryError(
                    .invalidStatement,
                    "INSERT names the column \(repeated) twice; SQLite would store the first value and drop the other"
                ))
        }
        if upserts.dropLast().contains(where: { $0.target.isEmpty }) {
            r.record(
                QuarryError(
                    .invalidStatement, "only the last ON CONFLICT clause may omit its conflict target"))
        }
        if upserts.count > 1 { r.require(.severalUpserts) }
        if r.dialect == .postgres, !upserts.isEmpty {
            // PostgreSQL reads a bare column in DO UPDATE as either the row or `excluded`, and
            // refuses it as ambiguous: there every column is qualified.
            r.inColumnScope(.qualified) { r in
                for upsert in upserts { upsert.render(into: &r) }
            }
            r.inColumnScope(ColumnScope(reading: table)) { r in returning?.render(into: &r) }
        } else {
            r.inColumnScope(ColumnScope(reading: table)) { r in
                for upsert in upserts { upsert.render(into: &r) }
                returning?.render(into: &r)
            }
        }
    }

    /// The explicit column list, or the columns the first typed row names.
    private var effectiveColumns: [SQLIdentifier] {
        if !columns.isEmpty { return columns }
        if case .values(let rows) = source, let names = rows.all.first?.names { return names }
        return []
    }

    private func renderSource(columns: [SQLIdentifier], into r: inout SQLRenderer) {
        switch source {
        case .values(let list):
            let rows = list.all
            checkRows(rows, columns: columns, into: &r)
            r.write(" VALUES ")
            r.writeList(rows) { r, row in
                r.write("(")
                r.writeList(row.values) { r, value in value.render(into: &r) }
                r.write(")")
            }
        case .select(let select):
            if select.isSimple, let width = select.core.knownColumnCount, !columns.isEmpty,
                width != columns.count
            {
                r.record(
                    QuarryError(
                        .columnCountMismatch,
                        "INSERT names \(columns.count) columns but its SELECT returns \(width)"))
            }
            r.write(" ")
            // A SELECT that ends in its FROM clause, followed by ON CONFLICT, is ambiguous with a
            // join constraint in SQLite's grammar; `WHERE true` is the documented way out.
            if !upserts.isEmpty, select.needsUpsertDisambiguation {
                var disambiguated = select
                // Set on the last member directly: `where` refuses a compound, whose other
                // members this condition does not concern.
                disambiguated.core.whereCondition = .keyword(.true)
                disambiguated.render(into: &r)
            } else {
                select.render(into: &r)
            }
        case .defaultValues:
            if !upserts.isEmpty {
                r.record(QuarryError(.invalidStatement, "DEFAULT VALUES cannot take an upsert clause"))
            }
            r.write(" DEFAULT VALUES")
        }
    }

    private func checkRows(_ rows: [Row], columns: [SQLIdentifier], into r: inout SQLRenderer) {
        guard let first = rows.first else {
            r.record(QuarryError(.emptyList, "INSERT needs VALUES, a SELECT or DEFAULT VALUES"))
            return
        }
        if rows.contains(where: { $0.values.isEmpty }) {
            r.record(QuarryError(.emptyList, "an INSERT row needs at least one value"))
        }
        if let different = rows.first(where: { $0.values.count != first.values.count }) {
            r.record(
                QuarryError(
                    .columnCountMismatch,
                    "INSERT rows differ in width: \(first.values.count) and \(different.values.count) values")
            )
        }
        if !columns.isEmpty, let wrong = rows.first(where: { $0.values.count != columns.count }) {
            r.record(
                QuarryError(
                    .columnCountMismatch,
                    "INSERT names \(columns.count) columns but a row has \(wrong.values.count) values"))
        }
        if let named = rows.first(where: { $0.names != nil && $0.names != columns }) {
            let names = named.names?.map(\.name).joined(separator: ", ") ?? ""
            r.record(
                QuarryError(
                    .columnCountMismatch,
                    "an INSERT row assigns the columns (\(names)), which differ from the column list"))
        }
    }
}

extension Select {
    /// Whether this select ends in its last member's FROM clause (no WHERE, GROUP BY, HAVING,
    /// WINDOW, ORDER BY or LIMIT after it), which SQLite cannot tell from a join constraint when an
    /// upsert follows. A WITH prefix and earlier compound members do not change that.
    var needsUpsertDisambiguation: Bool {
        guard orderBy.isEmpty, limit == nil, offset == nil else { return false }
        guard case .select = core.body, core.from != nil else { return false }
        return core.whereCondition == nil && core.groupBy.isEmpty && core.having == nil
            && core.windows.isEmpty
    }
}
