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
///
/// Quarry owns the connection's commit and rollback hooks; the program's own hooks
/// (``Database/setCommitHook(_:)``, ``Database/setRollbackHook(_:)``) are called from them, so
/// that installing one does not void the rule.
@usableFromInline
final class TransactionBlocks {
    /// How the open blocks' transaction ended under them.
    @usableFromInline
    enum Abort {
        /// SQLite rolled it back.
        case rolledBack
        /// A statement tried to commit it, and the commit hook made that a rollback.
        case committedInside
        /// Not an end of the transaction: the program's commit or rollback hook is running, inside
        /// a statement's step, where SQLite forbids using the connection. Set only for the hook's
        /// duration, through the check every statement already makes.
        case insideHook

        /// The error every statement fails with until the outermost block ends (or, inside a
        /// hook, until the hook returns).
        var error: DatabaseError {
            switch self {
            case .rolledBack: return TransactionBlocks.rolledBackInside
            case .committedInside: return TransactionBlocks.committedInside
            case .insideHook: return TransactionBlocks.statementInsideHook
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
    /// The program's commit hook, asked about the commits Quarry's rule lets through.
    var commitHook: (() -> Bool)?
    /// The program's rollback hook, called after Quarry has recorded the rollback.
    var rollbackHook: (() -> Void)?
    /// The observations' change tracker, told of every commit let through and every rollback;
    /// `nil` until the connection is first observed.
    var changeTracker: ChangeTracker?
    /// The connection's running callbacks, which the program's hooks count themselves in (so
    /// that `close()` from one is refused).
    private var callbacks: CallbackNesting?

    /// Installs the commit and rollback hooks on the connection; `self` must outlive it (the
    /// database removes the hooks when it closes).
    func install(on connection: OpaquePointer, callbacks: CallbackNesting) {
        self.callbacks = callbacks
        let context = Unmanaged.passUnretained(self).toOpaque()
        sqlite3_commit_hook(
            connection,
            { context in
                Unmanaged<TransactionBlocks>.fromOpaque(context!).takeUnretainedValue().committing() ? 0 : 1
            }, context)
        sqlite3_rollback_hook(
            connection,
            { context in
                Unmanaged<TransactionBlocks>.fromOpaque(context!).takeUnretainedValue().rollingBack()
            }, context)
    }

    /// Removes the hooks, and releases the program's.
    func uninstall(from connection: OpaquePointer) {
        sqlite3_commit_hook(connection, nil, nil)
        sqlite3_rollback_hook(connection, nil, nil)
        changeTracker?.uninstall()
        changeTracker = nil
        commitHook = nil
        rollbackHook = nil
    }

    /// Whether a commit may go ahead: Quarry's rule first, then the program's hook; the change
    /// tracker hears only of the commits both let through.
    private func committing() -> Bool {
        if refusesCommit() { return false }
        if let commitHook, !runningProgramHook(commitHook) { return false }
        changeTracker?.commitApproved()
        return true
    }

    private func rollingBack() {
        rolledBack()
        changeTracker?.rolledBack()
        if let rollbackHook { runningProgramHook(rollbackHook) }
    }

    /// Runs one of the program's hooks with statements refused and counted as a callback.
    @discardableResult
    private func runningProgramHook<T>(_ hook: () -> T) -> T {
        let saved = abort
        abort = .insideHook
        defer { abort = saved }
        guard let callbacks else { return hook() }
        return callbacks.run(hook)
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

    static let statementInsideHook = DatabaseError(
        .misuse,
        "a commit or rollback hook cannot use the connection (SQLite forbids it while the statement "
            + "that committed or rolled back is running); do the work after that statement")

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
