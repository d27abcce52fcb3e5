import CSQLite

extension Database {
    /// The prepared statement for this SQL: from the cache, or prepared now (and cached, with
    /// `SQLITE_PREPARE_PERSISTENT`). A cached statement that an open cursor holds is not shared: a
    /// fresh one is prepared for this call.
    @usableFromInline
    func statement(for sql: String) throws(DatabaseError) -> Statement {
        let connection = try connectionForStatement()
        if let cached = cache.statement(for: sql) { return cached }
        let cacheable = cache.capacity > 0 && !cache.contains(sql)
        let statement = try Statement(
            connection: connection, sql: sql, persistent: cacheable, owner: queueGuard, errorHook: errorHook)
        statement.errorsIncludeArguments = configuration.errorsIncludeArguments
        if cacheable { cache.insert(statement) }
        return statement
    }

    /// Renders once, takes the statement from the cache, binds the arguments and lends the
    /// statement to `body`; the statement is reset afterwards whatever happens.
    @inlinable
    func withStatement<Result>(
        _ statement: some SQLRenderable, _ body: (Statement) throws -> Result
    ) throws -> Result {
        let rendered = try statement.render()
        let prepared = try self.statement(for: rendered.sql)
        try prepared.bind(arguments: rendered.arguments, named: [:])
        prepared.isInUse = true
        defer {
            prepared.reset()
            prepared.isInUse = false
        }
        return try body(prepared)
    }

    /// The number of statements in the cache.
    public var cachedStatementCount: Int { cache.count }

    /// Runs one statement to completion; rows it returns are skipped. Read ``changes`` and
    /// ``lastInsertRowID`` afterwards.
    ///
    /// ```swift
    /// try db.execute(Select.all.from(Message.table))
    /// try db.execute("CREATE INDEX \(SQLIdentifier("byTime")) ON message(createTime)")
    /// ```
    public func execute(_ statement: some SQLRenderable) throws {
        try withStatement(statement) { prepared in
            while try prepared.step() {}
        }
    }
}
