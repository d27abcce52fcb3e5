// The typed entry points are `@inlinable`: inlined into the caller they are specialized for its
// record type, and hand the record to the definition's type-erased core as a pointer, so that a
// write runs no unspecialized generic code.

extension Database {
    /// Inserts the record (`INSERT [OR resolution] INTO …`, every field bound) and writes the rowid
    /// SQLite chose into the field that is the rowid (``TableDefinition``'s `INTEGER PRIMARY KEY`,
    /// not a `DESC` one). Runs ``TableRecord/willInsert(_:)`` before and
    /// ``TableRecord/didInsert(rowID:)`` after. Returns the new rowid, or `nil` when no row was
    /// inserted (`or: .ignore` skipped it) or the table is WITHOUT ROWID (which has none; the hook
    /// is then not called). A key column that is nil and not the rowid is refused (SQLite would
    /// store a NULL key no lookup finds).
    ///
    /// On failure the record is as it was before the call (what `willInsert` set is undone). In a
    /// transaction that rolls back later the record keeps what the insert wrote into it (its
    /// rowid, its timestamps): the row is gone, so discard the record or read it again.
    @inlinable @discardableResult
    public func insert<Record: TableRecord>(_ record: inout Record, or resolution: ConflictResolution? = nil)
        throws -> Int64?
    {
        let definition = Record.definition
        let core = try definition.runtimeCore()
        let before = record
        do {
            try record.willInsert(self)
            try definition.checkEncoding(of: record, core)
            let rowID = try withUnsafeMutablePointer(to: &record) { pointer in
                try core.insert(UnsafeMutableRawPointer(pointer), or: resolution, into: self)
            }
            if let rowID { record.didInsert(rowID: rowID) }
            return rowID
        } catch {
            record = before
            throw error
        }
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
    /// bound per record, and writes each new rowid into its record. When one fails, every row is
    /// rolled back and so are the records: each is as it was before the call (no rowid of a row
    /// that no longer exists, no timestamp of an insert that did not happen).
    @inlinable
    public func insertAll<Record: TableRecord>(
        _ records: inout [Record], or resolution: ConflictResolution? = nil
    )
        throws
    {
        let before = records
        do {
            try inTransaction { db in
                for index in records.indices {
                    try db.insert(&records[index], or: resolution)
                }
            }
        } catch {
            records = before
            throw error
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
    /// key to match instead: the stored row's key is never updated, and it is written into the
    /// record, which then names the row it was merged into (so its key fields must be `var`s).
    /// Runs ``TableRecord/willInsert(_:)``; the rowid of the row inserted or updated is written
    /// into the rowid field.
    ///
    /// A ``TimestampedRecord``'s creation time is never updated: the DO UPDATE leaves it as stored,
    /// and the record gets the stored creation time back. On failure the record is as it was.
    public func upsert<Record: TableRecord>(
        _ record: inout Record, onConflict target: PartialKeyPath<Record>...
    )
        throws
    {
        let before = record
        do {
            try upsertOrThrow(&record, onConflict: target)
        } catch {
            record = before
            throw error
        }
    }

    private func upsertOrThrow<Record: TableRecord>(
        _ record: inout Record, onConflict target: [PartialKeyPath<Record>]
    ) throws {
        let definition = try Record.definition.resolved()
        let creation = definition.creationFields(probing: record)
        let sql: String
        if target.isEmpty && creation.isEmpty {
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
            let infos = definition.fields.map(\.info)
            if fields.isEmpty {
                _ = try definition.requirePrimaryKey(for: "upsert")
                fields = definition.primaryKey.map { infos[$0] }
            }
            let kept = Set(fields.map(\.index)).union(definition.primaryKey).union(creation)
            sql = try RecordStatements.upsert(
                definition.table, infos, target: fields, updating: infos.filter { !kept.contains($0.index) },
                returning: definition.rowIDField.map { infos[$0] }
            ).render().sql
        }
        var targetFields: [Int] = []
        for keyPath in target { targetFields.append(try definition.field(for: keyPath).info.index) }
        let matchesAnotherKey = !targetFields.isEmpty && Set(targetFields) != Set(definition.primaryKey)
        if matchesAnotherKey { try definition.requireWritableKey(forUpsertOn: targetFields) }
        try record.willInsert(self)
        try Record.definition.checkEncodingOnce(of: record)
        let core = definition.core
        let statement = try self.statement(for: sql)
        let returnedKey = try withUnsafeMutablePointer(to: &record) { pointer in
            try core.upsert(UnsafeMutableRawPointer(pointer), with: statement)
        }
        if matchesAnotherKey && !returnedKey {
            try definition.readKey(into: &record, matching: targetFields, in: self)
        }
        if !creation.isEmpty { try definition.readCreationTime(into: &record, in: self) }
    }

    /// Upserts a copy of the record.
    public func upsert<Record: TableRecord>(_ record: Record) throws {
        var copy = record
        try upsert(&copy)
    }

    /// Updates every non-key column of the row with the record's key (`UPDATE … WHERE key = ?`).
    /// Runs ``TableRecord/willUpdate(_:)`` first. Returns whether a row had that key.
    ///
    /// A ``TimestampedRecord`` whose `createdAt` is nil (built with a known key, not fetched) does
    /// not write NULL over the row's creation time: the column is left as stored and the record
    /// gets it back. On failure the record is as it was before the call.
    @inlinable @discardableResult
    public func update<Record: TableRecord>(_ record: inout Record) throws -> Bool {
        let definition = Record.definition
        if definition.isTimestamped { return try updateTimestamped(&record) }
        let core = try definition.runtimeCore()
        _ = try core.requirePrimaryKey(for: "update(_:)")
        let before = record
        do {
            try record.willUpdate(self)
            try definition.checkEncoding(of: record, core)
            return try withUnsafePointer(to: &record) { pointer in
                try core.updateAll(UnsafeRawPointer(pointer), in: self)
            }
        } catch {
            record = before
            throw error
        }
    }

    /// ``update(_:)-(Record)`` of a ``TimestampedRecord``, which keeps the row's creation time.
    @usableFromInline
    func updateTimestamped<Record: TableRecord>(_ record: inout Record) throws -> Bool {
        let definition = try Record.definition.resolved()
        let core = definition.core
        _ = try core.requirePrimaryKey(for: "update(_:)")
        let before = record
        do {
            try record.willUpdate(self)
            try Record.definition.checkEncodingOnce(of: record)
            guard definition.hasNoCreationTime(record) else {
                return try withUnsafePointer(to: &record) { pointer in
                    try core.updateAll(UnsafeRawPointer(pointer), in: self)
                }
            }
            let creation = definition.creationFields(probing: record)
            let found = try updateLeavingCreationTime(
                &record, assigning: core.nonKeyFields, creation, definition)
            return found
        } catch {
            record = before
            throw error
        }
    }

    /// Updates the assigned fields but the creation time's by key, then reads the stored creation
    /// time into the record; whether a row had the key.
    private func updateLeavingCreationTime<Record: TableRecord>(
        _ record: inout Record, assigning fields: [Int], _ creation: [Int],
        _ definition: ResolvedDefinition<Record>
    ) throws -> Bool {
        let core = definition.core
        let assigned = fields.filter { !creation.contains($0) }
        let found = try withUnsafePointer(to: &record) { pointer in
            if assigned.isEmpty {
                return try core.find(core.keyValues(of: UnsafeRawPointer(pointer)), in: self) { _ in }
            }
            let sql = try definition.partialUpdateSQL(assigning: assigned)
            return try core.update(UnsafeRawPointer(pointer), sql: sql, assigning: assigned, in: self)
        }
        if found, !creation.isEmpty { try definition.readCreationTime(into: &record, in: self) }
        return found
    }

    /// Updates the columns of the chosen properties only (WCDB's `update(on:with:)`), by the
    /// record's key: `try db.update(&message, columns: \.content)`. A ``TimestampedRecord``'s nil
    /// `createdAt` is not written (see `update(_:)`). On failure the record is as it was.
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
        let before = record
        do {
            try record.willUpdate(self)
            try Record.definition.checkEncodingOnce(of: record)
            let creation =
                definition.hasNoCreationTime(record) ? definition.creationFields(probing: record) : []
            return try updateLeavingCreationTime(&record, assigning: assigned, creation, definition)
        } catch {
            record = before
            throw error
        }
    }

    /// Updates a copy of the record (its hooks change the copy).
    @inlinable @discardableResult
    public func update<Record: TableRecord>(_ record: Record) throws -> Bool {
        var copy = record
        return try update(&copy)
    }

    /// Sets the chosen properties' columns, from `record`, on exactly the rows the request reads
    /// (WCDB's `updateAllRowsInTable:onProperties:withObject:`): its filter, and its `limit`,
    /// `offset` and order (`UPDATE … ORDER BY … LIMIT … OFFSET …`, which needs an SQLite built with
    /// `SQLITE_ENABLE_UPDATE_DELETE_LIMIT`; without it a request with a limit or offset is refused
    /// before anything runs, never widened to every row). Runs no hook; `record` is not changed.
    /// Returns the number of rows changed.
    @discardableResult
    public func update<Record: TableRecord>(
        _ request: RecordRequest<Record>, from record: Record, columns: PartialKeyPath<Record>...
    ) throws -> Int {
        let definition = try Record.definition.resolved()
        guard !columns.isEmpty else {
            throw QuarryError(.emptyList, "update(_:from:columns:) needs at least one property to update")
        }
        try Record.definition.checkEncodingOnce(of: record)
        var assignments: [Assignment] = []
        for keyPath in columns {
            let field = try definition.field(for: keyPath)
            assignments.append(
                Assignment(field.info.name, to: SQLExpression(value: try field.sqlValue(of: record))))
        }
        if request.hasRowWindow { try requireUpdateDeleteLimit(for: "update(_:from:columns:)") }
        try execute(request.updateStatement(setting: assignments))
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

    /// Deletes exactly the rows a request reads: `try db.delete(Message.filter { $0.content == nil
    /// })`, and with `.orderBy { … }.limit(n, offset: m)` only those (`DELETE … ORDER BY … LIMIT`,
    /// which needs an SQLite built with `SQLITE_ENABLE_UPDATE_DELETE_LIMIT`; without it such a
    /// request is refused before anything runs). Returns the number of rows deleted.
    @discardableResult
    public func delete<Record: TableRecord>(_ request: RecordRequest<Record>) throws -> Int {
        if request.hasRowWindow { try requireUpdateDeleteLimit(for: "delete(_:)") }
        try execute(request.deleteStatement)
        return changes
    }

    /// Inserts the record when its primary key is NULL (a new record), else updates it, inserting
    /// it after all when no row has its key (ActiveSQLite's and GRDB's `save`). Runs
    /// ``TableRecord/willSave(_:)`` first, then the insert's or the update's hooks; the update keeps
    /// a ``TimestampedRecord``'s stored creation time (see `update(_:)`). On failure the
    /// record is as it was before the call.
    public func save<Record: TableRecord>(_ record: inout Record) throws {
        let before = record
        do {
            try saveOrThrow(&record)
        } catch {
            record = before
            throw error
        }
    }

    private func saveOrThrow<Record: TableRecord>(_ record: inout Record) throws {
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
