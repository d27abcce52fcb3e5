/// One finished statement, as the trace hook reports it.
public struct TraceEvent: Sendable, Hashable {
    /// The statement's SQL with `?` placeholders, or with values inlined when the configuration
    /// opts in with ``DatabaseConfiguration/traceIncludesArguments``.
    public let sql: String
    /// How long the statement ran, as SQLite measured it.
    public let duration: Duration
}
