extension Database {
    /// Reads a pragma as its Swift type: `try db.pragma(.userVersion)`.
    public func pragma<Value>(_ key: PragmaKey<Value>, schema: SQLIdentifier? = nil) throws -> Value {
        let value = try fetchOne(Pragma(key.name, schema: schema)) { row throws in
            let column = try row.column(at: 0)
            do {
                return try key.decode(column)
            } catch let error as QuarryError {
                var message = "PRAGMA \(key.name.rawValue): \(error.message)"
                if configuration.errorsIncludeArguments { message += " (the value: \(column.sqlValue))" }
                throw DatabaseError(.mismatch, message)
            }
        }
        guard let value else {
            throw DatabaseError(.notfound, "PRAGMA \(key.name.rawValue) returned no value")
        }
        return value
    }

    /// Sets a pragma: `try db.setPragma(.journalMode, to: .wal)`. A read-only pragma is an error.
    public func setPragma<Value>(_ key: PragmaKey<Value>, to value: Value, schema: SQLIdentifier? = nil)
        throws
    {
        guard let encode = key.encode else {
            throw DatabaseError(.misuse, "PRAGMA \(key.name.rawValue) is read-only")
        }
        try execute(Pragma(key.name, schema: schema, value: encode(value)))
    }

    /// `PRAGMA wal_checkpoint(mode)`: copies the WAL into the database file.
    public func walCheckpoint(_ mode: Pragma.CheckpointMode = .passive, schema: SQLIdentifier? = nil) throws
        -> WALCheckpointResult
    {
        try fetchOne(Pragma.walCheckpoint(mode, schema: schema), as: WALCheckpointResult.self)
            ?? WALCheckpointResult(isBusy: false, logFrames: -1, checkpointedFrames: -1)
    }

    /// `PRAGMA integrity_check`: the problems found, empty when the database is sound. Damage that
    /// stops the check is its last problem, not an error.
    public func integrityCheck(maxErrors: Int = 100, schema: SQLIdentifier? = nil) throws -> [String] {
        try problems(Pragma.integrityCheck(maxErrors: maxErrors, schema: schema))
    }

    /// `PRAGMA quick_check`: the problems a quicker check finds, empty when there are none.
    public func quickCheck(maxErrors: Int = 100, schema: SQLIdentifier? = nil) throws -> [String] {
        try problems(Pragma.quickCheck(maxErrors: maxErrors, schema: schema))
    }

    /// `PRAGMA compile_options`: the options SQLite was built with (`THREADSAFE=1`, `ENABLE_FTS5` …).
    public func compileOptions() throws -> [String] {
        try fetchValues(Pragma(.compileOptions), as: String.self)
    }

    /// The lines a check pragma reports, one problem each. SQLite reports the problems it found and
    /// then stops with `SQLITE_CORRUPT` when the damage keeps it from going on: the problems found
    /// are kept and the stop is the last one. The `*** in database main ***` headings are dropped.
    private func problems(_ check: Pragma) throws -> [String] {
        var lines: [String] = []
        do {
            try forEachRow(check) { row in
                let text: String = try row[0]
                lines += text.split(separator: "\n").map(String.init).filter {
                    !$0.hasPrefix("*** in database")
                }
            }
        } catch let error as DatabaseError where error.code == .corrupt || error.code == .notadb {
            lines.append("the check stopped: \(error.message)")
        }
        return lines == ["ok"] ? [] : lines
    }
}
