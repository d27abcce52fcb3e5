import CSQLite
import Foundation

/// One SQLite connection: opens the database, runs statements through a cache of prepared
/// statements, and reads rows.
///
/// A `Database` belongs to one thread or task at a time and is deliberately not `Sendable`: it
/// opens with `SQLITE_OPEN_NOMUTEX` and takes no locks, so every call is as cheap as the C API. To
/// share a connection between threads or tasks, wrap it in a ``DatabaseQueue``; to stop a query
/// from another thread, use ``interruptHandle``.
///
/// ```swift
/// let db = try Database(path: "app.sqlite")
/// try db.execute(createMessageTable)
/// let rows = try db.fetchAll(recent, as: MessageRow.self)
/// ```
public final class Database {
    /// The connection, or `nil` once closed.
    // Unchecked, like `Statement.handle`: one thread at a time, no re-entrant access, and every
    // call reads it.
    @exclusivity(unchecked) @usableFromInline var connection: OpaquePointer?
    /// Where the database lives.
    public let location: DatabaseLocation
    /// The configuration the connection was opened with.
    public let configuration: DatabaseConfiguration
    /// Stops a running statement from any thread.
    public let interruptHandle: DatabaseInterruptHandle
    @exclusivity(unchecked) @usableFromInline var cache: StatementCache
    var traceHook: TraceHook?
    /// Reports errors to the configuration's `onError` closures; `nil` when there are none.
    let errorHook: ErrorHook?
    /// The open `inTransaction` / `inSavepoint` blocks and whether SQLite ended their transaction.
    @usableFromInline let transactionBlocks = TransactionBlocks()
    /// The Swift callbacks of this connection running now (see ``close()``).
    let callbacks: CallbackNesting
    /// Set when a ``DatabaseQueue`` owns the connection: only the thread inside its closure may
    /// use it.
    @exclusivity(unchecked) @usableFromInline var queueGuard: QueueAccessGuard?
    var savepointCounter = 0
    /// The regions of the statements observed fetches ran (see `recordingRegion(_:)`).
    var regionCache = RegionCache()

    /// Opens (and by default creates) the database file at `path`, creating missing parent folders.
    public convenience init(path: String, configuration: DatabaseConfiguration = DatabaseConfiguration())
        throws
    {
        try self.init(location: .path(path), configuration: configuration)
    }

    /// Opens a database at `location`, sets it up (extended result codes, busy timeout, double-quoted
    /// strings off, foreign keys) and runs the configuration's set-up closures.
    public init(
        location: DatabaseLocation = .inMemory, configuration: DatabaseConfiguration = DatabaseConfiguration()
    ) throws {
        self.location = location
        self.configuration = configuration
        cache = StatementCache(capacity: configuration.statementCacheCapacity)
        let callbacks = CallbackNesting()
        self.callbacks = callbacks
        let errorHook = ErrorHook(configuration.errorObservers, nesting: callbacks)
        self.errorHook = errorHook
        let connection: OpaquePointer
        do {
            connection = try Database.open(location, configuration)
        } catch let error as DatabaseError {
            errorHook?.report(error, .open, queue: nil)
            throw error
        }
        self.connection = connection
        interruptHandle = DatabaseInterruptHandle(connection)
        do {
            try setUp(connection)
        } catch {
            try? close()
            throw error
        }
    }

    /// Opens a private in-memory database.
    public static func inMemory(configuration: DatabaseConfiguration = DatabaseConfiguration()) throws
        -> Database
    {
        try Database(location: .inMemory, configuration: configuration)
    }

    /// Opens a private temporary file that SQLite deletes when the connection closes.
    public static func temporary(configuration: DatabaseConfiguration = DatabaseConfiguration()) throws
        -> Database
    {
        try Database(location: .temporary, configuration: configuration)
    }

    deinit {
        // Nothing else can hold the connection now, so neither the queue's thread check nor a
        // running callback can stand in the way.
        closeConnection()
    }

    /// Closes the connection: finalizes cached statements and releases the file. Later calls throw
    /// `SQLITE_MISUSE` ("the database is closed"). Closing twice does nothing.
    ///
    /// Closing from inside a SQL function, aggregate, collation or trace hook of this connection
    /// (directly or through ``DatabaseQueue/close()``) throws `SQLITE_MISUSE`: a statement is
    /// running then, and SQLite must not lose it mid-step. Between the rows of a cursor or of
    /// `forEachRow(_:_:)`, closing is allowed and the read ends with an error.
    public func close() throws(DatabaseError) {
        guard connection != nil else { return }
        if let queueGuard, !queueGuard.isHeldByCurrentThread { throw escapedFailure() }
        guard callbacks.depth == 0 else {
            throw reported(
                DatabaseError(
                    .misuse,
                    "cannot close the database while one of its statements is running (from inside a "
                        + "SQL function, aggregate, collation, trace or error hook); close it after the "
                        + "statement"),
                .access)
        }
        if let error = closeConnection() { throw reported(error, .access) }
    }

    /// Finalizes the cached statements and closes the connection, if it is open.
    @discardableResult
    private func closeConnection() -> DatabaseError? {
        guard let connection else { return nil }
        queueGuard?.drain()
        cache.removeAll()
        sqlite3_trace_v2(connection, 0, nil, nil)
        transactionBlocks.uninstall(from: connection)
        interruptHandle.invalidate()
        self.connection = nil
        // A prepared statement the program still holds keeps the file open until it is released;
        // sqlite3_close_v2 defers the close instead of failing.
        let code = sqlite3_close_v2(connection)
        queueGuard?.markClosed()
        traceHook = nil
        return code == SQLITE_OK ? nil : DatabaseError(code: code, connection: nil, sql: nil)
    }

