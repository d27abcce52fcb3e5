/// A ``Field`` with its value type erased, as a definition lists it. Its codec is chosen when the
/// definition is resolved, so a field whose type has no SQL form is reported there, at first use.
public struct AnyField<Record: TableRecord>: @unchecked Sendable {
    // Unchecked: it holds key paths (immutable once formed) and the user's `@Sendable` closures.
    /// The column's name as the field gives it; `nil` when it comes from the coding key.
    public let name: SQLIdentifier?
    let keyPath: AnyKeyPath
    let isPrimaryKey: Bool
    /// The binding at position `index` to column `name` under coding key `codingKey`, with a date
    /// field that states no storage stored as the definition's default.
    let resolve:
        (_ index: Int, _ name: SQLIdentifier, _ codingKey: String, _ dates: DateStorage) throws(QuarryError)
            ->
            AnyFieldBinding<Record>

    /// Erases a field's value type.
    public init<Value>(_ field: Field<Record, Value>) {
        name = field.name
        keyPath = field.keyPath
        isPrimaryKey = field.constraints.primaryKey != nil
        resolve = {
            (index: Int, name: SQLIdentifier, codingKey: String, dates: DateStorage) throws(QuarryError)
                -> AnyFieldBinding<Record> in
            try FieldBinding(field, index: index, name: name, codingKey: codingKey, dates: dates)
        }
    }
}
