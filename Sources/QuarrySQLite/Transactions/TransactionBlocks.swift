import CSQLite

/// The `inTransaction` / `inSavepoint` blocks open on a connection, and whether their transaction
/// ended under them.
///
/// SQLite may roll the whole transaction back in the middle of a block (`INSERT OR ROLLBACK`,
/// `RAISE(ROLLBACK, …)`, an interrupt, a full disk), and a statement may commit it (`COMMIT`,
/// `END`, `RELEASE` of the outermost savepoint). Either way the block's later statements would run
/// in autocommit mode and persist while the earlier ones are gone. The connection's commit and
/// rollback hooks record it here: a commit while a block is open is turned into a rollback, and
/// from then on every statement fails with ``abort`` until the outermost block ends.
final class TransactionBlocks {
    /// The number of open blocks.
    var depth = 0
    /// Why the open blocks' transaction is gone; `nil` while it is intact.
    var abort: DatabaseError?

    /// Installs the commit and rollback hooks on the connection; `self` must outlive it (the
    /// database removes the hooks when it closes).
    func install(on connection: OpaquePointer) {
        let context = Unmanaged.passUnretained(self).toOpaque()
        sqlite3_commit_hook(
            connection,
            { context in
                Unmanaged<TransactionBlocks>.fromOpaque(context!).takeUnretainedValue().refusesCommit()
                    ? 1 : 0
            }, context)
        sqlite3_rollback_hook(
            connection,
            { context in
                Unmanaged<TransactionBlocks>.fromOpaque(context!).takeUnretainedValue().rolledBack()
            }, context)
    }

    /// Removes the hooks.
    static func uninstall(from connection: OpaquePointer) {
        sqlite3_commit_hook(connection, nil, nil)
        sqlite3_rollback_hook(connection, nil, nil)
    }

    /// Whether a commit must become a rollback: only the outermost block commits, after it has
    /// left (its depth is counted out by then).
    private func refusesCommit() -> Bool {
        guard depth > 0 else { return false }
        if abort == nil { abort = Self.committedInside }
        return true
    }

    private func rolledBack() {
        if depth > 0, abort == nil { abort = Self.rolledBackInside }
    }

    /// Enters a block; the caller calls ``leave()`` when it ends, whatever happens.
    func enter() {
        depth += 1
    }

    /// Leaves a block; once the outermost one has ended, the connection is usable again.
    func leave() {
        depth -= 1
        if depth == 0 { abort = nil }
    }

    static let rolledBackInside = DatabaseError(
        .abortRollback,
        "SQLite rolled back the transaction of this inTransaction or inSavepoint block (an OR ROLLBACK "
            + "conflict, RAISE(ROLLBACK), an interrupt, a full disk or a ROLLBACK statement); nothing "
            + "of it was kept, and every statement fails until the outermost block ends")

    static let committedInside = DatabaseError(
        .abortRollback,
        "a statement inside an inTransaction or inSavepoint block tried to commit its transaction "
            + "(COMMIT, END or RELEASE of the outermost savepoint), so Quarry rolled back the transaction "
            + "instead; nothing of it was kept, and every statement fails until the outermost block ends")
}
