import CLibPQ

/// A connection to a PostgreSQL server (or an engine that speaks its protocol), over libpq.
///
/// Statements are rendered with the `SQLDialect.postgres` dialect and sent with their arguments
/// separately (never pasted into the SQL), one statement per call: the extended query protocol
/// that carries them refuses two. Statements are prepared once on the server and kept in a cache
/// keyed by SQL text and parameter types (``PostgresConfiguration/statementCacheCapacity``).
///
/// Like the SQLite core's `Database`, a connection is deliberately not `Sendable`: one owner
/// thread or task at a time. Share one through ``PostgresQueue``.
///
/// ```swift
/// let connection = try PostgresConnection("postgresql://app@localhost/app")
/// try connection.execute(Insert(into: people).values { ("Ada") })
/// let everyone = try connection.fetchAll(Select { people.name }.from(people), as: String.self)
/// ```
public final class PostgresConnection {
    let handle: OpaquePointer
    /// How this connection behaves.
    public let configuration: PostgresConfiguration
    var parameters = PostgresParameters()
    var cache: PostgresStatementCache
    /// How many ``inTransaction(_:)`` and ``inSavepoint(_:)`` blocks are open.
    var openBlocks = 0
    var savepointCounter = 0
    /// The settings pinned on the session, and whether they must be set again before the next
    /// statement (a statement that may have reset them ran).
    let sessionSettings: PostgresSessionSettings
    /// Where the server's notices go (the configuration's observers), instead of stderr.
    let notices: PostgresNoticeRouter
    var sessionNeedsPinning = true
    /// On a lent session (``PostgresPooling/transaction``), whether the open transaction has the
    /// pinned settings: set per transaction there, not per session.
    var transactionIsPinned = false
    /// Counts the times every prepared statement of the session was dropped (``forgetPreparedStatements()``),
    /// so that a ``PostgresPreparedStatement`` knows its server statements are gone.
    var statementGeneration = 0

    /// Connects with a libpq connection string (`host=/run/postgresql dbname=app`) or URL
    /// (`postgresql://user@host:5432/app`), then pins the session settings the literals and value
    /// conversions rely on: `standard_conforming_strings` on, ISO `DateStyle`, `postgres`
    /// `IntervalStyle`, the UTC time zone, exact float text, UTF-8, hex `bytea` and the
    /// configuration's search path. They are read back, and the connection fails (`55000`) when
    /// one does not hold; a statement that resets them (`RESET`, `SET`, `DISCARD`) or a change the
    /// server reports makes the connection set them again before anything else runs. Behind a
    /// pooler that lends the session per transaction (``PostgresPooling/transaction``) they are
    /// set for every transaction instead.
    public init(_ connectionString: String, configuration: PostgresConfiguration = PostgresConfiguration())
        throws(PostgresError)
    {
        guard !connectionString.utf8.contains(0) else {
            throw PostgresError(
                sqlState: PostgresError.SQLState.unableToConnect,
                message: "the connection string holds a NUL character")
        }
        guard let handle = PQconnectdb(connectionString) else {
            throw PostgresError(
                sqlState: PostgresError.SQLState.unableToConnect,
                message: "libpq could not allocate a connection")
        }
        guard PQstatus(handle) == CONNECTION_OK else {
            let message = Self.connectionMessage(handle)
            PQfinish(handle)
            throw PostgresError(sqlState: PostgresError.SQLState.unableToConnect, message: message)
        }
        self.handle = handle
        self.configuration = configuration
        notices = PostgresNoticeRouter(
            observers: configuration.noticeObservers, includesArguments: configuration.errorsIncludeArguments)
        notices.install(on: handle)
        cache = PostgresStatementCache(capacity: configuration.statementCacheCapacity)
        var isLent = false
        if case .transaction = configuration.pooling { isLent = true }
        let databaseSearchPath =
            isLent && configuration.searchPath == nil ? try Self.databaseSearchPath(on: handle) : nil
        sessionSettings = PostgresSessionSettings(
            searchPath: configuration.searchPath, isLent: isLent, databaseSearchPath: databaseSearchPath)
        if !isSessionLent {
            try pinSession()
        } else {
            try refuseNULInSearchPath(sessionSettings.transactionPinningSQL)
            sessionNeedsPinning = false
        }
    }

    deinit { PQfinish(handle) }

    /// The search path sessions of this database and role start with, read from a new
    /// connection; the handle is finished when it fails.
    private static func databaseSearchPath(on handle: OpaquePointer) throws(PostgresError) -> String {
        let sql = PostgresSessionSettings.databaseSearchPathSQL
        let result = PQexec(handle, sql)
        defer { PQclear(result) }
        guard PQresultStatus(result) == PGRES_TUPLES_OK, PQntuples(result) == 1,
            PQgetisnull(result, 0, 0) == 0
        else {
            let message = connectionMessage(handle)
            PQfinish(handle)
            throw PostgresError(sqlState: PostgresError.SQLState.unableToConnect, message: message, sql: sql)
        }
        return String(cString: PQgetvalue(result, 0, 0))
    }

    /// The server's version as a number: 150004 for 15.4 (`PQserverVersion`).
    public var serverVersion: Int { Int(PQserverVersion(handle)) }

    /// Whether a transaction is open on the server (also when an error aborted it and it waits for
    /// a rollback).
    public var isInTransaction: Bool {
        let status = PQtransactionStatus(handle)
        return status == PQTRANS_INTRANS || status == PQTRANS_INERROR
    }

    /// How many prepared statements the connection keeps on the server.
    public var cachedStatementCount: Int { cache.count }

    /// libpq's last message for this connection, without its trailing newline.
    static func connectionMessage(_ handle: OpaquePointer) -> String {
        guard let message = PQerrorMessage(handle) else { return "unknown libpq error" }
        var text = String(cString: message)
        while text.last?.isNewline == true { text.removeLast() }
        return text.isEmpty ? "unknown libpq error" : text
    }
}
