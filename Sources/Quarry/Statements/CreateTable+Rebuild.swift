// What QuarrySQLite's table rebuild needs to know of a definition and to change in it: the rebuild
// creates the new table under a temporary name, then renames it to the definition's name.

extension CreateTable {
    /// The table the statement creates.
    package var tableName: TableName { name }

    /// Whether the statement lists columns and constraints (not `AS SELECT`).
    package var hasColumnList: Bool {
        if case .elements = body { return true }
        return false
    }

    /// Whether the statement is `TEMP` or `IF NOT EXISTS`.
    package var isTemporaryOrConditional: Bool { temporary || ifNotExists }

    /// Whether the table is `WITHOUT ROWID`.
    package var isWithoutRowIDTable: Bool { isWithoutRowID }

    /// The same statement creating a table of another name.
    package func named(_ other: TableName) -> CreateTable {
        var copy = self
        copy.name = other
        return copy
    }
}
