extension Database {
    /// The bytecode program SQLite runs for the statement (`EXPLAIN`), one instruction per row.
    public func explain(_ statement: some SQLStatement) throws -> [BytecodeInstruction] {
        try fetchAll(Explain(statement), as: BytecodeInstruction.self)
    }

    /// The bytecode program for a hand-written statement.
    public func explain(_ fragment: SQLFragment) throws -> [BytecodeInstruction] {
        try fetchAll("EXPLAIN \(fragment)", as: BytecodeInstruction.self)
    }

    /// How SQLite plans to run the statement (`EXPLAIN QUERY PLAN`), as a tree that prints like the
    /// sqlite3 shell's `.eqp` output.
    ///
    /// ```swift
    /// let plan = try db.explainQueryPlan(recent)
    /// #expect(plan.contains("USING INDEX byTime"))
    /// print(plan)
    /// ```
    public func explainQueryPlan(_ statement: some SQLStatement) throws -> QueryPlan {
        try queryPlan(Explain(queryPlan: statement))
    }

    /// The query plan of a hand-written statement.
    public func explainQueryPlan(_ fragment: SQLFragment) throws -> QueryPlan {
        let explain: SQLFragment = "EXPLAIN QUERY PLAN \(fragment)"
        return try queryPlan(explain)
    }

    private func queryPlan(_ explain: some SQLRenderable) throws -> QueryPlan {
        let rows = try fetchAll(explain) { row in
            (id: try row[0] as Int, parent: try row[1] as Int, detail: try row[3] as String)
        }
        return QueryPlan(rows: rows)
    }
}
