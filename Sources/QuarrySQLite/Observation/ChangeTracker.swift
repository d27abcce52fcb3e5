import CSQLite
import Foundation

/// Collects, per transaction, the rows SQLite reports changing on one connection, and hands them
/// to the ``ChangeHub`` once the transaction has committed; a rollback drops them.
///
/// What SQLite reports: the update hook names each row of a rowid table after it changed, but not
/// the rows that `REPLACE` conflict resolution deleted, nor the old rowid of a row whose rowid
/// changed, nor any row of a `WITHOUT ROWID` table or of a truncation. Where the library has the
/// preupdate hook, it announces every change before it happens, with both rowids; the tracker then
/// lists what the update hook confirms, and the table of an announcement the update hook does not
/// confirm (a `REPLACE` deletion, a `WITHOUT ROWID` row) as a table with unlisted rows. Without
/// the preupdate hook, every table a row was inserted into or updated in has unlisted rows. A
/// schema change (the schema versions of `main` and `temp` moved) and a truncation (SQLite's total
/// of changed rows passed what was reported) leave the tables unknown.
///
/// One dispatch: SQLite has one update, commit and rollback hook per connection. The tracker owns
/// the update and preupdate hooks (installed when the first observation of the connection starts,
/// and then kept); the commit and rollback hooks stay ``TransactionBlocks``'s, which calls the
/// tracker from them besides the program's own hooks.
///
/// The commit hook runs before SQLite commits, and the commit may still fail after it (an explicit
/// `COMMIT` that gets `SQLITE_BUSY` leaves the transaction open). So the hook only marks the
/// changes as committing; they are published when the commit is known to have happened (the
/// connection is back in autocommit mode): before the connection's next statement, or when the
/// closure of the queue or pool that holds the connection ends. Only then do readers of other
/// connections see the commit, so an observer's fetch never runs on an older snapshot.
///
/// When nobody listens, the hooks return after one atomic load.
final class ChangeTracker {
    let hub: ChangeHub
    private let connection: OpaquePointer
    // Unchecked: the hooks and the connection's statements run on the one thread holding the
    // connection, never at the same time.
    /// Whether the preupdate hook is installed, so that every change is announced.
    @exclusivity(unchecked) private var isAnnounced = false
    /// The changes of the transaction running now.
    @exclusivity(unchecked) private var pending: [DatabaseChange] = []
    /// The change the preupdate hook announced last, until the update hook confirms it.
    @exclusivity(unchecked) private var announced: DatabaseChange?
    /// Where in `pending` announcements the update hook never confirmed are: rows `REPLACE`
    /// deleted, or rows of a `WITHOUT ROWID` table (whose rowid means nothing), told apart when
    /// the transaction is published.
    @exclusivity(unchecked) private var unconfirmed: [Int] = []
    /// Tables of the transaction with changed rows that `pending` does not list.
    @exclusivity(unchecked) private var unlisted: Set<SQLiteNameKey> = []
    /// Set by the commit hook, cleared once the commit is confirmed or failed.
    @exclusivity(unchecked) private(set) var isCommitting = false
    /// `sqlite3_total_changes64` when the transaction began: more rows changed than reported means
    /// some went unreported (a truncation).
    @exclusivity(unchecked) private var changesAtStart: Int64
    /// Reported changes not in `pending` (undone by a rollback to a savepoint, or of a table
    /// `WITHOUT ROWID`), still counted by SQLite's total.
    @exclusivity(unchecked) private var unlistedReports = 0
    /// Whether the transaction running now began before anyone listened, so its earlier changes
    /// went unrecorded: it is then published with its tables unknown.
    @exclusivity(unchecked) private var missedChanges = false
    /// The schema versions of `main` and `temp` after the last published transaction.
    @exclusivity(unchecked) private var schemaVersions: SchemaVersions?
    /// The schema versions read inside the transaction, right before Quarry's `COMMIT`: read there,
    /// in the transaction's own snapshot, they cost no lock, where after the commit each read
    /// starts a read transaction (a third of a write's cost, measured).
    @exclusivity(unchecked) private var schemaBeforeCommit: SchemaVersions?
    /// The statements reading the schema versions of `main` and `temp`, prepared once.
    @exclusivity(unchecked) private var schemaVersionStatements: [OpaquePointer?] = [nil, nil]

    /// Installs the hooks on `connection`; the tracker must outlive them (the database removes
    /// them when it closes).
    init(hub: ChangeHub, connection: OpaquePointer) {
        self.hub = hub
        self.connection = connection
        changesAtStart = sqlite3_total_changes64(connection)
        missedChanges = sqlite3_get_autocommit(connection) == 0
        let context = Unmanaged.passUnretained(self).toOpaque()
        sqlite3_update_hook(
            connection,
            { context, operation, database, table, rowID in
                guard let context else { return }
                let tracker = Unmanaged<ChangeTracker>.fromOpaque(context).takeUnretainedValue()
                tracker.confirm(operation, database, table, rowID)
            }, context)
        isAnnounced =
            quarry_set_preupdate_hook(
                connection,
                { context, _, operation, database, table, oldRowID, newRowID in
                    guard let context else { return }
                    let tracker = Unmanaged<ChangeTracker>.fromOpaque(context).takeUnretainedValue()
                    tracker.announce(operation, database, table, oldRowID, newRowID)
                }, context) != 0
        schemaVersions = readSchemaVersions()
    }

