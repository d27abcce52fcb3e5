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

    /// `PRAGMA integrity_check`: the problems found, empty when the database is sound.
    public func integrityCheck(maxErrors: Int = 100, schema: SQLIdentifier? = nil) throws -> [String] {
        problems(
            try fetchValues(Pragma.integrityCheck(maxErrors: maxErrors, schema: schema), as: String.self))
    }

    /// `PRAGMA quick_check`: the problems a quicker check finds, empty when there are none.
    public func quickCheck(maxErrors: Int = 100, schema: SQLIdentifier? = nil) throws -> [String] {
        problems(try fetchValues(Pragma.quickCheck(maxErrors: maxErrors, schema: schema), as: String.self))
    }

    /// `PRAGMA compile_options`: the options SQLite was built with (`THREADSAFE=1`, `ENABLE_FTS5` …).
    public func compileOptions() throws -> [String] {
        try fetchValues(Pragma(.compileOptions), as: String.self)
    }

    private func problems(_ lines: [String]) -> [String] {
        lines == ["ok"] ? [] : lines
    }
}
