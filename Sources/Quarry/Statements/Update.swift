/// An `UPDATE` statement: `SET` assignments from a builder, then `FROM`, `WHERE`, `RETURNING`,
/// `ORDER BY` and `LIMIT`.
///
/// ```swift
/// Update(Message.table)
///     .set(Message.flags, to: Message.flags + 1)
///     .where(Message.localID == 42)
/// ```
public struct Update: SQLStatement {
    var with: WithClause?
    var resolution: ConflictResolution?
    var table: Table
    var assignments: [Assignment] = []
    var from: TableSource?
    var tail = UpdateDeleteTail()

    /// `UPDATE table`; the table may carry a schema, an alias and an index hint.
    public init(_ table: Table) {
        self.table = table
    }

    /// `UPDATE name`, for a table named rather than held as a ``Table``.
    public init(_ name: TableName) {
        self.table = Table(name: name, alias: nil, indexHint: nil)
    }

    /// `UPDATE OR resolution table`.
    public consuming func or(_ resolution: ConflictResolution) -> Update {
        self.resolution = resolution
        return self
    }

    /// `SET` the assignments the builder lists; calling it again appends.
    public consuming func set(@AssignmentBuilder _ assignments: () -> [Assignment]) -> Update {
        self.assignments += assignments()
        return self
    }

    /// `SET column = expression`, for an expression of the column's type.
    public func set<Value, E: SQLExpressible>(_ column: Column<Value>, to expression: E) -> Update
    where E.Value == Value {
        set { column.set(to: expression) }
    }

    /// `SET column = expression` for an optional column and an expression of the wrapped type.
    public func set<Wrapped, E: SQLExpressible>(_ column: Column<Wrapped?>, to expression: E) -> Update
    where E.Value == Wrapped {
        set { column.set(to: expression) }
    }

    /// `SET column = ?`, the value bound.
    public func set<Value: SQLValueConvertible>(_ column: Column<Value>, to value: Value) -> Update {
        set { column.set(to: value) }
    }

    /// `FROM source` (SQLite 3.33+): other tables the assignments and condition may read.
    public consuming func from(_ source: some TableSourceConvertible) -> Update {
        self.from = source.tableSource
        return self
    }

    /// `WHERE condition`; calling it again ANDs the conditions together.
    public func `where`<Condition: SQLExpressible>(_ condition: Condition) -> Update
    where Condition.Value: SQLBooleanType {
        changingTail { $0.where(condition.anyNode) }
    }

    /// `RETURNING` the result columns the builder lists.
    public func returning(@ResultColumnBuilder _ columns: () -> [ResultColumn]) -> Update {
        changingTail { $0.returning = ReturningClause(columns: columns()) }
    }

    /// `RETURNING` the given result columns (`.returning(.all)` for `RETURNING *`).
    public func returning(_ columns: ResultColumn...) -> Update {
        changingTail { $0.returning = ReturningClause(columns: columns) }
    }

    /// `ORDER BY terms`, which picks the rows a `LIMIT` keeps. Needs an SQLite built with
    /// `SQLITE_ENABLE_UPDATE_DELETE_LIMIT` (Debian's and Ubuntu's are); others refuse it.
    public func orderBy(_ terms: any OrderingTermConvertible...) -> Update {
        changingTail { $0.orderBy(terms) }
    }

    /// `LIMIT count [OFFSET offset]`: updates at most `count` rows. Needs an SQLite built with
    /// `SQLITE_ENABLE_UPDATE_DELETE_LIMIT` (Debian's and Ubuntu's are); others refuse it.
    public func limit(_ count: Int64, offset: Int64? = nil) -> Update {
        changingTail { $0.limit(count, offset: offset) }
    }

    /// Prefixes `WITH` and the CTEs the builder lists.
    public consuming func with(
        recursive: Bool = false, @CommonTableExpressionBuilder _ ctes: () -> [CommonTableExpression]
    ) -> Update {
        self.with = WithClause(recursive: recursive, ctes())
        return self
    }

    private consuming func changingTail(_ change: (inout UpdateDeleteTail) -> Void) -> Update {
        change(&self.tail)
        return self
    }
}

extension Update {
    public func render(into r: inout SQLRenderer) {
        with?.render(into: &r)
        r.write("UPDATE ")
        if let resolution {
            r.require(.updateOr(resolution))
            r.write("OR ")
            r.writeTrusted(resolution.rawValue)
            r.write(" ")
        }
        table.render(into: &r)
        // With FROM, the target is one of several sources, so every column is qualified.
        r.inColumnScope(from == nil ? ColumnScope(reading: table) : .qualified) { r in
            assignments.renderSet(into: &r, statement: "UPDATE")
            from.render(after: " FROM ", into: &r)
            tail.render(into: &r)
        }
    }
}
