import CSQLite

/// One prepared `sqlite3_stmt`, with what the core learns about it once and keeps: its column
/// names and their indexes, and its parameters. Cached statements and ``PreparedStatement`` handles
/// both wrap one.
@usableFromInline
final class Statement {
    /// The statement; `nil` once finalized.
    // Unchecked: a connection is used by one thread at a time and nothing re-enters an access, so
    // the runtime's exclusivity bookkeeping (a thread-local set updated on every read of a class
    // property) would be pure cost on the hottest path.
    @exclusivity(unchecked) @usableFromInline var handle: OpaquePointer?
    /// The SQL text as prepared (placeholders, never values).
    @usableFromInline let sql: String
    /// The number of result columns, asked of SQLite each time: a schema change re-prepares the
    /// statement behind our back (`SELECT *` after `ALTER TABLE ADD COLUMN`).
    @inlinable var columnCount: Int {
        handle.map { Int(sqlite3_column_count($0)) } ?? 0
    }
    /// Whether errors carry the SQL with its arguments inlined (the connection opted in).
    var errorsIncludeArguments = false
    /// The queue guard of the connection, when a ``DatabaseQueue`` owns it: a statement let go
    /// outside the queue is finalized or reset by the queue, not by the thread that let it go.
    let owner: QueueAccessGuard?
    /// The connection's error hook, when its configuration has `onError` closures.
    let errorHook: ErrorHook?
    /// Whether a cursor or a running call holds the statement, so the cache must not hand it out
    /// and a ``PreparedStatement`` must not run it again from inside its own run.
    @exclusivity(unchecked) @usableFromInline var isInUse = false
    /// Whether some parameter has a name (`:a`, `?3`); when none does, arguments bind by position.
    let hasNamedParameters: Bool
    /// The number of parameters.
    let parameterCount: Int
    private var columnIndexes: [ExactText: Int]?
    private var cachedColumnNames: [String]?
    private var foldedColumnIndexes: [SQLiteNameKey: Int]?
    /// SQLite's re-prepare count when the name maps were built; a change means they are stale.
    private var mapsGeneration: Int32 = -1

