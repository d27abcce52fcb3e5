/// A column of a table, as `PRAGMA table_info` and `table_xinfo` list it.
public struct ColumnInfo: Sendable, Hashable, RowDecodable {
    /// How a column is hidden (`table_xinfo`'s `hidden`).
    public enum Visibility: Int, Sendable, Hashable {
        /// An ordinary column.
        case normal = 0
        /// A hidden column of a virtual table.
        case hidden = 1
        /// A generated column computed when read (`VIRTUAL`).
        case generatedVirtual = 2
        /// A generated column stored in the table (`STORED`).
        case generatedStored = 3
    }

    /// The column's position, from 0.
    public var position: Int
    /// The column's name.
    public var name: String
    /// The declared type, as written (`INTEGER`, `TEXT`, empty when none).
    public var declaredType: String
    /// Whether the column is `NOT NULL`.
    public var isNotNull: Bool
    /// The `DEFAULT` expression as SQL text, when there is one.
    public var defaultSQL: String?
    /// The column's position in the primary key, from 1, or 0 when it is not part of it.
    public var primaryKeyIndex: Int
    /// Whether the column is hidden or generated (always `.normal` from `table_info`).
    public var visibility: Visibility

    /// Whether both hold the same values, text compared by its bytes as SQLite tells names and
    /// SQL apart (Swift's `String ==` takes "é" U+00E9 and "e\u{301}" for one).
    public static func == (lhs: ColumnInfo, rhs: ColumnInfo) -> Bool {
        lhs.position == rhs.position
            && lhs.name.isByteEqual(to: rhs.name)
            && lhs.declaredType.isByteEqual(to: rhs.declaredType)
            && lhs.isNotNull == rhs.isNotNull
            && lhs.defaultSQL.map(ExactText.init) == rhs.defaultSQL.map(ExactText.init)
            && lhs.primaryKeyIndex == rhs.primaryKeyIndex
            && lhs.visibility == rhs.visibility
    }

    /// Hashes text by its bytes, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(position)
        hasher.combine(ExactText(name))
        hasher.combine(ExactText(declaredType))
        hasher.combine(isNotNull)
        hasher.combine(defaultSQL.map(ExactText.init))
        hasher.combine(primaryKeyIndex)
        hasher.combine(visibility)
    }

    /// Reads a row of `table_info` (`cid, name, type, notnull, dflt_value, pk`) or `table_xinfo`
    /// (the same and `hidden`).
    public init(row: borrowing Row) throws {
        position = try row[0]
        name = try row[1]
        declaredType = try row[2]
        isNotNull = try row[3]
        defaultSQL = try row[4]
        primaryKeyIndex = try row[5]
        let hidden: Int = row.count > 6 ? try row[6] : 0
        visibility = Visibility(rawValue: hidden) ?? .normal
    }
}
