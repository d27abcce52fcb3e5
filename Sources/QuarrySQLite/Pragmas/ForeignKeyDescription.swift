/// A foreign key with all its column pairs, from `PRAGMA foreign_key_list`.
public struct ForeignKeyDescription: Sendable, Hashable {
    /// The key's id in its table.
    public var id: Int
    /// The parent table.
    public var parentTable: String
    /// The child columns, in order.
    public var columns: [String]
    /// The parent columns, in order; `nil` entries refer to the parent's primary key.
    public var parentColumns: [String?]
    /// The `ON UPDATE` action.
    public var onUpdate: String
    /// The `ON DELETE` action.
    public var onDelete: String

    /// Whether both hold the same values, text compared by its bytes as SQLite tells names and
    /// SQL apart (Swift's `String ==` takes "é" U+00E9 and "e\u{301}" for one).
    public static func == (lhs: ForeignKeyDescription, rhs: ForeignKeyDescription) -> Bool {
        lhs.id == rhs.id
            && lhs.parentTable.isByteEqual(to: rhs.parentTable)
            && lhs.columns.map(ExactText.init) == rhs.columns.map(ExactText.init)
            && lhs.parentColumns.map { $0.map(ExactText.init) }
                == rhs.parentColumns.map { $0.map(ExactText.init) }
            && lhs.onUpdate.isByteEqual(to: rhs.onUpdate)
            && lhs.onDelete.isByteEqual(to: rhs.onDelete)
    }

    /// Hashes text by its bytes, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(ExactText(parentTable))
        hasher.combine(columns.map(ExactText.init))
        hasher.combine(parentColumns.map { $0.map(ExactText.init) })
        hasher.combine(ExactText(onUpdate))
        hasher.combine(ExactText(onDelete))
    }

    /// A foreign key description from its parts.
    public init(
        id: Int, parentTable: String, columns: [String], parentColumns: [String?], onUpdate: String,
        onDelete: String
    ) {
        self.id = id
        self.parentTable = parentTable
        self.columns = columns
        self.parentColumns = parentColumns
        self.onUpdate = onUpdate
        self.onDelete = onDelete
    }
}
