import CSQLite
import Synchronization

/// The run-time part of a record definition, with the record type erased: the statements' SQL, one
/// accessor per field, the key, and kept statements. The typed entry points (`db.insert(&record)`)
/// are inlined into the caller and hand the record over as a pointer, so that a write or a lookup
/// runs no unspecialized generic code.
@usableFromInline
final class RecordCore: @unchecked Sendable {
    // Unchecked: immutable after init except for the atomic flag and the slots, which lock.
    let tableName: String
    @usableFromInline let accessors: [FieldAccessor]
    /// Each field's direct form (see `DirectField`), in field order: plain data that a write reads
    /// with no reference counting.
    let directFields: [DirectField]
    @usableFromInline let primaryKey: [Int]
    @usableFromInline let nonKeyFields: [Int]
    /// The field that receives the rowid after an insert.
    @usableFromInline let rowIDField: Int?
    /// Whether the table has a rowid (it is not WITHOUT ROWID), so an insert has one to report.
    let hasRowID: Bool
    /// The optional key fields SQLite does not fill in (every key field but the rowid): a NULL in
    /// one would make a row no key finds, which SQLite allows in a rowid table (a documented bug).
    let nullableKeyFields: [Int]
    @usableFromInline let statements: RecordStatements
    /// Whether a record's encoding was checked against the fields (once per type).
    let encodingChecked = Atomic<Bool>(false)
    /// Whether a record's encoding was checked against the fields.
    @usableFromInline var isEncodingChecked: Bool { encodingChecked.load(ordering: .acquiring) }
    /// Reads the definition's own SELECT: column `i` is field `i`.
    @usableFromInline let ownColumns: any ColumnStorageDecoding
    /// Reads any statement's columns, matched to fields by name.
    let columnsByName: ([String?]) -> any ColumnStorageDecoding
    @usableFromInline let insertSlot: StatementSlot
    @usableFromInline let findSlot: StatementSlot?
    /// Whether the key is one column whose field stores a value as the value's own SQL form (not
    /// a date), so a caller's key binds as itself (see `storedKey`).
    @usableFromInline let keyStoresValuesAsThemselves: Bool
    /// What decoding each SELECT whose columns the definition or a request lists learned on its
    /// first fetch, by SQL.
    let decodingCache = Mutex<[ExactText: DecodingPlan]>([:])

    /// The column storage and decoder plan of one SELECT (see `RowDecoder.plan`).
    struct DecodingPlan: @unchecked Sendable {
        // Unchecked: the storage is immutable, and a plan is a value.
        let storage: any ColumnStorageDecoding
        var steps: [RowDecoder.Step]
    }

    init(
        tableName: String, accessors: [FieldAccessor], primaryKey: [Int], rowIDField: Int?, hasRowID: Bool,
        nullableKeyFields: [Int], statements: RecordStatements, ownColumns: any ColumnStorageDecoding,
        columnsByName: @escaping ([String?]) -> any ColumnStorageDecoding
    ) {
        self.columnsByName = columnsByName
        self.tableName = tableName
        self.accessors = accessors
        directFields = accessors.map(\.direct)
        self.primaryKey = primaryKey
        nonKeyFields = statements.nonKeyFields
        self.rowIDField = rowIDField
        self.hasRowID = hasRowID
        self.nullableKeyFields = nullableKeyFields
        self.statements = statements
        self.ownColumns = ownColumns
        insertSlot = StatementSlot(sql: statements.insert)
        findSlot = statements.findByKey.map(StatementSlot.init)
        keyStoresValuesAsThemselves =
            primaryKey.count == 1 && accessors[primaryKey[0]].storesValuesAsThemselves
    }

    /// The key, or an error saying that the operation needs one.
    @usableFromInline
    func requirePrimaryKey(for operation: String) throws(QuarryError) -> [Int] {
        guard !primaryKey.isEmpty else {
            throw QuarryError(
                .invalidStatement, "\(operation) needs a primary key, and table \(tableName) has none")
        }
        return primaryKey
    }

    /// Runs an INSERT of the record at the pointer and writes the new rowid into its key.
    /// Returns the rowid, or `nil` when no row was inserted.
    @usableFromInline
    func insert(_ record: UnsafeMutableRawPointer, or resolution: ConflictResolution?, into db: Database)
        throws
        -> Int64?
    {
        let statement: Statement
        if let resolution {
            statement = try db.statement(for: statements.insertSQL(or: resolution))
        } else {
            statement = try insertSlot.take(db)
        }
        return try insert(record, with: statement, into: db)
    }

