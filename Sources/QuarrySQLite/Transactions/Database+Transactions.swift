extension Database {
    /// `BEGIN [DEFERRED | IMMEDIATE | EXCLUSIVE]`.
    public func begin(_ behavior: Begin.Behavior = .deferred) throws {
        try execute(Begin(behavior))
    }

    /// `COMMIT`.
    public func commit() throws {
        try execute(Commit())
    }

    /// `ROLLBACK`; does nothing when no transaction is open (SQLite may already have rolled back
    /// after an error such as `SQLITE_FULL` or an interrupt).
    public func rollback() throws {
        guard isInTransaction else { return }
        try execute(Rollback())
    }

    /// Runs `body` in a transaction that commits when it returns and rolls back when it throws
    /// (FMDB's `inTransaction`, WCDB's `runTransaction`). Called inside another transaction, it
    /// becomes a savepoint, so an inner failure undoes only the inner work.
    ///
    /// ```swift
    /// try db.inTransaction(.immediate) { db in
    ///     try db.execute(insert)
    ///     try db.execute(update)
    /// }
    /// ```
    @discardableResult
    public func inTransaction<T>(_ behavior: Begin.Behavior = .deferred, _ body: (Database) throws -> T)
        throws -> T
    {
        if isInTransaction { return try inSavepoint(nil, body) }
        try begin(behavior)
        let result: T
        do {
            result = try body(self)
            try commit()
        } catch {
            // The original error matters more than a failed rollback.
            try? rollback()
            throw error
        }
        return result
    }

    /// Runs `body` inside `SAVEPOINT name`: released when it returns, rolled back to (and released)
    /// when it throws. Outside a transaction, the savepoint starts one. Without a name, Quarry
    /// picks a unique one.
    @discardableResult
    public func inSavepoint<T>(_ name: SQLIdentifier? = nil, _ body: (Database) throws -> T) throws -> T {
        let savepoint = name ?? nextSavepointName()
        try execute(Savepoint(savepoint))
        let result: T
        do {
            result = try body(self)
            try execute(Release(savepoint))
        } catch {
            // SQLite may have rolled the whole transaction back already (SQLITE_FULL, an
            // interrupt); then the savepoint is gone and there is nothing to undo.
            if isInTransaction {
                try? execute(Rollback(to: savepoint))
                try? execute(Release(savepoint))
            }
            throw error
        }
        return result
    }

    /// `SAVEPOINT name`.
    public func savepoint(_ name: SQLIdentifier) throws {
        try execute(Savepoint(name))
    }

    /// `RELEASE SAVEPOINT name`.
    public func release(_ name: SQLIdentifier) throws {
        try execute(Release(name))
    }

    /// `ROLLBACK TO SAVEPOINT name`; the savepoint stays open.
    public func rollback(to name: SQLIdentifier) throws {
        try execute(Rollback(to: name))
    }

    private func nextSavepointName() -> SQLIdentifier {
        savepointCounter += 1
        return SQLIdentifier("quarry_savepoint_\(savepointCounter)")
    }
}
