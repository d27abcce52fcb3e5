import CSQLite

/// Collects, per transaction, the rows SQLite's update hook reports on one connection, and hands
/// them to the ``ChangeHub`` once the transaction has committed; a rollback drops them.
///
/// One dispatch: SQLite has one update, commit and rollback hook per connection. The tracker owns
/// the update hook (installed when the first observation of the connection starts, and then kept);
/// the commit and rollback hooks stay ``TransactionBlocks``'s, which calls the tracker from them
/// besides the program's own hooks.
///
/// The commit hook runs before SQLite commits, and the commit may still fail after it (an explicit
/// `COMMIT` that gets `SQLITE_BUSY` leaves the transaction open). So the hook only marks the
/// changes as committing; they are published when the commit is known to have happened (the
/// connection is back in autocommit mode): before the connection's next statement, or when the
/// closure of the queue or pool that holds the connection ends. Only then do readers of other
/// connections see the commit, so an observer's fetch never runs on an older snapshot.
///
/// When nobody listens, the update hook returns after one atomic load, and the commit and rollback
/// hooks after one more.
final class ChangeTracker {
    let hub: ChangeHub
    private let connection: OpaquePointer
    // Unchecked: the hooks and the connection's statements run on the one thread holding the
    // connection, never at the same time.
    /// The changes of the transaction running now.
    @exclusivity(unchecked) private var pending: [DatabaseChange] = []
    /// Set by the commit hook, cleared once the commit is confirmed or failed.
    @exclusivity(unchecked) private(set) var isCommitting = false
    /// `sqlite3_total_changes64` when the transaction began: more rows changed than the hook
    /// reported means some went unreported (truncation, `WITHOUT ROWID`).
    @exclusivity(unchecked) private var changesAtStart: Int64
    /// Reported changes that a rollback to a savepoint undid, still counted by SQLite's total.
    @exclusivity(unchecked) private var undoneCount = 0

    /// Installs the update hook on `connection`; the tracker must outlive it (the database
    /// removes the hook when it closes).
    init(hub: ChangeHub, connection: OpaquePointer) {
        self.hub = hub
        self.connection = connection
        changesAtStart = sqlite3_total_changes64(connection)
        missedChanges = sqlite3_get_autocommit(connection) == 0
        sqlite3_update_hook(
            connection,
            { context, operation, database, table, rowID in
                guard let context else { return }
                let tracker = Unmanaged<ChangeTracker>.fromOpaque(context).takeUnretainedValue()
                tracker.record(operation, database, table, rowID)
            }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Removes the update hook.
    func uninstall() {
        sqlite3_update_hook(connection, nil, nil)
    }

    /// Whether the transaction running now began before anyone listened, so its earlier changes
    /// went unrecorded: it is then published as incomplete.
    @exclusivity(unchecked) private var missedChanges = false

    /// Starts from a clean state when the first subscriber joins. That happens while the
    /// connection is held, normally between transactions; inside one (a closure that left a
    /// transaction open), its changes so far are unknown.
    func restart() {
        pending.removeAll()
        isCommitting = false
        undoneCount = 0
        missedChanges = sqlite3_get_autocommit(connection) == 0
        changesAtStart = sqlite3_total_changes64(connection)
    }

    private func record(
        _ operation: Int32, _ database: UnsafePointer<CChar>?, _ table: UnsafePointer<CChar>?, _ rowID: Int64
    ) {
        guard hub.isActive else { return }
        // A change while the previous transaction is still marked committing: a script ran its
        // COMMIT and went on without Quarry seeing a statement start in between.
        if isCommitting { publishCommitted() }
        let kind: DatabaseChange.Kind
        switch operation {
        case SQLITE_INSERT: kind = .insert
        case SQLITE_DELETE: kind = .delete
        default: kind = .update
        }
        pending.append(
            DatabaseChange(
                kind: kind, database: database.map { String(cString: $0) } ?? "main",
                table: table.map { String(cString: $0) } ?? "", rowID: rowID))
    }

    /// The commit hook let a commit through.
    func commitApproved() {
        guard hub.isActive else { return }
        isCommitting = true
    }

    /// The rollback hook: the transaction and its changes are gone.
    func rolledBack() {
        pending.removeAll()
        isCommitting = false
        undoneCount = 0
        missedChanges = false
        changesAtStart = sqlite3_total_changes64(connection)
    }

    /// Where a savepoint starts in the transaction's changes.
    var savepointMark: Int { pending.count }

    /// A `ROLLBACK TO` the savepoint that started at `mark`: its changes are undone.
    func rolledBack(to mark: Int) {
        guard mark < pending.count else { return }
        undoneCount += pending.count - mark
        pending.removeSubrange(mark...)
    }

    /// Publishes the committing transaction if its commit happened; forgets that it was committing
    /// if the transaction is still open (the commit failed and may be retried).
    func confirmCommit() {
        guard isCommitting else { return }
        guard sqlite3_get_autocommit(connection) != 0 else {
            isCommitting = false
            return
        }
        publishCommitted()
    }

    private func publishCommitted() {
        isCommitting = false
        let total = sqlite3_total_changes64(connection)
        let isComplete = !missedChanges && total - changesAtStart <= Int64(pending.count + undoneCount)
        let changes = CommittedChanges(changes: pending, isComplete: isComplete)
        pending.removeAll()
        undoneCount = 0
        missedChanges = false
        changesAtStart = total
        guard !changes.changes.isEmpty || !isComplete else { return }
        hub.publish(changes)
    }
}
