/// The `RETURNING` clause of INSERT, UPDATE and DELETE: result columns, aliases or `*`.
struct ReturningClause: Sendable {
    var columns: [ResultColumn]
}

extension ReturningClause: SQLRenderable {
    func render(into r: inout SQLRenderer) {
        if columns.isEmpty { r.record(QuarryError(.emptyList, "RETURNING needs at least one result column")) }
        r.write(" RETURNING ")
        r.writeList(columns) { r, column in column.render(into: &r) }
    }
}
