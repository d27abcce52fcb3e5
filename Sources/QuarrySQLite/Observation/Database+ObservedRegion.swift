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
            var rows = recorder.lookedUpRows[ExactText(sql)]
            if case .rows(let table, let column, _)? = rows,
                !isRowIDKey(table: table, column: column, schemaVersion: schemaVersion)
            {
                rows = .anyRow
            }
            region.formUnion(read.narrowed(to: rows))
        }
        return (value, region)
    }

    /// Whether `column` of `table`, as the file declares it, is the rowid: the table's only
    /// primary key column, with no index behind the key (a key that is not the rowid, as `INT
    /// PRIMARY KEY`, `INTEGER PRIMARY KEY DESC` or a `WITHOUT ROWID` table's, has one). Cached
    /// per schema version; a check that fails counts as no.
    private func isRowIDKey(table: String, column: String, schemaVersion: Int) -> Bool {
        regionCache.isRowIDKey(table: table, column: column, schemaVersion: schemaVersion) {
            let check: SQLFragment = """
                SELECT (SELECT count(*) FROM pragma_table_info(\(table)) WHERE pk > 0) = 1
                    AND (SELECT pk FROM pragma_table_info(\(table)) WHERE name = \(column) COLLATE NOCASE) = 1
                    AND NOT EXISTS (SELECT 1 FROM pragma_index_list(\(table)) WHERE origin = 'pk')
                """
            return (try? fetchValue(check, as: Bool.self)) == true
        }
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
        guard case .rows(let table, _, let rowIDs)? = rows, !isEverything, tables.count == 1,
            tables.first == SQLiteNameKey(table)
        else { return self }
        return DatabaseRegion(table: table, rowIDs: rowIDs)
    }
}
