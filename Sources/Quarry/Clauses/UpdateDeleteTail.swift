/// The clauses UPDATE and DELETE both end with, held and rendered once for both:
/// `[WHERE …] [RETURNING …] [ORDER BY … LIMIT … [OFFSET …]]`.
///
/// ORDER BY and LIMIT need an SQLite built with `SQLITE_ENABLE_UPDATE_DELETE_LIMIT`.
struct UpdateDeleteTail: Sendable {
    var whereCondition: ExpressionNode?
    var returning: ReturningClause?
    var orderBy: [OrderingTerm] = []
    var limit: ExpressionNode?
    var offset: ExpressionNode?

    /// ANDs the condition onto any earlier one.
    mutating func `where`(_ condition: ExpressionNode) {
        whereCondition = whereCondition.and(condition)
    }

    /// Appends ordering terms to any earlier ones.
    mutating func orderBy(_ terms: [any OrderingTermConvertible]) {
        orderBy += terms.map(\.orderingTerm)
    }

    /// Sets `LIMIT count [OFFSET offset]`, both bound.
    mutating func limit(_ count: Int64, offset: Int64?) {
        limit = ExpressionNode(converting: count)
        self.offset = offset.map { ExpressionNode(converting: $0) }
    }
}

extension UpdateDeleteTail: SQLRenderable {
    func render(into r: inout SQLRenderer) {
        whereCondition.render(after: " WHERE ", into: &r)
        returning?.render(into: &r)
        if !orderBy.isEmpty || limit != nil { r.require(.updateDeleteOrderByLimit) }
        if !orderBy.isEmpty {
            if limit == nil {
                r.record(QuarryError(.invalidStatement, "ORDER BY in UPDATE or DELETE needs a LIMIT"))
            }
            r.write(" ORDER BY ")
            r.writeList(orderBy) { r, term in term.render(into: &r) }
        }
        limit.render(after: " LIMIT ", into: &r)
        offset.render(after: " OFFSET ", into: &r)
    }
}
