/// One column pair of a foreign key, as `PRAGMA foreign_key_list` lists it.
public struct ForeignKeyListEntry: Sendable, Hashable, RowDecodable {
    /// The foreign key's id in its table (a key over several columns has several entries).
    public var id: Int
    /// The pair's position in the key.
    public var sequence: Int
    /// The parent table.
    public var table: String
    /// The child column.
    public var from: String
    /// The parent column, or `nil` when the key refers to the parent's primary key.
    public var to: String?
    /// The `ON UPDATE` action (`NO ACTION`, `CASCADE` …).
    public var onUpdate: String
    /// The `ON DELETE` action.
    public var onDelete: String
    /// The `MATCH` clause (`NONE`).
    public var match: String

    /// Reads `id, seq, table, from, to, on_update, on_delete, match`.
    public init(row: borrowing Row) throws {
        id = try row[0]
        sequence = try row[1]
        table = try row[2]
        from = try row[3]
        to = try row[4]
        onUpdate = try row[5]
        onDelete = try row[6]
        match = try row[7]
    }
}
