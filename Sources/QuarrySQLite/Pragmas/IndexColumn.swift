/// A column of an index, as `PRAGMA index_info` and `index_xinfo` list it.
public struct IndexColumn: Sendable, Hashable, RowDecodable {
    /// The column's position in the index.
    public var position: Int
    /// The column's position in the table (-1 for the rowid, -2 for an expression).
    public var tableColumn: Int
    /// The column's name, or `nil` for the rowid or an expression.
    public var name: String?
    /// Whether the column sorts descending (`index_xinfo` only; `false` otherwise).
    public var isDescending: Bool
    /// The collation (`index_xinfo` only).
    public var collation: String?
    /// Whether the column is part of the key rather than auxiliary (`index_xinfo` only; `true`
    /// otherwise).
    public var isKey: Bool

    /// Whether both hold the same values, text compared by its bytes as SQLite tells names and
    /// SQL apart (Swift's `String ==` takes "é" U+00E9 and "e\u{301}" for one).
    public static func == (lhs: IndexColumn, rhs: IndexColumn) -> Bool {
        lhs.position == rhs.position
            && lhs.tableColumn == rhs.tableColumn
            && lhs.name.map(ExactText.init) == rhs.name.map(ExactText.init)
            && lhs.isDescending == rhs.isDescending
            && lhs.collation.map(ExactText.init) == rhs.collation.map(ExactText.init)
            && lhs.isKey == rhs.isKey
    }

    /// Hashes text by its bytes, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(position)
        hasher.combine(tableColumn)
        hasher.combine(name.map(ExactText.init))
        hasher.combine(isDescending)
        hasher.combine(collation.map(ExactText.init))
        hasher.combine(isKey)
    }

    /// Reads `seqno, cid, name` and, from `index_xinfo`, `desc, coll, key`.
    public init(row: borrowing Row) throws {
        position = try row[0]
        tableColumn = try row[1]
        name = try row[2]
        if row.count >= 6 {
            isDescending = try row[3]
            collation = try row[4]
            isKey = try row[5]
        } else {
            isDescending = false
            collation = nil
            isKey = true
        }
    }
}
