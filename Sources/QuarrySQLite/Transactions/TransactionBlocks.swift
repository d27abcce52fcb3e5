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
@usableFromInline
final class TransactionBlocks {
    /// How the open blocks' transaction ended under them.
    @usableFromInline
    enum Abort {
        /// SQLite rolled it back.
        case rolledBack
        /// A statement tried to commit it, and the commit hook made that a rollback.
        case committedInside

        /// The error every statement fails with until the outermost block ends.
        var error: DatabaseError {
            switch self {
            case .rolledBack: return TransactionBlocks.rolledBackInside
            case .committedInside: return TransactionBlocks.committedInside
            }
        }
    }

    // Unchecked, like the connection's other per-statement state: one thread at a time, and the
    // hooks only run inside a statement's step, never during another access.
    /// The number of open blocks.
    @exclusivity(unchecked) var depth = 0
    /// Why the open blocks' transaction is gone; `nil` while it is intact. Checked before every
    /// statement, so it is a one-byte enum rather than the error itself.
    @exclusivity(unchecked) @usableFromInline var abort: Abort?

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
        if abort == nil { abort = .committedInside }
        return true
    }

    private func rolledBack() {
        if depth > 0, abort == nil { abort = .rolledBack }
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
