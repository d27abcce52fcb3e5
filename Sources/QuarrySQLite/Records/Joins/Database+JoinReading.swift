extension Database {
    /// The pairs an inner join of records reads.
    public func fetchAll<Left: TableRecord, Right: TableRecord>(_ request: JoinRequest<Left, Right>) throws
        -> [(Left, Right)]
    {
        try fetchPairs(request.render(), Left.self, Right.self, prefixes: request.parts.prefixes, limit: nil)
    }

    /// The first pair an inner join of records reads, or `nil`.
    public func fetchOne<Left: TableRecord, Right: TableRecord>(_ request: JoinRequest<Left, Right>) throws
        -> (Left, Right)?
    {
        try fetchPairs(request.render(), Left.self, Right.self, prefixes: request.parts.prefixes, limit: 1)
            .first
    }

    /// The number of pairs an inner join of records reads.
    public func fetchCount<Left: TableRecord, Right: TableRecord>(_ request: JoinRequest<Left, Right>) throws
        -> Int
    {
        try fetchValue(request.parts.countQuery, as: Int.self) ?? 0
    }

    /// The records a LEFT JOIN reads, each with its joined record or `nil`.
    public func fetchAll<Left: TableRecord, Right: TableRecord>(_ request: OptionalJoinRequest<Left, Right>)
        throws -> [(Left, Right?)]
    {
        try fetchOptionalPairs(
            request.render(), Left.self, Right.self, prefixes: request.parts.prefixes, limit: nil)
    }

    /// The first record a LEFT JOIN reads with its joined record or `nil`; `nil` when there is none.
    public func fetchOne<Left: TableRecord, Right: TableRecord>(_ request: OptionalJoinRequest<Left, Right>)
        throws -> (Left, Right?)?
    {
        try fetchOptionalPairs(
            request.render(), Left.self, Right.self, prefixes: request.parts.prefixes, limit: 1
        ).first
    }

    /// The number of rows a LEFT JOIN of records reads.
    public func fetchCount<Left: TableRecord, Right: TableRecord>(_ request: OptionalJoinRequest<Left, Right>)
        throws -> Int
    {
        try fetchValue(request.parts.countQuery, as: Int.self) ?? 0
    }

    /// Every row of a statement that selects two records' ``TableRecord/joinedColumns(of:)``
    /// (columns aliased `"table.column"`), decoded into the two records.
    public func fetchAll<First: TableRecord, Second: TableRecord>(
        _ statement: some SQLRenderable, as first: First.Type, _ second: Second.Type
    ) throws -> [(First, Second)] {
        let prefixes = try statementPrefixes(First.table, Second.table)
        return try fetchPairs(statement.render(), First.self, Second.self, prefixes: prefixes, limit: nil)
    }

    /// Every row of a statement that selects two records' ``TableRecord/joinedColumns(of:)``,
    /// the second `nil` where all its columns are `NULL` (an outer join that matched nothing).
    public func fetchAll<First: TableRecord, Second: TableRecord>(
        _ statement: some SQLRenderable, as first: First.Type, _ second: Second?.Type
    ) throws -> [(First, Second?)] {
        let prefixes = try statementPrefixes(First.table, Second.table)
        return try fetchOptionalPairs(
            statement.render(), First.self, Second.self, prefixes: prefixes, limit: nil)
    }

    /// The prefixes of two records read from a hand-built statement: their tables' names, which
    /// must differ (the same table twice would read one set of columns for both).
    func statementPrefixes(_ first: Table, _ second: Table) throws(QuarryError) -> JoinPrefixes {
        let prefixes = JoinPrefixes(left: JoinScope.prefix(of: first), right: JoinScope.prefix(of: second))
        if prefixes.left.isSameSQLiteName(as: prefixes.right) {
            throw QuarryError(
                .invalidStatement,
                "both records are read from columns named \(prefixes.left.debugDescription).column: alias one table and read the pair through a join request (`join(_:as:on:)`)"
            )
        }
        return prefixes
    }

    func fetchPairs<Left: TableRecord, Right: TableRecord>(
        _ rendered: RenderedSQL, _ left: Left.Type, _ right: Right.Type, prefixes: JoinPrefixes, limit: Int?
    ) throws -> [(Left, Right)] {
        var pairs: [(Left, Right)] = []
        try withRows(of: rendered, limit: limit) { statement in
            let leftReader = try JoinedRecordReader<Left>(statement, prefix: prefixes.left)
            let rightReader = try JoinedRecordReader<Right>(statement, prefix: prefixes.right)
            return { pairs.append((try leftReader.read(), try rightReader.read())) }
        }
        return pairs
    }

    func fetchOptionalPairs<Left: TableRecord, Right: TableRecord>(
        _ rendered: RenderedSQL, _ left: Left.Type, _ right: Right.Type, prefixes: JoinPrefixes, limit: Int?
    ) throws -> [(Left, Right?)] {
        var pairs: [(Left, Right?)] = []
        try withRows(of: rendered, limit: limit) { statement in
            let leftReader = try JoinedRecordReader<Left>(statement, prefix: prefixes.left)
            let rightReader = try JoinedRecordReader<Right>(statement, prefix: prefixes.right)
            return { pairs.append((try leftReader.read(), try rightReader.readIfPresent())) }
        }
        return pairs
    }

    /// Prepares and binds a statement, asks `start` for the reader of its rows, and calls it on each
    /// row (up to `limit`), the statement marked busy meanwhile.
    func withRows(
        of rendered: RenderedSQL, limit: Int?, _ start: (Statement) throws -> () throws -> Void
    ) throws {
        let statement = try statement(for: rendered.sql)
        try statement.bind(arguments: rendered.arguments, named: [:])
        statement.isInUse = true
        defer {
            statement.reset()
            statement.isInUse = false
        }
        let readRow = try start(statement)
        var count = 0
        while try statement.step() {
            try readRow()
            count += 1
            if let limit, count >= limit { break }
        }
    }
}

/// The column prefixes of a row's two records (see ``TableRecord/joinedColumns(of:)``).
struct JoinPrefixes {
    let left: String
    let right: String
}
