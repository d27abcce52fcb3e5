/// How a ``PostgresConnection`` behaves: error redaction, the prepared-statement cache, the
/// search path and whether a pooler lends it its server session.
public struct PostgresConfiguration: Sendable {
    /// Whether errors carry the statement's arguments and the server's messages keep the values
    /// they quote. Off by default: values are often personal data and errors end up in logs.
    public var errorsIncludeArguments: Bool

    /// How many prepared statements the connection keeps on the server, keyed by SQL text and
    /// parameter types (least recently used first out). `0` sends every statement with
    /// `PQexecParams`, parsed and planned anew each time.
    public var statementCacheCapacity: Int

    /// The schemas unqualified names are looked up in (`search_path`), pinned on the session like
    /// the settings the core relies on: set at connect, read back, and set again after a `RESET`
    /// or `DISCARD`. `nil` (the default) leaves the server's, database's or role's search path.
    /// On a session lent per transaction (``PostgresPooling/transaction``) `pg_temp` is added
    /// last, and `nil` pins the database's or role's path, never another client's.
    public var searchPath: [String]?

    /// Whether the server session is the connection's own (``PostgresPooling/session``, the
    /// default) or lent per transaction by a pooler such as pgbouncer in transaction mode
    /// (``PostgresPooling/transaction``), where nothing may be kept on a session.
    public var pooling: PostgresPooling

    /// The closures ``onNotice(_:)`` added.
    var noticeObservers: [@Sendable (PostgresNotice) -> Void] = []

    /// Adds a closure that receives every notice and warning the server sends on a connection
    /// opened with this configuration (`RAISE NOTICE`, "… does not exist, skipping"), on the
    /// thread running the statement, while it runs. Values are withheld from the notice's texts
    /// unless ``errorsIncludeArguments`` is on. Without an observer notices are dropped: libpq
    /// would print them, values and all, on stderr. The closure must not use the connection.
    ///
    /// ```swift
    /// configuration.onNotice { notice in log.info("\(notice.severity): \(notice.message)") }
    /// ```
    public mutating func onNotice(_ report: @escaping @Sendable (PostgresNotice) -> Void) {
        noticeObservers.append(report)
    }

    /// The defaults: values withheld from errors, 64 cached statements, the server's search path,
    /// a session of the connection's own.
    public init(
        errorsIncludeArguments: Bool = false, statementCacheCapacity: Int = 64, searchPath: [String]? = nil,
        pooling: PostgresPooling = .session
    ) {
        self.errorsIncludeArguments = errorsIncludeArguments
        self.statementCacheCapacity = max(0, statementCacheCapacity)
        self.searchPath = searchPath
        self.pooling = pooling
    }
}
