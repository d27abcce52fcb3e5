/// What the typed columns of a definition know: the table, and each bound key path's column name
/// and date storage. Made once per definition, before the definition itself is complete, so that
/// CHECK constraints and partial indexes can use the columns.
final class ColumnLookup: @unchecked Sendable {
    // Unchecked: immutable after init; the keys are key paths, immutable once formed.
    struct Entry {
        let name: SQLIdentifier
        let dateStorage: DateStorage?
    }

    let table: Table
    let entries: [AnyKeyPath: Entry]
    /// The definition's mistake, when it has one: every column then reports it.
    let failure: QuarryError?

    init(table: Table, entries: [AnyKeyPath: Entry], failure: QuarryError?) {
        self.table = table
        self.entries = entries
        self.failure = failure
    }

    /// The column's entry, or the error a column for this key path reports.
    func entry(for keyPath: AnyKeyPath) -> Result<Entry, QuarryError> {
        if let failure { return .failure(failure) }
        if let entry = entries[keyPath] { return .success(entry) }
        return .failure(
            QuarryError(
                .invalidStatement,
                "\(PropertyName.describe(keyPath)) is not bound to a column of table \(table.name.name.name): add a Field for it to the definition"
            ))
    }
}
