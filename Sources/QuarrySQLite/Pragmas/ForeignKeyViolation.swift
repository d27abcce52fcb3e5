/// A row that breaks a foreign key, as `PRAGMA foreign_key_check` reports it.
public struct ForeignKeyViolation: Sendable, Hashable, RowDecodable {
    /// The child table.
    public var table: String
    /// The child row's rowid, or `nil` for a `WITHOUT ROWID` table.
    public var rowID: Int64?
    /// The parent table the row refers to.
    public var parent: String
    /// The foreign key's id (as in ``ForeignKeyListEntry/id``).
    public var foreignKeyID: Int

    /// Reads `table, rowid, parent, fkid`.
    public init(row: borrowing Row) throws {
        table = try row[0]
        rowID = try row[1]
        parent = try row[2]
        foreignKeyID = try row[3]
    }
}
