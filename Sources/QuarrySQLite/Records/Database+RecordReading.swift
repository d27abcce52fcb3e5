extension Database {
    /// The records a request reads: `try db.fetchAll(Message.filter { $0.localID > 1 })`.
    public func fetchAll<Record: TableRecord>(_ request: RecordRequest<Record>) throws -> [Record] {
        try fetchRecords(request, as: Record.self, limit: nil)
    }

    /// The first record a request reads, or `nil`.
    public func fetchOne<Record: TableRecord>(_ request: RecordRequest<Record>) throws -> Record? {
        try fetchRecords(request, as: Record.self, limit: 1).first
    }

    /// The rows a request reads (usually a partial one, `Message.all().select(\.localID,
    /// \.createTime)`) decoded as another `Decodable` type, each column read in its field's storage.
    public func fetchAll<Record: TableRecord, T: Decodable>(_ request: RecordRequest<Record>, as type: T.Type)
        throws -> [T]
    {
        try fetchRecords(request, as: T.self, limit: nil)
    }

    /// The first row a request reads decoded as another `Decodable` type, or `nil`.
    public func fetchOne<Record: TableRecord, T: Decodable>(_ request: RecordRequest<Record>, as type: T.Type)
        throws -> T?
    {
        try fetchRecords(request, as: T.self, limit: 1).first
    }

    /// The record whose primary key has these values (one per key column, in key order), or `nil`:
    /// `try db.find(Message.self, key: 1)`. A value of the key field's type is converted in the
    /// field's storage.
    public func find<Record: TableRecord>(_ type: Record.Type, key: any SQLValueConvertible...) throws
        -> Record?
    {
        let definition = try Record.definition.resolved()
        let primaryKey = try definition.requirePrimaryKey(for: "find(_:key:)")
        guard let sql = definition.statements.findByKey else { return nil }
        let arguments = try definition.keyValues(key, for: primaryKey)
        return try fetchRecords(
            sql: sql, arguments: arguments, definition: definition, as: Record.self, limit: 1, cached: true
        ).first
    }

    /// The number of records a request reads (`SELECT count(*)`).
    public func fetchCount<Record: TableRecord>(_ request: RecordRequest<Record>) throws -> Int {
        try fetchValue(request.countQuery, as: Int.self) ?? 0
    }

    /// Whether a request reads any record (`SELECT EXISTS (…)`).
    public func exists<Record: TableRecord>(_ request: RecordRequest<Record>) throws -> Bool {
        try fetchValue(request.existsQuery, as: Bool.self) ?? false
    }

    /// Every row of any statement decoded as a record, each column read in its field's storage
    /// (matched by name on every call: such a statement's columns may change with the schema).
    public func fetchAll<Record: TableRecord>(_ statement: some SQLRenderable, as type: Record.Type) throws
        -> [Record]
    {
        try fetchRecords(statement.render(), as: Record.self, limit: nil)
    }

    /// The first row of any statement decoded as a record, or `nil`.
    public func fetchOne<Record: TableRecord>(_ statement: some SQLRenderable, as type: Record.Type) throws
        -> Record?
    {
        try fetchRecords(statement.render(), as: Record.self, limit: 1).first
    }

    /// Every row of hand-written SQL decoded as a record, each column read in its field's storage.
    public func fetchAll<Record: TableRecord>(_ fragment: SQLFragment, as type: Record.Type) throws
        -> [Record]
    {
        try fetchRecords(fragment.render(), as: Record.self, limit: nil)
    }

    /// The first row of hand-written SQL decoded as a record, or `nil`.
    public func fetchOne<Record: TableRecord>(_ fragment: SQLFragment, as type: Record.Type) throws -> Record?
    {
        try fetchRecords(fragment.render(), as: Record.self, limit: 1).first
    }

    private func fetchRecords<Record: TableRecord>(_ rendered: RenderedSQL, as type: Record.Type, limit: Int?)
        throws -> [Record]
    {
        try fetchRecords(
            sql: rendered.sql, arguments: rendered.arguments, definition: Record.definition.resolved(),
            as: Record.self, limit: limit, cached: false)
    }

    private func fetchRecords<Record: TableRecord, T: Decodable>(
        _ request: RecordRequest<Record>, as type: T.Type, limit: Int?
    ) throws -> [T] {
        let definition = try Record.definition.resolved()
        let rendered = try request.render()
        return try fetchRecords(
            sql: rendered.sql, arguments: rendered.arguments, definition: definition, as: T.self,
            limit: limit,
            cached: true)
    }

    /// Runs a SELECT and decodes its rows with the definition's column storage. A `cached` SELECT
    /// (one whose columns the definition or request lists) reuses what its first fetch learned.
    func fetchRecords<Record: TableRecord, T: Decodable>(
        sql: String, arguments: [SQLValue], definition: ResolvedDefinition<Record>, as type: T.Type,
        limit: Int?,
        cached: Bool
    ) throws -> [T] {
        let prepared = try statement(for: sql)
        try prepared.bind(arguments: arguments, named: [:])
        prepared.isInUse = true
        defer {
            prepared.reset()
            prepared.isInUse = false
        }
        let entry =
            cached
            ? definition.decodingCache.entry(for: prepared, definition: definition)
            : RecordDecodingCache.Entry(
                storage: RecordColumnStorage(definition: definition, columnNames: prepared.columnNames),
                plan: [])
        let decoder = RowDecoder(prepared)
        decoder.columnStorage = entry.storage
        decoder.plan = entry.plan
        var records: [T] = []
        while try prepared.step() {
            records.append(try decoder.decodeRow(T.self))
            if let limit, records.count >= limit { break }
        }
        if cached, entry.plan.isEmpty, !decoder.plan.isEmpty {
            definition.decodingCache.keep(plan: decoder.plan, for: sql)
        }
        return records
    }
}
