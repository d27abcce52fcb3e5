// The typed entry points are `@inlinable`: inlined into the caller they are specialized for its
// record type, and hand the record to the definition's type-erased core as a pointer, so that a
// write runs no unspecialized generic code.

extension Database {
    /// Inserts the record (`INSERT [OR resolution] INTO …`, every field bound) and writes the rowid
    /// SQLite chose into an integer primary key. Runs ``TableRecord/willInsert(_:)`` before and
    /// ``TableRecord/didInsert(rowID:)`` after. Returns the new rowid, or `nil` when no row was
    /// inserted (`or: .ignore` skipped it).
    @inlinable @discardableResult
    public func insert<Record: TableRecord>(_ record: inout Record, or resolution: ConflictResolution? = nil)
        throws -> Int64?
    {
        let definition = Record.definition
        let core = try definition.runtimeCore()
        try record.willInsert(self)
        try definition.checkEncoding(of: record, core)
        let rowID = try withUnsafeMutablePointer(to: &record) { pointer in
            try core.insert(UnsafeMutableRawPointer(pointer), or: resolution, into: self)
        }
        if let rowID { record.didInsert(rowID: rowID) }
        return rowID
    }

    /// Inserts a copy of the record (its hooks change the copy); returns the new rowid, or `nil`.
    @inlinable @discardableResult
    public func insert<Record: TableRecord>(_ record: Record, or resolution: ConflictResolution? = nil)
        throws -> Int64?
    {
        var copy = record
        return try insert(&copy, or: resolution)
    }

    /// Inserts the records in one transaction (a savepoint inside one), one prepared statement
    /// bound per record, and writes each new rowid into its record.
    @inlinable
    public func insertAll<Record: TableRecord>(
        _ records: inout [Record], or resolution: ConflictResolution? = nil
    )
        throws
    {
        try inTransaction { db in
            for index in records.indices {
                try db.insert(&records[index], or: resolution)
            }
        }
    }

    /// Inserts copies of the records in one transaction, one prepared statement bound per record.
    @inlinable
    public func insertAll<Record: TableRecord>(
        _ records: some Sequence<Record>, or resolution: ConflictResolution? = nil
    ) throws {
        try inTransaction { db in
            for record in records { try db.insert(record, or: resolution) }
        }
    }

    /// Inserts the record, or updates the row with the same key: `INSERT … ON CONFLICT (key) DO
    /// UPDATE SET` every other column. Unlike `INSERT OR REPLACE`, the existing row is updated in
    /// place, so no ON DELETE action cascades. `onConflict` names the fields of another unique
    /// key to match instead (the key is never updated). Runs ``TableRecord/willInsert(_:)``; the
    /// rowid of the row inserted or updated is written into an integer primary key.
    public func upsert<Record: TableRecord>(
        _ record: inout Record, onConflict target: PartialKeyPath<Record>...
    )
        throws
    {
        let definition = try Record.definition.resolved()
        let sql: String
        if target.isEmpty {
            guard let upsert = definition.statements.upsert else {
                throw QuarryError(
                    .invalidStatement,
                    "upsert needs a primary key or a conflict target, and table \(definition.table.name.name.name) has none"
                )
            }
            sql = upsert
        } else {
            var fields: [FieldInfo] = []
            for keyPath in target { fields.append(try definition.field(for: keyPath).info) }
            let kept = Set(fields.map(\.index)).union(definition.primaryKey)
            let infos = definition.fields.map(\.info)
            sql = try RecordStatements.upsert(
                definition.table, infos, target: fields, updating: infos.filter { !kept.contains($0.index) },
                returning: definition.rowIDField.map { infos[$0] }
            ).render().sql
        }
        try record.willInsert(self)
        try definition.checkEncoding(of: record)
        let core = definition.core
        let statement = try self.statement(for: sql)
        try withUnsafeMutablePointer(to: &record) { pointer in
            try core.upsert(UnsafeMutableRawPointer(pointer), with: statement)
        }
    }

    /// Upserts a copy of the record.
    public func upsert<Record: TableRecord>(_ record: Record) throws {
        var copy = record
        try upsert(&copy)
    }

    /// Updates every non-key column of the row with the record's key (`UPDATE … WHERE key = ?`).
    /// Runs ``TableRecord/willUpdate(_:)`` first. Returns whether a row had that key.
    @inlinable @discardableResult
    public func update<Record: TableRecord>(_ record: inout Record) throws -> Bool {
        let definition = Record.definition
        let core = try definition.runtimeCore()
        _ = try core.requirePrimaryKey(for: "update(_:)")
        try record.willUpdate(self)
        try definition.checkEncoding(of: record, core)
        return try withUnsafePointer(to: &record) { pointer in
            try core.updateAll(UnsafeRawPointer(pointer), in: self)
        }
    }

