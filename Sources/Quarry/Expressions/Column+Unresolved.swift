extension Column {
    /// A column that cannot be named, for a binding layer that finds a mistake while handing out
    /// its columns (a key path that no field binds): it renders as an error naming the mistake,
    /// so a statement that uses it fails at `render()` instead of reading the wrong column.
    package init(unresolved error: QuarryError, name: SQLIdentifier, in table: Table?) {
        self.name = name
        self.table = table
        self.isQualified = false
        self.node = .invalid(error)
    }
}
