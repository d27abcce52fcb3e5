import CSQLite

/// Holds the trace closure for the C callback; the connection keeps it alive while installed.
final class TraceHook {
    let report: @Sendable (TraceEvent) -> Void
    let includesArguments: Bool
    let nesting: CallbackNesting

    init(
        report: @escaping @Sendable (TraceEvent) -> Void, includesArguments: Bool, nesting: CallbackNesting
    ) {
        self.report = report
        self.includesArguments = includesArguments
        self.nesting = nesting
    }

    func profile(_ statement: OpaquePointer, nanoseconds: Int64) {
        let sql: String
        if includesArguments, let expanded = sqlite3_expanded_sql(statement) {
            sql = String(cString: expanded)
            sqlite3_free(expanded)
        } else {
            sql = sqlite3_sql(statement).map { String(cString: $0) } ?? ""
        }
        nesting.run { report(TraceEvent(sql: sql, duration: .nanoseconds(nanoseconds))) }
    }
}

extension Database {
    /// Installs `sqlite3_trace_v2` with profile events only: one event per finished statement.
    func installTrace(_ report: @escaping @Sendable (TraceEvent) -> Void, on connection: OpaquePointer) {
        let hook = TraceHook(
            report: report, includesArguments: configuration.traceIncludesArguments, nesting: callbacks)
        traceHook = hook
        sqlite3_trace_v2(
            connection, UInt32(SQLITE_TRACE_PROFILE),
            { kind, context, statement, elapsed in
                guard kind == UInt32(SQLITE_TRACE_PROFILE), let context, let statement, let elapsed else {
                    return 0
                }
                let hook = Unmanaged<TraceHook>.fromOpaque(context).takeUnretainedValue()
                hook.profile(OpaquePointer(statement), nanoseconds: elapsed.load(as: Int64.self))
                return 0
            }, Unmanaged.passUnretained(hook).toOpaque())
    }
}
