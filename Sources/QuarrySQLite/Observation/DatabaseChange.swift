/// One row that a committed transaction inserted, updated or deleted, as SQLite reports it: the
/// table, the row's rowid and what happened to it.
///
/// Rows of tables `WITHOUT ROWID` have no rowid to list: the ``CommittedChanges`` they belong to
/// names their tables and says it is not complete.
public struct DatabaseChange: Sendable, Hashable, CustomStringConvertible {
    /// What happened to the row.
    public enum Kind: Sendable, Hashable {
        /// The row was inserted.
        case insert
        /// The row was updated (also when its values did not change).
        case update
        /// The row was deleted.
        case delete
    }

    /// What happened to the row.
    public var kind: Kind
    /// The schema the table is in: `main`, `temp` or an attached database's name.
    public var database: String
    /// The table's name, as SQLite spells it in the schema.
    public var table: String
    /// The row's rowid (after the change; before it for a delete).
    public var rowID: Int64

    /// A change, as the update hook reports it.
    public init(kind: Kind, database: String = "main", table: String, rowID: Int64) {
        self.kind = kind
        self.database = database
        self.table = table
        self.rowID = rowID
    }

    public var description: String { "\(kind) \(database).\(table) rowid \(rowID)" }

    // Names compare by bytes (see `ExactText`), never by `String ==`, which would make two
    // canonically equivalent table names one.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.kind == rhs.kind && lhs.rowID == rhs.rowID && lhs.table.isByteEqual(to: rhs.table)
            && lhs.database.isByteEqual(to: rhs.database)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(rowID)
        hasher.combine(ExactText(table))
        hasher.combine(ExactText(database))
    }
}
