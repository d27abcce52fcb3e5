extension Database {
    /// Sets the closure SQLite calls when a transaction is about to commit, or removes it with
    /// `nil`. The closure returns whether the commit may go ahead: `false` turns it into a
    /// rollback, and the statement that was committing fails with `SQLITE_CONSTRAINT_COMMITHOOK`.
    ///
    /// Quarry keeps its own commit hook, which enforces the rule of ``inTransaction(_:_:)`` (a
    /// commit while a block is open becomes a rollback), and calls this closure only for the
    /// commits it lets through. Set a hook here, never with `sqlite3_commit_hook` on
    /// ``sqliteHandle``: that would replace Quarry's hook and void the rule. The closure runs
    /// inside a statement's step, where SQLite forbids using the connection: a statement or
    /// ``close()`` from it fails with `SQLITE_MISUSE`. The connection keeps the closure until it
    /// is replaced or the connection closes, so capture the database `unowned` or `weak` in it.
    public func setCommitHook(_ hook: (() -> Bool)?) throws(DatabaseError) {
        _ = try openConnection()
        transactionBlocks.commitHook = hook
    }

    /// Sets the closure SQLite calls after a transaction is rolled back (by a `ROLLBACK`, an
    /// error, a refused commit), or removes it with `nil`. It runs alongside Quarry's own rollback
    /// hook and under the same restrictions as ``setCommitHook(_:)``'s closure.
    public func setRollbackHook(_ hook: (() -> Void)?) throws(DatabaseError) {
        _ = try openConnection()
        transactionBlocks.rollbackHook = hook
    }
}
