/// Anything that writes itself as SQL through a ``SQLRenderer``: statements, clauses and
/// expressions alike.
public protocol SQLRenderable: Sendable {
    /// Writes this node through the renderer's three writes.
    func render(into renderer: inout SQLRenderer)
}

extension SQLRenderable {
    /// The parameterized SQL and its arguments; throws the first problem found (an invalid name, a
    /// value out of range, an empty list, a construct the dialect lacks).
    public func render(
        quoting: IdentifierQuoting = .doubleQuotes, dialect: SQLDialect = .sqlite
    ) throws(QuarryError) -> RenderedSQL {
        var renderer = SQLRenderer(values: .parameters, quoting: quoting, dialect: dialect)
        render(into: &renderer)
        if let error = renderer.error { throw error }
        return RenderedSQL(sql: renderer.sql, arguments: renderer.arguments)
    }

    /// The SQL with every value inlined as an escaped literal: runnable SQL that returns what the
    /// parameterized form returns, in the dialect's SQL (SQLite's by default). WINQ's name for
    /// `description`. PostgreSQL's text literals double `'` and keep `\` as it is, so they assume
    /// `standard_conforming_strings = on` (the default, which `QuarryPostgres` pins and verifies on
    /// its sessions); a session with it off would read `\` as an escape.
    public func getDescription(dialect: SQLDialect = .sqlite) -> String {
        var renderer = SQLRenderer(values: .inlined, dialect: dialect)
        render(into: &renderer)
        if let error = renderer.error {
            return SQLComment.block("invalid: " + error.message) + " " + renderer.sql
        }
        return renderer.sql
    }

    /// The SQL with values inlined, or the problem that stops it rendering. For PostgreSQL, its
    /// literals assume `standard_conforming_strings = on`, as ``getDescription(dialect:)``'s do.
    public func inlinedSQL(
        quoting: IdentifierQuoting = .doubleQuotes, dialect: SQLDialect = .sqlite
    ) throws(QuarryError) -> String {
        var renderer = SQLRenderer(values: .inlined, quoting: quoting, dialect: dialect)
        render(into: &renderer)
        if let error = renderer.error { throw error }
        return renderer.sql
    }
}
