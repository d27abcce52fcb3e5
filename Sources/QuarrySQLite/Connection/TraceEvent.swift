/// One finished statement, as the trace hook reports it.
public struct TraceEvent: Sendable, Hashable {
    /// The statement's SQL with `?` placeholders, or with values inlined when the configuration
    /// opts in with ``DatabaseConfiguration/traceIncludesArguments``.
    public let sql: String
    /// How long the statement ran, as SQLite measured it.
    public let duration: Duration

    /// Whether both are the same SQL bytes and duration.
    public static func == (lhs: TraceEvent, rhs: TraceEvent) -> Bool {
        lhs.sql.isByteEqual(to: rhs.sql) && lhs.duration == rhs.duration
    }

    /// Hashes the SQL's bytes and the duration, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ExactText(sql))
        hasher.combine(duration)
    }
}