    /// Removes the hooks.
    func uninstall() {
        sqlite3_update_hook(connection, nil, nil)
        if isAnnounced { _ = quarry_set_preupdate_hook(connection, nil, nil) }
        for statement in schemaVersionStatements { sqlite3_finalize(statement) }
        schemaVersionStatements = [nil, nil]
    }

    /// Starts from a clean state when the first subscriber joins. That happens while the
    /// connection is held, normally between transactions; inside one (a closure that left a
    /// transaction open), its changes so far are unknown.
    func restart() {
        clearTransaction()
        missedChanges = sqlite3_get_autocommit(connection) == 0
        schemaVersions = readSchemaVersions()
    }

    private func clearTransaction() {
        schemaBeforeCommit = nil
        pending.removeAll()
        announced = nil
        unconfirmed.removeAll()
        unlisted.removeAll()
        isCommitting = false
        unlistedReports = 0
        missedChanges = false
        changesAtStart = sqlite3_total_changes64(connection)
    }

    /// The preupdate hook: a change is about to happen. A rowid that changes is listed at once as
    /// the old row's delete; the rest waits for the update hook's confirmation.
    private func announce(
        _ operation: Int32, _ database: UnsafePointer<CChar>?, _ table: UnsafePointer<CChar>?,
        _ oldRowID: Int64, _ newRowID: Int64
    ) {
        guard hub.isActive else { return }
        if isCommitting { publishCommitted(isInHook: true) }
        settleAnnouncement()
        let database = database.map { String(cString: $0) } ?? "main"
        let table = table.map { String(cString: $0) } ?? ""
        let kind: DatabaseChange.Kind
        switch operation {
        case SQLITE_INSERT: kind = .insert
        case SQLITE_DELETE: kind = .delete
        default:
            guard oldRowID != newRowID else {
                kind = .update
                break
            }
            pending.append(DatabaseChange(kind: .delete, database: database, table: table, rowID: oldRowID))
            kind = .insert
        }
        announced = DatabaseChange(
            kind: kind, database: database, table: table, rowID: kind == .delete ? oldRowID : newRowID)
    }

    /// An announced change the update hook did not confirm happened to a row it does not report:
    /// listed for now, checked at publication.
    private func settleAnnouncement() {
        guard let change = announced else { return }
        announced = nil
        unconfirmed.append(pending.count)
        pending.append(change)
    }

    /// Keeps the unconfirmed changes of rowid tables (rows `REPLACE` deleted: their rowids are
    /// right) and moves those of `WITHOUT ROWID` tables to `unlisted`. In a hook the schema
    /// cannot be asked, so every unconfirmed change is moved.
    private func resolveUnconfirmed(isInHook: Bool) {
        guard !unconfirmed.isEmpty else { return }
        var withoutRowID: Set<Int> = []
        var hasRowIDByTable: [ExactText: Bool] = [:]
        for index in unconfirmed {
            let change = pending[index]
            let key = ExactText(change.database + "\u{0}" + change.table)
            let hasRowID = isInHook ? false : hasRowIDByTable[key] ?? tableHasRowID(change)
            hasRowIDByTable[key] = hasRowID
            if !hasRowID {
                withoutRowID.insert(index)
                unlisted.insert(SQLiteNameKey(change.table))
            }
        }
        unconfirmed.removeAll()
        guard !withoutRowID.isEmpty else { return }
        unlistedReports += withoutRowID.count
        pending = pending.enumerated().filter { !withoutRowID.contains($0.offset) }.map(\.element)
    }

    /// Whether the change's table has a rowid: SQLite finds a `rowid` column only in those (a
    /// table `WITHOUT ROWID` would need columns named `rowid`, `oid` and `_rowid_` to pass).
    private func tableHasRowID(_ change: DatabaseChange) -> Bool {
        let columns: [String] = ["rowid", "oid", "_rowid_"]
        return columns.allSatisfy { column in
            sqlite3_table_column_metadata(
                connection, change.database, change.table, column, nil, nil, nil, nil, nil)
                == SQLITE_OK
        }
    }

