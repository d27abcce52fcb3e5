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

    /// Whether both hold the same values, text compared by its bytes as SQLite tells names and
    /// SQL apart (Swift's `String ==` takes "é" U+00E9 and "e\u{301}" for one).
    public static func == (lhs: ForeignKeyListEntry, rhs: ForeignKeyListEntry) -> Bool {
        lhs.id == rhs.id
            && lhs.sequence == rhs.sequence
            && lhs.table.isByteEqual(to: rhs.table)
            && lhs.from.isByteEqual(to: rhs.from)
            && lhs.to.map(ExactText.init) == rhs.to.map(ExactText.init)
            && lhs.onUpdate.isByteEqual(to: rhs.onUpdate)
            && lhs.onDelete.isByteEqual(to: rhs.onDelete)
            && lhs.match.isByteEqual(to: rhs.match)
    }

    /// Hashes text by its bytes, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(sequence)
        hasher.combine(ExactText(table))
        hasher.combine(ExactText(from))
        hasher.combine(to.map(ExactText.init))
        hasher.combine(ExactText(onUpdate))
        hasher.combine(ExactText(onDelete))
        hasher.combine(ExactText(match))
    }

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
