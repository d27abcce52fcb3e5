// The typed entry points are `@inlinable`: inlined into the caller they decode its record type
// specialized, while the statement work runs in the definition's type-erased core.

extension Database {
    /// The records a request reads: `try db.fetchAll(Message.filter { $0.localID > 1 })`.
    @inlinable
    public func fetchAll<Record: TableRecord>(_ request: RecordRequest<Record>) throws -> [Record] {
        try fetchRecords(request, limit: nil)
    }

    /// The first record a request reads, or `nil`.
    @inlinable
    public func fetchOne<Record: TableRecord>(_ request: RecordRequest<Record>) throws -> Record? {
        try fetchRecords(request, limit: 1).first
    }

    /// The rows a request reads (usually a partial one, `Message.all().select(\.localID,
    /// \.createTime)`) decoded as another `Decodable` type, each column read in its field's storage.
    @inlinable
    public func fetchAll<Record: TableRecord, T: Decodable>(_ request: RecordRequest<Record>, as type: T.Type)
        throws -> [T]
    {
        try fetchAll(request, as: T.self, limit: nil)
    }

    /// The first row a request reads decoded as another `Decodable` type, or `nil`.
    @inlinable
    public func fetchOne<Record: TableRecord, T: Decodable>(_ request: RecordRequest<Record>, as type: T.Type)
        throws -> T?
    {
        try fetchAll(request, as: T.self, limit: 1).first
    }

    /// The record whose primary key has these values (one per key column, in key order), or `nil`:
    /// `try db.find(Message.self, key: 1)`. A value of the key field's type is converted in the
    /// field's storage.
    @inlinable
    public func find<Record: TableRecord>(_ type: Record.Type, key: any SQLValueConvertible...) throws
        -> Record?
    {
        let core = try Record.definition.runtimeCore()
        guard let statement = try core.startFind(keys: core.keyValues(key), in: self) else { return nil }
        defer { core.endFind(statement) }
        return try readFound(Record.self, statement, core)
    }

    /// The record whose one-column primary key has this value, or `nil`: `try db.find(Message.self,
    /// key: 1)`. A value of the key field's type is converted in the field's storage.
    @inlinable
    public func find<Record: TableRecord>(_ type: Record.Type, key: some SQLValueConvertible) throws
        -> Record?
    {
        let core = try Record.definition.runtimeCore()
        guard let statement = try core.startFind(key: core.storedKey(key), in: self) else { return nil }
        defer { core.endFind(statement) }
        return try readFound(Record.self, statement, core)
    }

    /// The record whose primary key has these values, read by position through its
    /// `RowDecodable` initializer (the definition's SELECT lists the fields in order).
    @inlinable
    public func find<Record: TableRecord & RowDecodable>(_ type: Record.Type, key: any SQLValueConvertible...)
        throws -> Record?
    {
        let core = try Record.definition.runtimeCore()
        guard let statement = try core.startFind(keys: core.keyValues(key), in: self) else { return nil }
        defer { core.endFind(statement) }
        // A local, not a temporary: a temporary ~Copyable value crashes the 6.3.1 optimizer.
        let row = Row(statement)
        return try Record(row: row)
    }

    /// The record whose one-column primary key has this value, read by position through its
    /// `RowDecodable` initializer: the fastest lookup by key.
    @inlinable
    public func find<Record: TableRecord & RowDecodable>(_ type: Record.Type, key: some SQLValueConvertible)
        throws -> Record?
    {
        let core = try Record.definition.runtimeCore()
        guard let statement = try core.startFind(key: core.storedKey(key), in: self) else { return nil }
        defer { core.endFind(statement) }
        let row = Row(statement)
        return try Record(row: row)
    }

    /// The found row as a record: by position when the record adopts `RowDecodable` (known only
    /// at run time here), else through `Decodable`.
    @inlinable
    func readFound<Record: TableRecord>(_ type: Record.Type, _ statement: Statement, _ core: RecordCore)
        throws
        -> Record
    {
        if let read = Record.definition.positionalReader?.read { return try read(statement) }
        return try core.findDecoder(for: statement, in: self).decodeRow(Record.self)
    }

    /// The number of records a request reads (`SELECT count(*)`).
    public func fetchCount<Record: TableRecord>(_ request: RecordRequest<Record>) throws -> Int {
        try narrowingRecordedRegion(to: request.rowLookup) {
            try fetchValue(request.countQuery, as: Int.self) ?? 0
        }
    }

    /// Whether a request reads any record (`SELECT EXISTS (…)`).
    public func exists<Record: TableRecord>(_ request: RecordRequest<Record>) throws -> Bool {
        try narrowingRecordedRegion(to: request.rowLookup) {
            try fetchValue(request.existsQuery, as: Bool.self) ?? false
        }
    }