    /// The update hook: a row of a rowid table changed.
    private func confirm(
        _ operation: Int32, _ database: UnsafePointer<CChar>?, _ table: UnsafePointer<CChar>?, _ rowID: Int64
    ) {
        guard hub.isActive else { return }
        // A change while the previous transaction is still marked committing: a script ran its
        // COMMIT and went on without Quarry seeing a statement start in between.
        if isCommitting { publishCommitted(isInHook: true) }
        if let change = announced, change.rowID == rowID, change.isNamed(database, table) {
            announced = nil
            pending.append(change)
            return
        }
        settleAnnouncement()
        let kind: DatabaseChange.Kind
        switch operation {
        case SQLITE_INSERT: kind = .insert
        case SQLITE_DELETE: kind = .delete
        default: kind = .update
        }
        let change = DatabaseChange(
            kind: kind, database: database.map { String(cString: $0) } ?? "main",
            table: table.map { String(cString: $0) } ?? "", rowID: rowID)
        pending.append(change)
        if !isAnnounced, kind != .delete { unlisted.insert(SQLiteNameKey(change.table)) }
    }

    /// The commit hook let a commit through.
    func commitApproved() {
        guard hub.isActive else { return }
        isCommitting = true
    }

    /// The rollback hook: the transaction and its changes are gone.
    func rolledBack() {
        clearTransaction()
    }

    /// Where a savepoint starts in the transaction's changes.
    var savepointMark: Int {
        settleAnnouncement()
        return pending.count
    }

    /// A `ROLLBACK TO` the savepoint that started at `mark`: its changes are undone. (Tables with
    /// unlisted rows stay marked: an extra fetch at worst.)
    func rolledBack(to mark: Int) {
        announced = nil
        unconfirmed.removeAll { $0 >= mark }
        guard mark < pending.count else { return }
        unlistedReports += pending.count - mark
        pending.removeSubrange(mark...)
    }

    /// Publishes the committing transaction if its commit happened; forgets that it was committing
    /// if the transaction is still open (the commit failed and may be retried).
    func confirmCommit() {
        guard isCommitting else { return }
        guard sqlite3_get_autocommit(connection) != 0 else {
            isCommitting = false
            // The transaction goes on, and may change the schema before it commits.
            schemaBeforeCommit = nil
            return
        }
        publishCommitted(isInHook: false)
    }

    /// Publishes the transaction that committed. In a hook no statement may run, so the schema
    /// cannot be read: the tables are then unknown.
    private func publishCommitted(isInHook: Bool) {
        settleAnnouncement()
        resolveUnconfirmed(isInHook: isInHook)
        let total = sqlite3_total_changes64(connection)
        let schema = isInHook ? nil : schemaBeforeCommit ?? readSchemaVersions()
        let schemaIsUnchanged = schema != nil && schema == schemaVersions
        let areTablesKnown =
            !missedChanges && schemaIsUnchanged
            && total - changesAtStart <= Int64(pending.count + unlistedReports)
        let changes = CommittedChanges(
            changes: pending, tablesWithUnlistedRows: unlisted.map(\.name), areTablesKnown: areTablesKnown)
        if !isInHook { schemaVersions = schema }
        clearTransaction()
        guard !changes.changes.isEmpty || !changes.isComplete else { return }
        hub.publish(changes)
    }

    /// Reads the schema versions before `Database.commit()` commits (see `schemaBeforeCommit`).
    func readSchemaBeforeCommit() {
        guard hub.isActive, sqlite3_get_autocommit(connection) == 0 else { return }
        schemaBeforeCommit = readSchemaVersions()
    }

    /// The schema versions of `main` and `temp`, or nil when they cannot be read.
    private func readSchemaVersions() -> SchemaVersions? {
        guard let main = readSchemaVersion(of: 0), let temp = readSchemaVersion(of: 1) else { return nil }
        return SchemaVersions(main: main, temp: temp)
    }

    /// `PRAGMA main.schema_version` (0) or `PRAGMA temp.schema_version` (1), each prepared once
    /// (a table-valued pragma cannot name its schema).
    private func readSchemaVersion(of schema: Int) -> Int64? {
        if schemaVersionStatements[schema] == nil {
            let sql = schema == 0 ? "PRAGMA main.schema_version" : "PRAGMA temp.schema_version"
            guard
                sqlite3_prepare_v3(
                    connection, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &schemaVersionStatements[schema],
                    nil)
                    == SQLITE_OK
            else { return nil }
        }
        guard let statement = schemaVersionStatements[schema] else { return nil }
        defer { sqlite3_reset(statement) }
        guard sqlite3_step(statement) == SQLITE_ROW else { return nil }
        return sqlite3_column_int64(statement, 0)
    }

    private struct SchemaVersions: Equatable {
        var main: Int64
        var temp: Int64
    }
}

extension DatabaseChange {
    /// Whether the change is to `table` of `database`, compared by bytes.
    fileprivate func isNamed(_ database: UnsafePointer<CChar>?, _ table: UnsafePointer<CChar>?) -> Bool {
        guard let database, let table else { return false }
        return self.table.withCString { strcmp($0, table) == 0 }
            && self.database.withCString { strcmp($0, database) == 0 }
    }
}
