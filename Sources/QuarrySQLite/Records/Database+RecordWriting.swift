extension Database {
    /// Inserts the record (`INSERT [OR resolution] INTO …`, every field bound) and writes the rowid
    /// SQLite chose into an integer primary key. Runs ``TableRecord/willInsert(_:)`` before and
    /// ``TableRecord/didInsert(rowID:)`` after. Returns the new rowid, or `nil` when no row was
    /// inserted (`or: .ignore` skipped it).
    @discardableResult
    public func insert<Record: TableRecord>(_ record: inout Record, or resolution: ConflictResolution? = nil)
        throws -> Int64?
    {
        let definition = try Record.definition.resolved()
        return try insert(
            &record, sql: definition.statements.insertSQL(or: resolution), definition: definition)
    }

    /// Inserts a copy of the record (its hooks change the copy); returns the new rowid, or `nil`.
    @discardableResult
    public func insert<Record: TableRecord>(_ record: Record, or resolution: ConflictResolution? = nil)
        throws -> Int64?
    {
        var copy = record
        return try insert(&copy, or: resolution)
    }

    /// Inserts the records in one transaction (a savepoint inside one), one prepared statement
    /// bound per record, and writes each new rowid into its record.
    public func insertAll<Record: TableRecord>(
        _ records: inout [Record], or resolution: ConflictResolution? = nil
    )
        throws
    {
        let definition = try Record.definition.resolved()
        let sql = definition.statements.insertSQL(or: resolution)
        try inTransaction { db in
            for index in records.indices {
                _ = try db.insert(&records[index], sql: sql, definition: definition)
            }
        }
    }

    /// Inserts copies of the records in one transaction, one prepared statement bound per record.
    public func insertAll<Record: TableRecord>(
        _ records: some Sequence<Record>, or resolution: ConflictResolution? = nil
    ) throws {
        var copies = Array(records)
        try insertAll(&copies, or: resolution)
    }

    /// Inserts the record, or updates the row with the same key: `INSERT … ON CONFLICT (key) DO
    /// UPDATE SET` every other column. Unlike `INSERT OR REPLACE`, the existing row is updated in
    /// place, so no ON DELETE action cascades. `onConflict` names the fields of another unique
    /// key to match instead. Runs ``TableRecord/willInsert(_:)``; a new rowid is written back.
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
            let targetIndexes = Set(fields.map(\.index))
            let others = definition.fields.map(\.info).filter { !targetIndexes.contains($0.index) }
            sql = try RecordStatements.upsert(
                definition.table, definition.fields.map(\.info), target: fields, updating: others
            ).render().sql
        }
        _ = try insert(&record, sql: sql, definition: definition)
    }

    /// Upserts a copy of the record.
    public func upsert<Record: TableRecord>(_ record: Record) throws {
        var copy = record
        try upsert(&copy)
    }

    func insert<Record: TableRecord>(
        _ record: inout Record, sql: String, definition: ResolvedDefinition<Record>
    )
        throws -> Int64?
    {
        try record.willInsert(self)
        try definition.checkEncoding(of: record)
        let fields = definition.fields
        try withRecordStatement(sql) { statement in
            for (offset, field) in fields.enumerated() {
                try field.bind(record, to: statement, at: Int32(offset + 1))
            }
            while try statement.step() {}
        }
        guard changes > 0 else { return nil }
        let rowID = lastInsertRowID
        if let rowIDField = definition.rowIDField {
            _ = try fields[rowIDField].setRowID(rowID, in: &record)
        }
        record.didInsert(rowID: rowID)
        return rowID
    }

    /// Updates every non-key column of the row with the record's key (`UPDATE … WHERE key = ?`).
    /// Runs ``TableRecord/willUpdate(_:)`` first. Returns whether a row had that key.
    @discardableResult
    public func update<Record: TableRecord>(_ record: inout Record) throws -> Bool {
        let definition = try Record.definition.resolved()
        let key = try definition.requirePrimaryKey(for: "update(_:)")
        try record.willUpdate(self)
        guard let sql = definition.statements.updateAll else {
            return try exists(Record.all().filter(storedKey: definition.keyValues(of: record, for: key)))
        }
        return try update(
            record, sql: sql, assigning: definition.statements.nonKeyFields, key: key, definition)
    }

    /// Updates the columns of the chosen properties only (WCDB's `update(on:with:)`), by the
    /// record's key: `try db.update(&message, columns: \.content)`.
    @discardableResult
    public func update<Record: TableRecord>(_ record: inout Record, columns: PartialKeyPath<Record>...) throws
        -> Bool
    {
        let definition = try Record.definition.resolved()
        let key = try definition.requirePrimaryKey(for: "update(_:columns:)")
        var assigned: [Int] = []
        for keyPath in columns {
            let index = try definition.field(for: keyPath).info.index
            if !assigned.contains(index) { assigned.append(index) }
        }
        guard !assigned.isEmpty else {
            throw QuarryError(.emptyList, "update(_:columns:) needs at least one property to update")
        }
        try record.willUpdate(self)
        let sql = try definition.partialUpdateSQL(assigning: assigned)
        return try update(record, sql: sql, assigning: assigned, key: key, definition)
    }

    /// Updates a copy of the record (its hooks change the copy).
    @discardableResult
    public func update<Record: TableRecord>(_ record: Record) throws -> Bool {
        var copy = record
        return try update(&copy)
    }

    private func update<Record: TableRecord>(
        _ record: Record, sql: String, assigning assigned: [Int], key: [Int],
        _ definition: ResolvedDefinition<Record>
    ) throws -> Bool {
        try definition.checkEncoding(of: record)
        let fields = definition.fields
        try withRecordStatement(sql) { statement in
            var parameter: Int32 = 1
            for index in assigned + key {
                try fields[index].bind(record, to: statement, at: parameter)
                parameter += 1
            }
            while try statement.step() {}
        }
        return changes > 0
    }

    /// Sets the chosen properties' columns, from `record`, on every row the request reads
    /// (WCDB's `updateAllRowsInTable:onProperties:withObject:`). Returns the number of rows changed.
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
        let definition = try Record.definition.resolved()
        let key = try definition.requirePrimaryKey(for: "delete(_:)")
        return try delete(definition, keyValues: definition.keyValues(of: record, for: key))
    }

    /// Deletes the row whose primary key has these values. Returns whether there was one.
    @discardableResult
    public func delete<Record: TableRecord>(_ type: Record.Type, key: any SQLValueConvertible...) throws
        -> Bool
    {
        let definition = try Record.definition.resolved()
        let primaryKey = try definition.requirePrimaryKey(for: "delete(_:key:)")
        return try delete(definition, keyValues: definition.keyValues(key, for: primaryKey))
    }

    private func delete<Record: TableRecord>(_ definition: ResolvedDefinition<Record>, keyValues: [SQLValue])
        throws -> Bool
    {
        guard let sql = definition.statements.deleteByKey else { return false }
        try withRecordStatement(sql) { statement in
            for (offset, value) in keyValues.enumerated() { try statement.bind(value, at: Int32(offset + 1)) }
            while try statement.step() {}
        }
        return changes > 0
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
        let definition = try Record.definition.resolved()
        let key = try definition.requirePrimaryKey(for: "save(_:)")
        try record.willSave(self)
        if try definition.keyValues(of: record, for: key).contains(where: \.isNull) {
            try insert(&record)
            return
        }
        if try update(&record) { return }
        try insert(&record)
    }

    /// Runs `body` with the cached statement for `sql`, reset afterwards whatever happens.
    func withRecordStatement<Result>(_ sql: String, _ body: (Statement) throws -> Result) throws -> Result {
        let prepared = try statement(for: sql)
        prepared.isInUse = true
        defer {
            prepared.reset()
            prepared.isInUse = false
        }
        return try body(prepared)
    }
}
