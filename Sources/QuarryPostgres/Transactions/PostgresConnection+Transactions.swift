import CLibPQ

extension PostgresConnection {
    /// Runs `body` in a transaction that commits when it returns and rolls back when it throws.
    /// Called inside another transaction, it becomes a savepoint, so an inner failure undoes only
    /// the inner work.
    ///
    /// A block never half-commits: a statement inside it that would end the transaction (`COMMIT`,
    /// `ROLLBACK`, `END`, …, also behind comments) is refused before it is sent; one that ended it
    /// anyway (as the server's transaction status reports after every statement) fails the block
    /// and every later statement in it is refused, so that nothing runs on its own; and when an error aborted the transaction (PostgreSQL then
    /// refuses every statement until a rollback) the block rolls back and throws even if `body`
    /// caught the error and returned.
    ///
    /// ```swift
    /// try connection.inTransaction { connection in
    ///     try connection.execute(debit)
    ///     try connection.execute(credit)
    /// }
    /// ```
    @discardableResult
    public func inTransaction<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        if isInTransaction { return try inSavepoint(body) }
        try runInternal("BEGIN")
        transactionIsPinned = false
        do {
            if isSessionLent { try pinTransaction() }
            let result = try inBlock(body)
            try commitBlock()
            return result
        } catch {
            // The original error matters more than a failed rollback.
            if isInTransaction { try? runInternal("ROLLBACK") }
            throw error
        }
    }

    /// Runs `body` inside a savepoint: released when it returns, rolled back to when it throws, so
    /// the enclosing transaction goes on without the block's work. Outside a transaction it is
    /// ``inTransaction(_:)`` (PostgreSQL has savepoints only inside one).
    @discardableResult
    public func inSavepoint<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        guard isInTransaction else { return try inTransaction(body) }
        savepointCounter += 1
        let name = "quarry_savepoint_\(savepointCounter)"
        try runInternal("SAVEPOINT \(name)")
        do {
            let result = try inBlock(body)
            if PQtransactionStatus(handle) == PQTRANS_INERROR { throw abortedBlockError() }
            // RELEASE fails (3B001) when a statement in the block released or rolled back past
            // the savepoint, so the block never returns as if its savepoint had held.
            try requireOpenTransaction(sql: nil)
            try runInternal("RELEASE SAVEPOINT \(name)")
            return result
        } catch {
            if isInTransaction {
                try? runInternal("ROLLBACK TO SAVEPOINT \(name); RELEASE SAVEPOINT \(name)")
            }
            throw error
        }
    }

    /// Runs `body` with the block counted as open, so that statements ending it are refused.
    private func inBlock<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        openBlocks += 1
        defer { openBlocks -= 1 }
        return try body(self)
    }

    /// `COMMIT`, unless an error aborted the transaction: PostgreSQL answers `COMMIT` there with a
    /// rollback and no error, which would let the block return as if it had committed.
    /// Nor is `COMMIT` sent when the transaction is already gone: the server would answer it with a
    /// mere warning.
    private func commitBlock() throws {
        guard PQtransactionStatus(handle) != PQTRANS_INERROR else { throw abortedBlockError() }
        try requireOpenTransaction(sql: nil)
        try runInternal("COMMIT")
    }

    private func abortedBlockError() -> PostgresError {
        PostgresError(
            sqlState: PostgresError.SQLState.inFailedTransaction,
            message: "an error inside the block aborted the transaction; nothing of the block was kept")
    }
}
