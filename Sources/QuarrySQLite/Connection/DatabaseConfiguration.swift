/// How a connection is opened and set up. Every connection starts with extended result codes on,
/// double-quoted string literals off (`SQLITE_DBCONFIG_DQS_DML`/`_DDL`), a busy timeout and, unless
/// turned off here, foreign keys on.
///
/// There is no date storage setting here: a `Date` takes its stored form when the statement is
/// built, before any database is known, so a connection-wide default could make a comparison bind
/// another form than the column holds. Say it where the statement is built instead: a record
/// field's `storage:`, its definition's `dateStorage:`, or a ``DateColumn``.
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
    /// The closures ``onError(includingArguments:_:)`` added.
    var errorObservers: [ErrorObserver] = []
    /// The closures ``onSlowStatement(threshold:includingArguments:_:)`` added.
    var slowStatementObservers: [SlowStatementObserver] = []
    /// Closures run on every new connection after Quarry's own setup, in order: pragmas,
    /// functions, collations (WCDB's `setConfig`). An error thrown here fails the open.
    public var setUp: [@Sendable (Database) throws -> Void] = []
    /// The named steps ``setStep(named:apply:undo:)`` set, run after ``setUp`` in the order they
    /// were first set.
    var steps: [ConfigurationStep] = []
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

    /// Sets the step named `name`: `apply` runs on every new connection after the ``setUp``
    /// closures (WCDB's `setConfig(named:withInvocation:withUninvocation:)`). Setting a name again
    /// replaces its step in place. `undo` is what a queue or pool runs on its connections already
    /// open when the step is replaced or removed there; without it, those connections keep what
    /// `apply` did. An error thrown by `apply` fails the open.
    public mutating func setStep(
        named name: String, apply: @escaping @Sendable (Database) throws -> Void,
        undo: (@Sendable (Database) throws -> Void)? = nil
    ) {
        let step = ConfigurationStep(name: name, apply: apply, undo: undo)
        if let index = steps.firstIndex(where: { $0.isNamed(name) }) {
            steps[index] = step
        } else {
            steps.append(step)
        }
    }

    /// Removes the step named `name`, if there is one; later connections do without it.
    public mutating func removeStep(named name: String) {
        steps.removeAll { $0.isNamed(name) }
    }

    /// The names of the steps set, in the order they run.
    public var stepNames: [String] { steps.map(\.name) }

    /// Adds a closure that receives every error a connection opened with this configuration meets
    /// (opening, preparing, binding, stepping, committing, decoding a column, using the connection
    /// when it may not be used), once per error and on the thread that met it, before the error is
    /// thrown: WCDB's global error tracing, for logs and statistics.
    ///
    /// The event's SQL has `?` placeholders, and SQLite's messages that quote a value have it
    /// withheld, whatever ``errorsIncludeArguments`` says; `includingArguments: true` adds the SQL
    /// with the values inlined (``DatabaseError/expandedSQL``) and keeps the values in messages.
    /// The closure must not use the connection (it has none: an event holds no `Database`);
    /// closing the database from it fails, and an error met while it runs is not reported again.
    ///
    /// ```swift
    /// configuration.onError { event in
    ///     log.error("\(event.error.extendedCode.name) in \(event.error.sql ?? "-")")
    /// }
    /// ```
    public mutating func onError(
        includingArguments: Bool = false, _ report: @escaping @Sendable (DatabaseErrorEvent) -> Void
    ) {
        errorObservers.append(ErrorObserver(includesArguments: includingArguments, report: report))
    }

    /// Adds a closure that receives each statement that ran at least `threshold` (SQLite's
    /// `sqlite3_trace_v2` profile: from its first step until it finished or was reset, so a cursor's
    /// time includes the caller's work between rows, measured to the millisecond on Unix), with its
    /// SQL (`?` placeholders unless `includingArguments` is true) and duration: WCDB's performance
    /// tracing. Called on the connection's thread right after the statement ends; it must not use
    /// the connection, and closing it from there fails.
    ///
    /// ```swift
    /// configuration.onSlowStatement(threshold: .milliseconds(50)) { event in
    ///     log.warning("\(event.duration): \(event.sql)")
    /// }
    /// ```
    public mutating func onSlowStatement(
        threshold: Duration, includingArguments: Bool = false,
        _ report: @escaping @Sendable (TraceEvent) -> Void
    ) {
        slowStatementObservers.append(
            SlowStatementObserver(threshold: threshold, includesArguments: includingArguments, report: report)
        )
    }
}
