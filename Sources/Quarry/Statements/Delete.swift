/// A `DELETE` statement: `DELETE FROM table [WHERE …] [RETURNING …] [ORDER BY … LIMIT …]`.
///
/// ```swift
/// Delete(from: Message.table).where(Message.createTime < cutoff).returning { Message.localID }
/// ```
public struct Delete: SQLStatement {
    var with: WithClause?
    var table: Table
    var whereCondition: ExpressionNode?
    var returning: ReturningClause?
    var orderBy: [OrderingTerm] = []
    var limit: ExpressionNode?
    var offset: ExpressionNode?

    /// `DELETE FROM table`; the table may carry a schema, an alias and an index hint.
    public init(from table: Table) {
        self.table = table
    }

    /// `WHERE condition`; calling it again ANDs the conditions together.
    public func `where`<Condition: SQLExpressible>(_ condition: Condition) -> Delete
    where Condition.Value: SQLBooleanType {
        var copy = self
        copy.whereCondition = copy.whereCondition.and(condition.anyNode)
        return copy
    }

    /// `RETURNING` the result columns the builder lists.
    public func returning(@ResultColumnBuilder _ columns: () -> [ResultColumn]) -> Delete {
        var copy = self
        copy.returning = ReturningClause(columns: columns())
        return copy
    }

    /// `RETURNING` the given result columns (`.returning(.all)` for `RETURNING *`).
    public func returning(_ columns: ResultColumn...) -> Delete {
        var copy = self
        copy.returning = ReturningClause(columns: columns)
        return copy
    }

    /// `ORDER BY terms`, which picks the rows a `LIMIT` keeps. Needs an SQLite built with
    /// `SQLITE_ENABLE_UPDATE_DELETE_LIMIT` (Debian's and Ubuntu's are); others refuse it.
    public func orderBy(_ terms: any OrderingTermConvertible...) -> Delete {
        var copy = self
        copy.orderBy += terms.map(\.orderingTerm)
        return copy
    }

    /// `LIMIT count [OFFSET offset]`: deletes at most `count` rows. Needs an SQLite built with
    /// `SQLITE_ENABLE_UPDATE_DELETE_LIMIT` (Debian's and Ubuntu's are); others refuse it.
    public func limit(_ count: Int64, offset: Int64? = nil) -> Delete {
        var copy = self
        copy.limit = ExpressionNode(converting: count)
        copy.offset = offset.map { ExpressionNode(converting: $0) }
        return copy
    }

    /// Prefixes `WITH` and the CTEs the builder lists.
    public func with(
        recursive: Bool = false, @CommonTableExpressionBuilder _ ctes: () -> [CommonTableExpression]
    ) -> Delete {
        var copy = self
        copy.with = WithClause(recursive: recursive, ctes())
        return copy
    }
}

extension Delete {
    public func render(into r: inout SQLRenderer) {
        if let with { with.render(into: &r) }
        r.write("DELETE FROM ")
        table.render(into: &r)
        if let whereCondition {
            r.write(" WHERE ")
            whereCondition.render(into: &r)
        }
        returning?.render(into: &r)
        renderLimit(orderBy: orderBy, limit: limit, offset: offset, into: &r)
    }
}
