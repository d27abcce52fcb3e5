extension PostgresConnection {
    /// The plan PostgreSQL chooses for `statement` with its arguments (`EXPLAIN (FORMAT JSON)`; the
    /// statement is planned, not run).
    ///
    /// ```swift
    /// let plan = try connection.explain(Select { people.name }.from(people).where(people.id == 1))
    /// #expect(plan.contains(nodeType: "Index Scan"))
    /// ```
    public func explain(_ statement: some SQLRenderable) throws -> PostgresQueryPlan {
        let rendered = try rendered(statement)
        let explained = RenderedSQL(
            sql: "EXPLAIN (FORMAT JSON) " + rendered.sql, arguments: rendered.arguments)
        let result = try run(explained, cached: false)
        let row = PostgresRow(result: result, row: 0)
        guard result.rowCount == 1, result.columnCount == 1 else {
            throw PostgresError(
                sqlState: PostgresError.SQLState.internalError,
                message: "EXPLAIN returned no single JSON value",
                sql: explained.sql)
        }
        return try PostgresQueryPlan(json: row.value(at: 0, as: String.self))
    }
}
