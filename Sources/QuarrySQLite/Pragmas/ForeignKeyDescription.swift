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
