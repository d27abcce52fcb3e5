/// A closure added by ``DatabaseConfiguration/onSlowStatement(threshold:includingArguments:_:)``.
struct SlowStatementObserver: Sendable {
    let threshold: Duration
    let includesArguments: Bool
    let report: @Sendable (TraceEvent) -> Void
}
