/// The rows one committed transaction changed, in the order SQLite changed them: what
/// ``DatabaseQueue/committedChanges()`` and ``DatabasePool/committedChanges()`` deliver, one value
/// per committed transaction that changed a row or the schema. A rolled-back transaction delivers
/// nothing.
public struct CommittedChanges: Sendable, Equatable {
    /// The changed rows, in the order of the changes (a row changed twice is listed twice). A row
    /// whose rowid changed is listed as the delete of the old rowid and the insert of the new one.
    ///
    /// A `ROLLBACK TO` written by hand is not seen (SQLite reports none): the rows it undid stay
    /// listed, and the value may still say it is complete. Undo a savepoint with
    /// ``Database/inSavepoint(_:_:)``, which drops them.
    public var changes: [DatabaseChange]
    /// Whether ``changes`` lists every changed row. It does not when SQLite changed rows it does
    /// not report one by one: see ``tablesWithUnlistedRows`` and ``areTablesKnown``. Treat an
    /// incomplete value as "any row of those tables (or of the database) may have changed".
    public var isComplete: Bool { areTablesKnown && tablesWithUnlistedRows.isEmpty }
    /// Tables where rows changed that ``changes`` does not list: any row of a table `WITHOUT
    /// ROWID`. With a SQLite built without the preupdate hook (Apple's system library), also every
    /// table a row was inserted into or updated in: such a statement may have deleted rows by
    /// `REPLACE` or renumbered rows, which SQLite then does not report.
    public var tablesWithUnlistedRows: [String]
    /// Whether every table changed is named, in ``changes`` or ``tablesWithUnlistedRows``. It is
    /// not after a schema change (`CREATE`, `DROP`, `ALTER TABLE` in `main` or `temp`), a truncation
    /// SQLite did not report,
    /// a change made by another connection or process, or a transaction that began before anyone
    /// listened.
    public var areTablesKnown: Bool

    /// A transaction's changes: `isComplete` false means that nothing is known about what
    /// changed besides `changes`.
    public init(changes: [DatabaseChange], isComplete: Bool = true) {
        self.init(changes: changes, tablesWithUnlistedRows: [], areTablesKnown: isComplete)
    }

    /// A transaction's changes, with the tables whose changed rows are not all listed.
    public init(changes: [DatabaseChange], tablesWithUnlistedRows: [String], areTablesKnown: Bool) {
        self.changes = changes
        self.tablesWithUnlistedRows = tablesWithUnlistedRows
        self.areTablesKnown = areTablesKnown
    }

    /// The rows changed: the whole database when the tables are not known, every row of a table
    /// with unlisted rows, else the rowids listed.
    public var region: DatabaseRegion {
        guard areTablesKnown else { return .everything }
        var region = DatabaseRegion(tables: tablesWithUnlistedRows)
        var rowIDs: [SQLiteNameKey: Set<Int64>] = [:]
        for change in changes { rowIDs[SQLiteNameKey(change.table), default: []].insert(change.rowID) }
        for (table, rows) in rowIDs { region.insert(table: table, rows: .rowIDs(rows)) }
        return region
    }

    // Table names compare by bytes, in order.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.changes == rhs.changes && lhs.areTablesKnown == rhs.areTablesKnown
            && lhs.tablesWithUnlistedRows.count == rhs.tablesWithUnlistedRows.count
            && zip(lhs.tablesWithUnlistedRows, rhs.tablesWithUnlistedRows).allSatisfy {
                $0.isByteEqual(to: $1)
            }
    }
}