    /// Runs an INSERT of the record at the pointer through `statement` (its SQL is one of the
    /// definition's inserts). Returns the new row's rowid; `nil` when no row was inserted or the
    /// table is WITHOUT ROWID (`sqlite3_last_insert_rowid` then still names another table's row).
    @usableFromInline
    func insert(_ record: UnsafeMutableRawPointer, with statement: Statement, into db: Database) throws
        -> Int64?
    {
        try checkKeyIsSet(UnsafeRawPointer(record), for: "insert")
        guard hasRowID, let connection = db.connection else {
            try run(statement) { handle in try bindAll(UnsafeRawPointer(record), to: statement, handle) }
            return nil
        }
        // The definition may say rowid where the table on file is WITHOUT ROWID (made by a script,
        // never synced): such an insert leaves `sqlite3_last_insert_rowid` naming another table's
        // row. A sentinel no rowid this insert can take tells the two apart; the connection's own
        // value is put back whenever no rowid is reported.
        let earlier = sqlite3_last_insert_rowid(connection)
        let sentinel = noRowIDSentinel(for: UnsafeRawPointer(record))
        sqlite3_set_last_insert_rowid(connection, sentinel)
        do {
            try run(statement) { handle in try bindAll(UnsafeRawPointer(record), to: statement, handle) }
        } catch {
            sqlite3_set_last_insert_rowid(connection, earlier)
            throw error
        }
        let rowID = sqlite3_last_insert_rowid(connection)
        guard rowID != sentinel, db.changes > 0 else {
            sqlite3_set_last_insert_rowid(connection, earlier)
            return nil
        }
        if let rowIDField { try storeRowID(rowID, into: record, field: rowIDField) }
        return rowID
    }

    /// What `sqlite3_last_insert_rowid` holds during an insert until a rowid table takes a row: a
    /// value this insert's row cannot have. A rowid SQLite chooses is never `Int64.min` (one more
    /// than the largest, or a random positive one); a key the record gives is its own rowid, so
    /// for a record whose key is `Int64.min` the sentinel is `Int64.max` instead.
    private func noRowIDSentinel(for record: UnsafeRawPointer) -> Int64 {
        guard let rowIDField, (try? accessors[rowIDField].value(record)) == .integer(.min) else {
            return .min
        }
        return .max
    }

    /// Runs an upsert of the record at the pointer (its SQL is one of the definition's upserts) and
    /// writes the rowid it returns into the record's key. Returns whether it did (a DO NOTHING that
    /// took effect returns no row).
    @usableFromInline @discardableResult
    func upsert(_ record: UnsafeMutableRawPointer, with statement: Statement) throws -> Bool {
        try checkKeyIsSet(UnsafeRawPointer(record), for: "upsert")
        var rowID: Int64?
        try run(statement) { handle in
            try bindAll(UnsafeRawPointer(record), to: statement, handle)
            if rowIDField != nil, try statement.step() { rowID = sqlite3_column_int64(handle, 0) }
        }
        guard let rowID, let rowIDField else { return false }
        try storeRowID(rowID, into: record, field: rowIDField)
        return true
    }

    /// Runs an UPDATE whose parameters are the assigned fields, then the key.
    @usableFromInline
    func update(_ record: UnsafeRawPointer, sql: String, assigning assigned: [Int], in db: Database) throws
        -> Bool
    {
        let statement = try db.statement(for: sql)
        try run(statement) { handle in
            var parameter: Int32 = 1
            for index in assigned {
                try bind(index, of: record, to: statement, handle, at: parameter)
                parameter += 1
            }
            for index in primaryKey {
                try bind(index, of: record, to: statement, handle, at: parameter)
                parameter += 1
            }
        }
        return db.changes > 0
    }

    /// Runs the UPDATE of every non-key field by key; with no such field, tells whether the row exists.
    @usableFromInline
    func updateAll(_ record: UnsafeRawPointer, in db: Database) throws -> Bool {
        guard let sql = statements.updateAll else {
            return try find(keyValues(of: record), in: db) { _ in }
        }
        return try update(record, sql: sql, assigning: nonKeyFields, in: db)
    }

    /// Deletes the row with these stored key values; whether there was one.
    func delete(keyValues: [SQLValue], in db: Database) throws -> Bool {
        guard let sql = statements.deleteByKey else { return false }
        let statement = try db.statement(for: sql)
        try run(statement) { _ in
            for (offset, value) in keyValues.enumerated() { try statement.bind(value, at: Int32(offset + 1)) }
        }
        return db.changes > 0
    }

    /// Finds the row with these stored key values and hands its decoder to `read`; `false` when
    /// there is none.
    @usableFromInline
    func find(_ keyValues: [SQLValue], in db: Database, _ read: (RowDecoder) throws -> Void) throws -> Bool {
        guard let statement = try startFind(keys: keyValues, in: db) else { return false }
        defer { endFind(statement) }
        try read(findDecoder(for: statement, in: db))
        return true
    }

