extension Database {
    /// `BEGIN [DEFERRED | IMMEDIATE | EXCLUSIVE]`.
    public func begin(_ behavior: Begin.Behavior = .deferred) throws {
        try execute(Begin(behavior))
    }

    /// `COMMIT`. Inside an ``inTransaction(_:_:)`` or ``inSavepoint(_:_:)`` block only the block
    /// commits: a `COMMIT` there fails and rolls the block's transaction back.
    public func commit() throws {
        transactionBlocks.changeTracker?.readSchemaBeforeCommit()
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
    /// When SQLite rolls the whole transaction back inside the block (an `OR ROLLBACK` conflict,
    /// `RAISE(ROLLBACK, …)`, an interrupt, a full disk), or a statement in it tries to commit
    /// (`COMMIT`, `END`, `RELEASE`; Quarry turns that into a rollback), nothing of the block is
    /// kept: every later statement fails with `SQLITE_ABORT_ROLLBACK` until the outermost block
    /// ends, and the block throws that error if its body returns.
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
        do {
            let result = try inBlock(body)
            try commit()
            return result
        } catch {
            // The original error matters more than a failed rollback; after SQLite's own rollback
            // there is no transaction left and `rollback()` does nothing.
            try? rollback()
            throw error
        }
    }

    /// Runs `body` in a transaction that ends as the body decides (``TransactionCompletion``,
    /// WCDB's `runTransaction`): committed for `.commit`, rolled back for `.rollback`, rolled back
    /// when it throws. Called inside another transaction it runs in a savepoint, and `.rollback`
    /// undoes only its own work. (A separate name from ``inTransaction(_:_:)``, whose body's
    /// result is data: an overload would take a block that forgets to decide for one that does.)
    @discardableResult
    public func runTransaction(
        _ behavior: Begin.Behavior = .deferred, _ body: (Database) throws -> TransactionCompletion
    ) throws -> TransactionCompletion {
        guard !isInTransaction else {
            let savepoint = nextSavepointName()
            return try inSavepoint(savepoint) { db in
                let completion = try body(db)
                if completion == .rollback { try db.execute(Rollback(to: savepoint)) }
                return SavepointOutcome(completion: completion)
            }.completion
        }
        try begin(behavior)
        do {
            let completion = try inBlock(body)
            switch completion {
            case .commit: try commit()
            case .rollback: try rollback()
            }
            return completion
        } catch {
            try? rollback()
            throw error
        }
    }

    /// Runs `body` inside `SAVEPOINT name`: released when it returns, rolled back to (and released)
    /// when it throws. Outside a transaction, the savepoint starts one. Without a name, Quarry
    /// picks a unique one. A rollback of the whole transaction inside it is handled as in
    /// ``inTransaction(_:_:)``.
    @discardableResult
    public func inSavepoint<T>(_ name: SQLIdentifier? = nil, _ body: (Database) throws -> T) throws -> T {
        let savepoint = name ?? nextSavepointName()
        try execute(Savepoint(savepoint))
        let changesMark = transactionBlocks.changeTracker?.savepointMark
        do {
            let result = try inBlock(body)
            try execute(Release(savepoint))
            return result
        } catch {
            // SQLite may have rolled the whole transaction back already; then the savepoint is
            // gone and there is nothing to undo.
            if isInTransaction {
                if (try? execute(Rollback(to: savepoint))) != nil, let changesMark {
                    transactionBlocks.changeTracker?.rolledBack(to: changesMark)
                }
                try? execute(Release(savepoint))
            }
            throw error
        }
    }

    /// Runs `body` as a transaction block: counted open while it runs, so that a commit inside it
    /// is refused, and failing when SQLite ended the transaction under it.
    private func inBlock<T>(_ body: (Database) throws -> T) throws -> T {
        transactionBlocks.enter()
        let result: T
        do {
            result = try body(self)
        } catch {
            transactionBlocks.leave()
            throw error
        }
        let abort = transactionBlocks.abort
        transactionBlocks.leave()
        if let abort { throw abort.error }
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

/// A savepoint's completion carried out of the generic savepoint block, so that the block runs
/// the general path (and is not taken for the deciding overload again).
private struct SavepointOutcome {
    let completion: TransactionCompletion
}