    /// Prepares exactly one statement; trailing text other than blanks and comments is refused, and
    /// so is a NUL anywhere (SQLite stops reading there, so what follows would be dropped silently).
    init(
        connection: OpaquePointer, sql: String, persistent: Bool, owner: QueueAccessGuard?,
        errorHook: ErrorHook?
    ) throws(DatabaseError) {
        self.owner = owner
        self.errorHook = errorHook
        func reported(_ error: DatabaseError) -> DatabaseError {
            errorHook?.report(error, .prepare, queue: owner)
            return error
        }
        if let nul = sql.utf8.firstIndex(of: 0) {
            throw reported(
                DatabaseError(
                    .misuse, "the SQL text contains a NUL character, where SQLite would stop reading it",
                    sql: sql,
                    offset: sql.utf8.distance(from: sql.utf8.startIndex, to: nul)))
        }
        var statement: OpaquePointer?
        var tailStart = 0
        var text = sql
        let flags = UInt32(persistent ? SQLITE_PREPARE_PERSISTENT : 0)
        let code = text.withUTF8 { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return SQLITE_OK }
            var tail: UnsafePointer<CChar>?
            let code = base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { start in
                let code = sqlite3_prepare_v3(
                    connection, start, Int32(buffer.count), flags, &statement, &tail)
                if let tail { tailStart = start.distance(to: tail) }
                return code
            }
            return code
        }
        guard code == SQLITE_OK else {
            throw reported(DatabaseError(code: code, connection: connection, sql: sql))
        }
        guard let statement else {
            throw reported(DatabaseError(.misuse, "there is no statement in the SQL", sql: sql))
        }
        if !SQLTail.isBlank(sql.utf8.dropFirst(tailStart)) {
            sqlite3_finalize(statement)
            throw reported(
                DatabaseError(
                    .misuse, "one call runs one statement, but there is more SQL after the first",
                    sql: sql, offset: tailStart))
        }
        handle = statement
        self.sql = sql
        parameterCount = Int(sqlite3_bind_parameter_count(statement))
        hasNamedParameters =
            parameterCount > 0
            && (1...parameterCount).contains { sqlite3_bind_parameter_name(statement, Int32($0)) != nil }
    }

    deinit {
        guard let handle else { return }
        if let owner { owner.finalize(handle) } else { sqlite3_finalize(handle) }
    }

    /// Finalizes the statement now; later use reports a closed statement.
    func finalize() {
        sqlite3_finalize(handle)
        handle = nil
    }

    /// Steps once: `true` when a row is ready, `false` when the statement is done.
    @inlinable
    func step() throws(DatabaseError) -> Bool {
        guard let handle else { throw closedFailure() }
        let code = sqlite3_step(handle)
        if code == SQLITE_ROW { return true }
        if code == SQLITE_DONE { return false }
        throw failure(code)
    }

    /// The error for a failed step, captured before the reset that clears it, and reported to the
    /// error hook (each observer getting the values or not, as it asked) after the reset.
    @usableFromInline
    func failure(_ code: Int32) -> DatabaseError {
        var raw = DatabaseError(code: code, connection: handle.flatMap(sqlite3_db_handle), sql: sql)
        if code == ExtendedResultCode.constraintCommithook.rawValue {
            // The only commit hook is Quarry's (TransactionBlocks), and SQLite's text for it says
            // nothing of why.
            raw = DatabaseError(
                .constraintCommithook,
                "a transaction block commits when it returns: COMMIT, END or RELEASE of its outermost "
                    + "savepoint inside it is refused, and its transaction was rolled back", sql: sql)
        }
        var expandedSQL: String?
        if errorsIncludeArguments || errorHook?.wantsArguments == true, let handle,
            let expanded = sqlite3_expanded_sql(handle)
        {
            expandedSQL = String(cString: expanded)
            sqlite3_free(expanded)
        }
        let error = raw.revealing(arguments: errorsIncludeArguments, expandedSQL: expandedSQL)
        sqlite3_reset(handle)
        errorHook?.report(.step, queue: owner) { includesArguments in
            includesArguments == errorsIncludeArguments
                ? error : raw.revealing(arguments: includesArguments, expandedSQL: expandedSQL)
        }
        return error
    }

    /// Hands `error` to the connection's error hook and returns it, to be thrown.
    @usableFromInline
    func reported(_ error: DatabaseError, _ stage: DatabaseErrorEvent.Stage) -> DatabaseError {
        errorHook?.report(error, stage, queue: owner)
        return error
    }

    /// The error for using the statement after it was finalized.
    @usableFromInline
    func closedFailure() -> DatabaseError {
        reported(.closed("statement"), .access)
    }

    /// Resets the statement so that it can run again and releases its read locks; bindings stay.
    @inlinable
    func reset() {
        sqlite3_reset(handle)
    }

    /// The name of a result column.
    @usableFromInline
    func columnName(at index: Int) -> String {
        guard let handle, let position = Int32(exactly: index),
            let name = sqlite3_column_name(handle, position)
        else { return "\(index)" }
        return String(cString: name)
    }

    /// All column names, built once and shared by every snapshot of this statement's rows.
    var columnNames: [String] {
        invalidateMapsAfterReprepare()
        if let cachedColumnNames { return cachedColumnNames }
        let names = (0..<columnCount).map { columnName(at: $0) }
        cachedColumnNames = names
        return names
    }

    /// The index of the first result column with this name (the same bytes, else the same name
    /// as SQLite compares names: ASCII case ignored, nothing else folded), built once per
    /// statement. `"é"` (U+00E9) and `"e\u{301}"` are two columns, as they are to SQLite.
    @usableFromInline
    func columnIndex(named name: String) -> Int? {
        invalidateMapsAfterReprepare()
        if columnIndexes == nil { buildColumnIndexes() }
        if let index = columnIndexes?[ExactText(name)] { return index }
        return foldedColumnIndexes?[SQLiteNameKey(name)]
    }

    private func invalidateMapsAfterReprepare() {
        let generation = handle.map { sqlite3_stmt_status($0, SQLITE_STMTSTATUS_REPREPARE, 0) } ?? 0
        if generation != mapsGeneration {
            mapsGeneration = generation
            cachedColumnNames = nil
            columnIndexes = nil
            foldedColumnIndexes = nil
        }
    }

    private func buildColumnIndexes() {
        var exact: [ExactText: Int] = [:]
        var folded: [SQLiteNameKey: Int] = [:]
        for index in (0..<columnCount).reversed() {
            let name = columnName(at: index)
            exact[ExactText(name)] = index
            folded[SQLiteNameKey(name)] = index
        }
        columnIndexes = exact
        foldedColumnIndexes = folded
    }

    /// The error for reading a column of a finalized statement or past the last column.
    @usableFromInline
    func columnAccessFailure(at index: Int) -> DatabaseError {
        guard handle != nil else { return closedFailure() }
        return reported(
            DatabaseError(
                .range, "column index \(index) is out of range; the row has \(columnCount) columns",
                sql: sql),
            .decode)
    }

    /// The error for reading a column by a name the row does not have.
    @usableFromInline
    func missingColumnFailure(named name: String) -> DatabaseError {
        reported(
            DatabaseError(.range, "there is no column named \(name.debugDescription)", sql: sql), .decode)
    }

    /// The error for a column that did not decode: SQLite's `SQLITE_MISMATCH` naming the column.
    ///
    /// The message names the column, the storage class found and the type wanted; the stored value
    /// itself only when the connection opted in with `errorsIncludeArguments`.
    @usableFromInline
    func decodingFailure(_ error: QuarryError, column index: Int) -> DatabaseError {
        let name = columnName(at: index)
        func failure(includingValue: Bool) -> DatabaseError {
            var message = "column \(name.debugDescription): \(error.message)"
            if includingValue, let handle {
                let column = ColumnValue(statement: handle, index: Int32(index))
                message += " (the value: \(column.sqlValue))"
            }
            return DatabaseError(.mismatch, message, sql: sql, column: name)
        }
        let thrown = failure(includingValue: errorsIncludeArguments)
        errorHook?.report(.decode, queue: owner) { includesArguments in
            includesArguments == errorsIncludeArguments ? thrown : failure(includingValue: includesArguments)
        }
        return thrown
    }
}