    /// Takes the find-by-key statement, binds a one-column key's stored value and steps: the
    /// statement on the row and marked in use (read the row, then call ``endFind(_:)``), or `nil`
    /// when no row has the key. Entry points call this rather than pass a closure, so that the
    /// row is read by the caller's specialized code.
    @usableFromInline
    func startFind(key value: SQLValue, in db: Database) throws -> Statement? {
        let statement = try takeFindStatement(db)
        do {
            try statement.bind(value, at: 1)
            if try step(statement, lookingUp: value, in: db) { return statement }
        } catch {
            endFind(statement)
            throw error
        }
        endFind(statement)
        return nil
    }

    /// ``startFind(key:in:)`` for the stored values of every key column, in key order.
    @usableFromInline
    func startFind(keys values: [SQLValue], in db: Database) throws -> Statement? {
        let statement = try takeFindStatement(db)
        do {
            for (offset, value) in values.enumerated() { try statement.bind(value, at: Int32(offset + 1)) }
            if try step(statement, lookingUp: values.count == 1 ? values[0] : nil, in: db) {
                return statement
            }
        } catch {
            endFind(statement)
            throw error
        }
        endFind(statement)
        return nil
    }

    /// Ends a find that ``startFind(key:in:)`` started: resets the statement and frees it.
    @inlinable
    func endFind(_ statement: Statement) {
        statement.reset()
        statement.isInUse = false
    }

    /// Steps a find statement; while an observation records its region, as a lookup of one row
    /// when the key is the rowid.
    private func step(_ statement: Statement, lookingUp key: SQLValue?, in db: Database) throws -> Bool {
        guard db.traceHook?.statementRecorder != nil, let lookup = rowLookup(key) else {
            return try statement.step()
        }
        return try db.narrowingRecordedRegion(to: lookup) { try statement.step() }
    }

    /// The row a key's stored value names, when the key is the table's rowid and the value an
    /// integer (SQLite would convert another value, so that is left unnarrowed).
    func rowLookup(_ key: SQLValue?) -> RowLookup? {
        guard hasRowID, primaryKey.count == 1, primaryKey[0] == rowIDField, case .integer(let rowID)? = key
        else { return nil }
        return RowLookup(table: tableName, column: accessors[primaryKey[0]].name, rowID: rowID)
    }

    private func takeFindStatement(_ db: Database) throws -> Statement {
        guard let findSlot else {
            throw QuarryError(.invalidStatement, "table \(tableName) has no primary key")
        }
        let statement = try findSlot.take(db)
        statement.isInUse = true
        return statement
    }

    /// The decoder of the find statement's rows, kept with the statement by the connection.
    @usableFromInline
    func findDecoder(for statement: Statement, in db: Database) -> RowDecoder {
        db.cache.decoder(for: statement, at: findSlot?.number ?? -1, storage: ownColumns)
    }

    /// A one-column key's stored value: the caller's value as itself when the key field stores
    /// values in their own SQL form (every field but a date), with no existential or closure.
    @inlinable
    func storedKey(_ value: some SQLValueConvertible) throws(QuarryError) -> SQLValue {
        if keyStoresValuesAsThemselves { return try value.sqlValue }
        return try keyValue(value)
    }

    /// A one-column key's value given by the caller, as stored.
    @usableFromInline
    func keyValue(_ value: any SQLValueConvertible) throws(QuarryError) -> SQLValue {
        let key = try requirePrimaryKey(for: "a lookup by key")
        guard key.count == 1 else {
            throw QuarryError(
                .columnCountMismatch,
                "the primary key of table \(tableName) has \(key.count) columns, but one value was given")
        }
        return try accessors[key[0]].keyValue(value)
    }

    /// Key values given by the caller, each as its key field stores it; the count must match.
    @usableFromInline
    func keyValues(_ values: [any SQLValueConvertible]) throws(QuarryError) -> [SQLValue] {
        let key = try requirePrimaryKey(for: "a lookup by key")
        guard values.count == key.count else {
            let names = key.map { accessors[$0].name }.joined(separator: ", ")
            throw QuarryError(
                .columnCountMismatch,
                "the primary key of table \(tableName) is (\(names)): \(key.count) value(s), but \(values.count) were given"
            )
        }
        var stored: [SQLValue] = []
        stored.reserveCapacity(key.count)
        for (index, value) in zip(key, values) { stored.append(try accessors[index].keyValue(value)) }
        return stored
    }

    /// Which columns a SELECT reads, for decoding its rows.
    @usableFromInline
    enum Columns {
        /// The definition's own columns, in field order.
        case own
        /// Columns the SQL lists (a partial request): matched by name once, then cached by SQL.
        case listed
        /// Any statement's columns (`SELECT *`, hand-written SQL): matched by name at every call.
        case any
    }

