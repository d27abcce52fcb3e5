/// How a connection is opened and set up. Every connection starts with extended result codes on,
/// double-quoted string literals off (`SQLITE_DBCONFIG_DQS_DML`/`_DDL`), a busy timeout and, unless
/// turned off here, foreign keys on.
public struct DatabaseConfiguration: Sendable {
    /// Opens the database read-only (`SQLITE_OPEN_READONLY`); writes fail with `SQLITE_READONLY`.
    public var isReadOnly = false
    /// Creates the file (and missing parent folders) when it does not exist.
    public var createsMissingFile = true
    /// How long a statement waits for another connection's lock before failing with `SQLITE_BUSY`.
    public var busyTimeout: Duration = .seconds(5)
    /// Whether foreign key constraints are enforced (`SQLITE_DBCONFIG_ENABLE_FKEY`).
    public var foreignKeys = true
    /// How many prepared statements the connection keeps, keyed by SQL text (least recently used
    /// ones are finalized first). Zero turns the cache off.
    public var statementCacheCapacity = 64
    /// Whether trace events expand `?` placeholders into the argument values
    /// (`sqlite3_expanded_sql`). Off by default: values stay out of logs unless the program opts in.
    public var traceIncludesArguments = false
    /// Whether a failed statement's error also carries its SQL with the argument values inlined
    /// (``DatabaseError/expandedSQL``). Off by default: values stay out of errors and their logs.
    public var errorsIncludeArguments = false
    /// Receives each finished statement's SQL and duration (`sqlite3_trace_v2`, profile events).
    public var trace: (@Sendable (TraceEvent) -> Void)?
    /// Closures run on every new connection after Quarry's own setup, in order: pragmas,
    /// functions, collations (WCDB's `setConfig`). An error thrown here fails the open.
    public var setUp: [@Sendable (Database) throws -> Void] = []
    /// Closures run on every new connection right after SQLite opens the file, before Quarry reads
    /// anything from it: where an encryption key goes (SQLCipher's `PRAGMA key`), since the first
    /// read of an encrypted file fails without it. An error thrown here fails the open.
    public var beforeFirstRead: [@Sendable (Database) throws -> Void] = []
    /// Checks the file when the connection opens (``Database/checkIntegrity(_:maxProblems:)``) and
    /// fails the open with `SQLITE_CORRUPT` naming the file when the check finds a problem. Off by
    /// default: a full check reads the whole file.
    public var integrityCheckAtOpen: IntegrityCheckLevel?

    /// The default configuration: read-write, create if missing, 5 s busy timeout, foreign keys on.
    public init() {}

    /// Adds a closure that runs on every new connection.
    public mutating func onOpen(_ body: @escaping @Sendable (Database) throws -> Void) {
        setUp.append(body)
    }
}
