extension PostgresConnection {
    /// Renders `statement` for PostgreSQL and runs it; returns the number of rows it inserted,
    /// updated or deleted (0 for other statements). A construct PostgreSQL lacks throws the
    /// renderer's `QuarryError` before anything is sent.
    @discardableResult
    public func execute(_ statement: some SQLRenderable) throws -> Int {
        let result = try run(statement.render(dialect: .postgres))
        return result.affectedRowCount
    }

    /// Renders `statement` for PostgreSQL: its rendering errors come before anything is sent.
    func rendered(_ statement: some SQLRenderable) throws(QuarryError) -> RenderedSQL {
        try statement.render(dialect: .postgres)
    }
}
