import CSQLite

/// Holds the configuration's trace closure and slow-statement closures for the C callback; the
/// connection keeps it alive while installed.
final class TraceHook {
    let trace: (@Sendable (TraceEvent) -> Void)?
    let includesArguments: Bool
    let slowStatementObservers: [SlowStatementObserver]
    let nesting: CallbackNesting
    /// Set while an observation's fetch runs: it hears of every statement that starts, to learn
    /// the fetch's region (see `Database.recordingRegion(_:)`).
    var statementRecorder: StatementRecorder?

    /// Whether the configuration asked for profile events.
    var wantsProfile: Bool { trace != nil || !slowStatementObservers.isEmpty }

    init(
        trace: (@Sendable (TraceEvent) -> Void)?, includesArguments: Bool,
        slowStatementObservers: [SlowStatementObserver], nesting: CallbackNesting
    ) {
        self.trace = trace
        self.includesArguments = includesArguments
        self.slowStatementObservers = slowStatementObservers
        self.nesting = nesting
    }

    func profile(_ statement: OpaquePointer, nanoseconds: Int64) {
        let duration = Duration.nanoseconds(nanoseconds)
        if let trace {
            let sql = TraceHook.sql(of: statement, includingArguments: includesArguments)
            nesting.run { trace(TraceEvent(sql: sql, duration: duration)) }
        }
        for observer in slowStatementObservers where duration >= observer.threshold {
            let sql = TraceHook.sql(of: statement, includingArguments: observer.includesArguments)
            nesting.run { observer.report(TraceEvent(sql: sql, duration: duration)) }
        }
    }

    private static func sql(of statement: OpaquePointer, includingArguments: Bool) -> String {
        if includingArguments, let expanded = sqlite3_expanded_sql(statement) {
            defer { sqlite3_free(expanded) }
            return String(cString: expanded)
        }
        return sqlite3_sql(statement).map { String(cString: $0) } ?? ""
    }
}

extension Database {
    /// Installs `sqlite3_trace_v2` with profile events only (one event per finished statement),
    /// when the configuration has a trace or slow-statement closure; otherwise SQLite does no
    /// timing at all.
    func installTrace(on connection: OpaquePointer) {
        guard configuration.trace != nil || !configuration.slowStatementObservers.isEmpty else { return }
        let hook = TraceHook(
            trace: configuration.trace, includesArguments: configuration.traceIncludesArguments,
            slowStatementObservers: configuration.slowStatementObservers, nesting: callbacks)
        traceHook = hook
        updateTraceMask(on: connection)
    }

    /// The hook for recording statements: the configuration's, or one without closures.
    func traceHookForRecording() -> TraceHook {
        if let traceHook { return traceHook }
        let hook = TraceHook(
            trace: nil, includesArguments: false, slowStatementObservers: [], nesting: callbacks)
        traceHook = hook
        return hook
    }

    /// Installs (or removes) SQLite's one trace callback with the events the hook wants now:
    /// profile events for the configuration's closures, statement starts while recording.
    func updateTraceMask(on connection: OpaquePointer) {
        guard let hook = traceHook else { return }
        var mask: UInt32 = 0
        if hook.wantsProfile { mask |= UInt32(SQLITE_TRACE_PROFILE) }
        if hook.statementRecorder != nil { mask |= UInt32(SQLITE_TRACE_STMT) }
        guard mask != 0 else {
            sqlite3_trace_v2(connection, 0, nil, nil)
            return
        }
        sqlite3_trace_v2(
            connection, mask,
            { kind, context, statement, detail in
                guard let context, let statement else { return 0 }
                let hook = Unmanaged<TraceHook>.fromOpaque(context).takeUnretainedValue()
                if kind == UInt32(SQLITE_TRACE_STMT) {
                    hook.statementRecorder?.record(OpaquePointer(statement))
                } else if kind == UInt32(SQLITE_TRACE_PROFILE), let detail {
                    hook.profile(OpaquePointer(statement), nanoseconds: detail.load(as: Int64.self))
                }
                return 0
            }, Unmanaged.passUnretained(hook).toOpaque())
    }
}