    /// Runs a SELECT and hands each row's decoder to `read`, up to `limit` rows.
    @usableFromInline
    func fetch(
        _ rendered: RenderedSQL, columns: Columns, limit: Int?, in db: Database,
        _ read: (RowDecoder) throws -> Void
    ) throws {
        let statement = try db.statement(for: rendered.sql)
        try statement.bind(arguments: rendered.arguments, named: [:])
        statement.isInUse = true
        defer {
            statement.reset()
            statement.isInUse = false
        }
        let decoder = RowDecoder(statement)
        var plan: DecodingPlan?
        switch columns {
        case .any: decoder.columnStorage = columnsByName(statement.columnNames)
        case .own, .listed:
            plan = decodingCache.withLock { $0[ExactText(rendered.sql)] }
            let known =
                plan
                ?? DecodingPlan(
                    storage: columns == .own ? ownColumns : columnsByName(statement.columnNames), steps: [])
            decoder.columnStorage = known.storage
            decoder.plan = known.steps
            if plan == nil { plan = known }
        }
        var count = 0
        while try statement.step() {
            try read(decoder)
            count += 1
            if let limit, count >= limit { break }
        }
        if var learned = plan, learned.steps.isEmpty, !decoder.plan.isEmpty {
            learned.steps = decoder.plan
            decodingCache.withLock { $0[ExactText(rendered.sql)] = learned }
        }
    }

    /// The record's key values, as stored.
    @usableFromInline
    func keyValues(of record: UnsafeRawPointer) throws(QuarryError) -> [SQLValue] {
        var values: [SQLValue] = []
        values.reserveCapacity(primaryKey.count)
        for index in primaryKey { values.append(try accessors[index].value(record)) }
        return values
    }

    /// Refuses a record whose key has a NULL in a column SQLite does not fill in: the row could
    /// never be found, updated or deleted by its key.
    func checkKeyIsSet(_ record: UnsafeRawPointer, for operation: String) throws(QuarryError) {
        for index in nullableKeyFields where try accessors[index].value(record).isNull {
            let why =
                rowIDField == nil && primaryKey.count == 1
                ? " (it is not the rowid, so SQLite does not choose it: an INTEGER PRIMARY KEY DESC, a key of another type or of a WITHOUT ROWID table)"
                : ""
            throw QuarryError(
                .invalidStatement,
                "\(operation) into table \(tableName): key column \(accessors[index].name.debugDescription) is nil\(why); set it"
            )
        }
    }

    /// Binds every field, in order, to parameters 1, 2, ….
    private func bindAll(_ record: UnsafeRawPointer, to statement: Statement, _ handle: OpaquePointer) throws
    {
        for index in directFields.indices {
            try bind(index, of: record, to: statement, handle, at: Int32(index + 1))
        }
    }

    /// Writes a rowid into the field that receives it: directly for an integer property, else
    /// through its accessor (nothing when the property cannot be written).
    private func storeRowID(_ rowID: Int64, into record: UnsafeMutableRawPointer, field: Int) throws {
        if directFields[field].writeRowID(rowID, into: record) { return }
        if let write = accessors[field].writeRowID { try write(record, rowID) }
    }

    private func bind(
        _ field: Int, of record: UnsafeRawPointer, to statement: Statement, _ handle: OpaquePointer,
        at parameter: Int32
    ) throws {
        let direct = directFields[field]
        let code: Int32
        if direct.kind != .general {
            code = direct.bind(record, to: handle, at: parameter)
        } else {
            code = try bindGeneral(field, of: record, to: statement, handle, at: parameter)
        }
        if code != SQLITE_OK { throw statement.bindingFailure(code, index: parameter) }
    }

    /// Binds a field through its accessor's conversion; a conversion error names the column.
    private func bindGeneral(
        _ field: Int, of record: UnsafeRawPointer, to statement: Statement, _ handle: OpaquePointer,
        at parameter: Int32
    ) throws -> Int32 {
        do throws(QuarryError) {
            return try accessors[field].bind(record, handle, parameter)
        } catch {
            throw statement.reported(
                DatabaseError(
                    .mismatch, "field \(accessors[field].name.debugDescription): \(error.message)",
                    sql: statement.sql,
                    column: accessors[field].name),
                .bind)
        }
    }

    /// Binds with `bind`, steps to the end and resets, marking the statement busy meanwhile.
    private func run(_ statement: Statement, _ bind: (OpaquePointer) throws -> Void) throws {
        guard let handle = statement.handle else { throw statement.closedFailure() }
        statement.isInUse = true
        defer {
            statement.reset()
            statement.isInUse = false
        }
        try bind(handle)
        while try statement.step() {}
    }
}
