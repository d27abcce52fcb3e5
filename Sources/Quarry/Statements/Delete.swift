/// A `DELETE` statement: `DELETE FROM table [WHERE …] [RETURNING …] [ORDER BY … LIMIT …]`.
///
/// ```swift
/// Delete(from: Message.table).where(Message.createTime < cutoff).returning { Message.localID }
/// ```
public struct Delete: SQLStatement {
    var with: WithClause?
    var table: Table
    var tail = UpdateDeleteTail()

    /// `DELETE FROM table`; the table may carry a schema, an alias and an index hint.
    public init(from table: Table) {
        self.table = table
    }

    /// `DELETE FROM name`, for a table named rather than held as a ``Table``.
    public init(from name: TableName) {
        self.table = Table(name: name, alias: nil, indexHint: nil)
    }

    /// `WHERE condition`; calling it again ANDs the conditions together.
    public func `where`<Condition: SQLExpressible>(_ condition: Condition) -> Delete
    where Condition.Value: SQLBooleanType {
        changingTail { $0.where(condition.anyNode) }
    }

    /// `RETURNING` the result columns the builder lists.
    public func returning(@ResultColumnBuilder _ columns: () -> [ResultColumn]) -> Delete {
        changingTail { $0.returning = ReturningClause(columns: columns()) }
    }

    /// `RETURNING` the given result columns (`.returning(.all)` for `RETURNING *`).
    public func returning(_ columns: ResultColumn...) -> Delete {
        changingTail { $0.returning = ReturningClause(columns: columns) }
    }

    /// `ORDER BY terms`, which picks the rows a `LIMIT` keeps. Needs an SQLite built with
    /// `SQLITE_ENABLE_UPDATE_DELETE_LIMIT` (Debian's and Ubuntu's are); others refuse it.
    public func orderBy(_ terms: any OrderingTermConvertible...) -> Delete {
        changingTail { $0.orderBy(terms) }
    }

    /// `LIMIT count [OFFSET offset]`: deletes at most `count` rows. Needs an SQLite built with
    /// `SQLITE_ENABLE_UPDATE_DELETE_LIMIT` (Debian's and Ubuntu's are); others refuse it.
    public func limit(_ count: Int64, offset: Int64? = nil) -> Delete {
        changingTail { $0.limit(count, offset: offset) }
    }

    /// Prefixes `WITH` and the CTEs the builder lists.
    public consuming func with(
        recursive: Bool = false, @CommonTableExpressionBuilder _ ctes: () -> [CommonTableExpression]
    ) -> Delete {
        self.with = WithClause(recursive: recursive, ctes())
        return self
    }

    private consuming func changingTail(_ change: (inout UpdateDeleteTail) -> Void) -> Delete {
        change(&self.tail)
        return self
    }
}

extension Delete {
    public func render(into r: inout SQLRenderer) {
        with?.render(into: &r)
        r.write("DELETE FROM ")
        table.render(into: &r)
        r.inColumnScope(ColumnScope(reading: table)) { r in tail.render(into: &r) }
    }
}