    /// Updates the columns of the chosen properties only (WCDB's `update(on:with:)`), by the
    /// record's key: `try db.update(&message, columns: \.content)`.
    @discardableResult
    public func update<Record: TableRecord>(_ record: inout Record, columns: PartialKeyPath<Record>...) throws
        -> Bool
    {
        let definition = try Record.definition.resolved()
        let core = definition.core
        _ = try core.requirePrimaryKey(for: "update(_:columns:)")
        var assigned: [Int] = []
        for keyPath in columns {
            let index = try definition.field(for: keyPath).info.index
            if !assigned.contains(index) { assigned.append(index) }
        }
        guard !assigned.isEmpty else {
            throw QuarryError(.emptyList, "update(_:columns:) needs at least one property to update")
        }
        try record.willUpdate(self)
        try definition.checkEncoding(of: record)
        let sql = try definition.partialUpdateSQL(assigning: assigned)
        return try withUnsafePointer(to: &record) { pointer in
            try core.update(UnsafeRawPointer(pointer), sql: sql, assigning: assigned, in: self)
        }
    }

    /// Updates a copy of the record (its hooks change the copy).
    @inlinable @discardableResult
    public func update<Record: TableRecord>(_ record: Record) throws -> Bool {
        var copy = record
        return try update(&copy)
    }

    /// Sets the chosen properties' columns, from `record`, on every row the request's filter selects
    /// (WCDB's `updateAllRowsInTable:onProperties:withObject:`; the request's order and limit do not
    /// apply). Returns the number of rows changed.
    @discardableResult
    public func update<Record: TableRecord>(
        _ request: RecordRequest<Record>, from record: Record, columns: PartialKeyPath<Record>...
    ) throws -> Int {
        let definition = try Record.definition.resolved()
        guard !columns.isEmpty else {
            throw QuarryError(.emptyList, "update(_:from:columns:) needs at least one property to update")
        }
        var assignments: [Assignment] = []
        for keyPath in columns {
            let field = try definition.field(for: keyPath)
            assignments.append(
                Assignment(field.info.name, to: SQLExpression(value: try field.sqlValue(of: record))))
        }
        var update = Update(Record.table).set { assignments }
        if let condition = request.condition { update = update.where(condition) }
        try execute(update)
        return changes
    }

    /// Deletes the row with the record's key. Returns whether there was one.
    @discardableResult
    public func delete<Record: TableRecord>(_ record: Record) throws -> Bool {
        let core = try Record.definition.runtimeCore()
        _ = try core.requirePrimaryKey(for: "delete(_:)")
        let keyValues = try withUnsafePointer(to: record) { pointer in
            try core.keyValues(of: UnsafeRawPointer(pointer))
        }
        return try core.delete(keyValues: keyValues, in: self)
    }

    /// Deletes the row whose primary key has these values. Returns whether there was one.
    @discardableResult
    public func delete<Record: TableRecord>(_ type: Record.Type, key: any SQLValueConvertible...) throws
        -> Bool
    {
        let definition = try Record.definition.resolved()
        let primaryKey = try definition.core.requirePrimaryKey(for: "delete(_:key:)")
        return try definition.core.delete(keyValues: definition.keyValues(key, for: primaryKey), in: self)
    }

    /// Deletes the rows a request reads: `try db.delete(Message.filter { $0.content == nil })`.
    /// Returns the number of rows deleted.
    @discardableResult
    public func delete<Record: TableRecord>(_ request: RecordRequest<Record>) throws -> Int {
        try execute(request.deleteStatement)
        return changes
    }

    /// Inserts the record when its primary key is NULL (a new record), else updates it, inserting
    /// it after all when no row has its key (ActiveSQLite's and GRDB's `save`). Runs
    /// ``TableRecord/willSave(_:)`` first, then the insert's or the update's hooks.
    public func save<Record: TableRecord>(_ record: inout Record) throws {
        let core = try Record.definition.runtimeCore()
        _ = try core.requirePrimaryKey(for: "save(_:)")
        try record.willSave(self)
        let keyValues = try withUnsafePointer(to: &record) { pointer in
            try core.keyValues(of: UnsafeRawPointer(pointer))
        }
        if keyValues.contains(where: \.isNull) {
            try insert(&record)
            return
        }
        if try update(&record) { return }
        try insert(&record)
    }
}
