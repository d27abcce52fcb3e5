/// The `RETURNING` clause of INSERT, UPDATE and DELETE: result columns, aliases or `*`.
struct ReturningClause: Sendable {
    var columns: [ResultColumn]
}

extension ReturningClause: SQLRenderable {
    func render(into r: inout SQLRenderer) {
        if columns.isEmpty { r.record(QuarryError(.emptyList, "RETURNING needs at least one result column")) }
        r.write(" RETURNING ")
        // Only the target table is visible here, and SQLite 3.40 resolves neither its alias nor a
        // schema-qualified name in RETURNING: its columns go out bare.
        r.inColumnScope(.unscoped) { r in
            r.writeList(columns) { r, column in column.render(into: &r) }
        }
    }
}