    /// Every row of any statement decoded as a record, each column read in its field's storage
    /// (matched by name on every call: such a statement's columns may change with the schema).
    @inlinable
    public func fetchAll<Record: TableRecord>(_ statement: some SQLRenderable, as type: Record.Type) throws
        -> [Record]
    {
        try fetchAll(statement.render(), as: Record.self, limit: nil)
    }

    /// The first row of any statement decoded as a record, or `nil`.
    @inlinable
    public func fetchOne<Record: TableRecord>(_ statement: some SQLRenderable, as type: Record.Type) throws
        -> Record?
    {
        try fetchAll(statement.render(), as: Record.self, limit: 1).first
    }

    /// Every row of hand-written SQL decoded as a record, each column read in its field's storage.
    @inlinable
    public func fetchAll<Record: TableRecord>(_ fragment: SQLFragment, as type: Record.Type) throws
        -> [Record]
    {
        try fetchAll(fragment.render(), as: Record.self, limit: nil)
    }

    /// The first row of hand-written SQL decoded as a record, or `nil`.
    @inlinable
    public func fetchOne<Record: TableRecord>(_ fragment: SQLFragment, as type: Record.Type) throws -> Record?
    {
        try fetchAll(fragment.render(), as: Record.self, limit: 1).first
    }

    @inlinable
    func fetchAll<Record: TableRecord>(_ rendered: RenderedSQL, as type: Record.Type, limit: Int?) throws
        -> [Record]
    {
        let core = try Record.definition.runtimeCore()
        var records: [Record] = []
        try core.fetch(rendered, columns: .any, limit: limit, in: self) { decoder in
            records.append(try decoder.decodeRow(Record.self))
        }
        return records
    }

    @inlinable
    func fetchAll<Record: TableRecord, T: Decodable>(
        _ request: RecordRequest<Record>, as type: T.Type, limit: Int?
    )
        throws -> [T]
    {
        let core = try Record.definition.runtimeCore()
        let rendered = try request.render()
        var rows: [T] = []
        try narrowingRecordedRegion(to: request.rowLookup) {
            try core.fetch(
                rendered, columns: request.selection == nil ? .own : .listed, limit: limit, in: self
            ) {
                decoder in
                rows.append(try decoder.decodeRow(T.self))
            }
        }
        return rows
    }

    /// The records a request reads: by position when the record adopts `RowDecodable` and the
    /// request selects the definition's own columns, else through `Decodable`.
    @inlinable
    func fetchRecords<Record: TableRecord>(_ request: RecordRequest<Record>, limit: Int?) throws -> [Record] {
        let definition = Record.definition
        guard request.selection == nil, let read = definition.positionalReader?.read else {
            return try fetchAll(request, as: Record.self, limit: limit)
        }
        let core = try definition.runtimeCore()
        let rendered = try request.render()
        var records: [Record] = []
        try narrowingRecordedRegion(to: request.rowLookup) {
            try core.fetch(rendered, columns: .own, limit: limit, in: self) { decoder in
                records.append(try read(decoder.statement))
            }
        }
        return records
    }

    // A record that also adopts `RowDecodable` matches both these forms and the positional ones of
    // `Database+Fetch`: these more specific overloads decode any statement by name, as records are.

    /// Every row of any statement decoded as a record, by column name.
    @inlinable
    public func fetchAll<Record: TableRecord & RowDecodable>(
        _ statement: some SQLRenderable, as type: Record.Type
    )
        throws -> [Record]
    {
        try fetchAll(statement.render(), as: Record.self, limit: nil)
    }

    /// The first row of any statement decoded as a record, by column name, or `nil`.
    @inlinable
    public func fetchOne<Record: TableRecord & RowDecodable>(
        _ statement: some SQLRenderable, as type: Record.Type
    )
        throws -> Record?
    {
        try fetchAll(statement.render(), as: Record.self, limit: 1).first
    }

    /// Every row of hand-written SQL decoded as a record, by column name.
    @inlinable
    public func fetchAll<Record: TableRecord & RowDecodable>(_ fragment: SQLFragment, as type: Record.Type)
        throws -> [Record]
    {
        try fetchAll(fragment.render(), as: Record.self, limit: nil)
    }

    /// The first row of hand-written SQL decoded as a record, by column name, or `nil`.
    @inlinable
    public func fetchOne<Record: TableRecord & RowDecodable>(_ fragment: SQLFragment, as type: Record.Type)
        throws -> Record?
    {
        try fetchAll(fragment.render(), as: Record.self, limit: 1).first
    }
}
