extension ResolvedDefinition {
    /// The non-key fields whose stored values differ between two records, in field order. Stored
    /// values, not Swift values, are compared: a date that stores the same seconds is no change,
    /// and text is compared byte for byte ("é" and "e\u{301}" are two values to SQLite).
    func changedFields(from old: Record, to new: Record) throws(QuarryError) -> [Int] {
        var changed: [Int] = []
        for field in fields where !primaryKey.contains(field.info.index) {
            if try !field.sqlValue(of: old).isStoredSame(as: field.sqlValue(of: new)) {
                changed.append(field.info.index)
            }
        }
        return changed
    }

    /// Refuses two records whose keys differ: an update of changes finds its row by the key.
    func checkSameKey(_ old: Record, _ new: Record) throws(QuarryError) {
        for index in primaryKey {
            let field = fields[index]
            if try !field.sqlValue(of: old).isStoredSame(as: field.sqlValue(of: new)) {
                throw QuarryError(
                    .invalidStatement,
                    "updateChanges cannot change key column \(field.info.name.name) of table \(table.name.name.name) (the two records differ there): the row is found by its key; delete and insert the record, or update the key with an UPDATE statement"
                )
            }
        }
    }
}
