extension Database {
    /// Runs `body` and returns what it returned with the region its statements read: every
    /// statement that started meanwhile (cached or not, nested in a function or not) is named by
    /// the trace callback, and its tables by the authorizer (see ``ReadAuthorizer``).
    func recordingRegion<T>(_ body: (Database) throws -> T) throws -> (value: T, region: DatabaseRegion) {
        let connection = try openConnection()
        let hook = traceHookForRecording()
        let recorder = StatementRecorder()
        let outer = hook.statementRecorder
        hook.statementRecorder = recorder
        updateTraceMask(on: connection)
        let value: T
        do {
            defer {
                hook.statementRecorder = outer
                updateTraceMask(on: connection)
                outer?.merge(recorder)
            }
            value = try body(self)
        }
        guard !recorder.statements.isEmpty else { return (value, .empty) }
        let schemaVersion = try pragma(.schemaVersion)
        var region = DatabaseRegion.empty
        for sql in recorder.statements {
            region.formUnion(
                regionCache.region(of: sql, schemaVersion: schemaVersion) { sql in
                    ReadAuthorizer.region(of: sql, on: connection)
                })
        }
        return (value, region)
    }
}
