/// What ``Database/sync(_:)`` did to make a table match its record definition.
public struct SchemaSyncReport: Sendable, Hashable {
    /// Whether the table did not exist and was created (with its indexes).
    public var createdTable: Bool
    /// Columns of the definition the table lacked, added with ALTER TABLE ADD COLUMN.
    public var addedColumns: [String]
    /// Indexes created (the definition's, and unique indexes for UNIQUE fields of an existing table).
    public var createdIndexes: [String]
    /// Columns the table has and the definition no longer binds: left in place (SQLite keeps
    /// their data), reported so they can be dropped deliberately.
    public var extraColumns: [String]

    /// A report of these changes.
    public init(createdTable: Bool, addedColumns: [String], createdIndexes: [String], extraColumns: [String])
    {
        self.createdTable = createdTable
        self.addedColumns = addedColumns
        self.createdIndexes = createdIndexes
        self.extraColumns = extraColumns
    }

    /// Whether sync changed nothing.
    public var isUnchanged: Bool { !createdTable && addedColumns.isEmpty && createdIndexes.isEmpty }
}
