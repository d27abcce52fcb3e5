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
            let read = regionCache.region(of: sql, schemaVersion: schemaVersion) { sql in
                ReadAuthorizer.region(of: sql, on: connection)
            }
            region.formUnion(read.narrowed(to: recorder.lookedUpRows[ExactText(sql)]))
        }
        return (value, region)
    }

    /// Runs `body`, a fetch of the one row `lookup` names: while an observation records its
    /// region, the statements that start in `body` count as reading only that row of its table.
    @usableFromInline
    func narrowingRecordedRegion<T>(to lookup: RowLookup?, _ body: () throws -> T) rethrows -> T {
        guard let lookup, let recorder = traceHook?.statementRecorder else { return try body() }
        let outer = recorder.lookup
        recorder.lookup = lookup
        defer { recorder.lookup = outer }
        return try body()
    }
}

extension DatabaseRegion {
    /// The region of a statement that looked up `rows`: those rows, when the statement reads
    /// nothing but their table; else the region itself.
    fileprivate func narrowed(to rows: StatementRecorder.RowLookups?) -> DatabaseRegion {
        guard case .rows(let table, let rowIDs)? = rows, !isEverything, tables.count == 1,
            tables.first == SQLiteNameKey(table)
        else { return self }
        return DatabaseRegion(table: table, rowIDs: rowIDs)
    }
}