    /// Whether ``close()`` has been called.
    public var isClosed: Bool { connection == nil }

    /// The open connection, or the error for using a closed one or one whose queue this thread
    /// does not hold.
    @usableFromInline
    func openConnection() throws(DatabaseError) -> OpaquePointer {
        guard let connection else { throw reported(.closed("database"), .access) }
        if let queueGuard, !queueGuard.isHeldByCurrentThread { throw escapedFailure() }
        if case .insideHook = transactionBlocks.abort {
            throw reported(TransactionBlocks.statementInsideHook, .access)
        }
        return connection
    }

    /// Hands `error` to the configuration's `onError` closures and returns it, to be thrown.
    func reported(_ error: DatabaseError, _ stage: DatabaseErrorEvent.Stage) -> DatabaseError {
        errorHook?.report(error, stage, queue: queueGuard)
        return error
    }

    /// The error for using a queue's connection outside the queue.
    func escapedFailure() -> DatabaseError {
        reported(QueueAccessGuard.escaped, .access)
    }

    /// The connection for running a statement now, or the error that forbids it: the connection
    /// is closed, its queue is not held by this thread, or SQLite ended the transaction of an open
    /// transaction block.
    // Inlined: it runs before every statement, bind and cursor step; the common case (open, no
    // queue, no aborted block) is three loads.
    @inlinable @inline(__always)
    func connectionForStatement() throws(DatabaseError) -> OpaquePointer {
        guard let connection, transactionBlocks.abort == nil, queueGuard == nil else {
            return try checkedConnectionForStatement()
        }
        return connection
    }

    /// ``connectionForStatement()`` for a queue's connection, and its errors.
    @usableFromInline
    func checkedConnectionForStatement() throws(DatabaseError) -> OpaquePointer {
        guard let connection else { throw reported(.closed("database"), .access) }
        if let queueGuard, !queueGuard.isHeldByCurrentThread { throw escapedFailure() }
        if let abort = transactionBlocks.abort { throw reported(abort.error, .access) }
        // A commit is published before the statement after it (see `ChangeTracker`); only queue
        // and pool connections, which always take this path, track changes.
        if let tracker = transactionBlocks.changeTracker, tracker.isCommitting { tracker.confirmCommit() }
        return connection
    }

    /// The raw `sqlite3` handle, for C calls Quarry does not wrap. Do not close it.
    public var sqliteHandle: OpaquePointer {
        get throws(DatabaseError) { try openConnection() }
    }
}

extension Database {
    private static func open(_ location: DatabaseLocation, _ configuration: DatabaseConfiguration) throws
        -> OpaquePointer
    {
        // SQLite reads the name as a C string: a NUL would open the file named by what precedes it.
        if location.filename.utf8.contains(0) {
            throw DatabaseError(
                .cantopen,
                "the database path or URI contains a NUL character, where SQLite would cut it short")
        }
        if case .path(let path) = location, configuration.createsMissingFile, !configuration.isReadOnly {
            let folder = (path as NSString).deletingLastPathComponent
            if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
        }
        var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        if configuration.isReadOnly {
            flags |= SQLITE_OPEN_READONLY
        } else {
            flags |= SQLITE_OPEN_READWRITE | (configuration.createsMissingFile ? SQLITE_OPEN_CREATE : 0)
        }
        if case .uri = location { flags |= SQLITE_OPEN_URI }
        var connection: OpaquePointer?
        let code = sqlite3_open_v2(location.filename, &connection, flags, nil)
        guard code == SQLITE_OK, let connection else {
            let error = DatabaseError(code: code, connection: connection, sql: nil)
            sqlite3_close_v2(connection)
            throw DatabaseError(error.extendedCode, "\(error.message): \(location.filename)")
        }
        return connection
    }

    private func setUp(_ connection: OpaquePointer) throws {
        sqlite3_extended_result_codes(connection, 1)
        let milliseconds =
            configuration.busyTimeout.components.seconds * 1000
            + configuration.busyTimeout.components.attoseconds / 1_000_000_000_000_000
        sqlite3_busy_timeout(connection, Int32(clamping: milliseconds))
        sqlite3_db_config_int(connection, SQLITE_DBCONFIG_DQS_DML, 0)
        sqlite3_db_config_int(connection, SQLITE_DBCONFIG_DQS_DDL, 0)
        sqlite3_db_config_int(connection, SQLITE_DBCONFIG_ENABLE_FKEY, configuration.foreignKeys ? 1 : 0)
        for body in configuration.beforeFirstRead { try body(self) }
        // Reading the schema now turns "file is not a database" into an error at open rather than
        // at the first query.
        let code = sqlite3_exec(connection, "SELECT count(*) FROM sqlite_schema", nil, nil, nil)
        if code != SQLITE_OK {
            let error = DatabaseError(code: code, connection: connection, sql: nil)
            var named = DatabaseError(error.extendedCode, "\(error.message): \(location.filename)")
            named.databaseFile = error.databaseFile
            throw reported(named, .open)
        }
        transactionBlocks.install(on: connection, callbacks: callbacks)
        installTrace(on: connection)
        if let level = configuration.integrityCheckAtOpen { try checkIntegrityAtOpen(level) }
        for body in configuration.setUp { try body(self) }
        for step in configuration.steps { try step.apply(self) }
    }
}
