/// The column storage of one record definition for one statement's columns: each column read by the
/// field whose name it has.
final class RecordColumnStorage<Record: TableRecord>: ColumnStorageDecoding, @unchecked Sendable {
    // Unchecked: immutable after init.
    let definition: ResolvedDefinition<Record>
    /// The field for each result column, by column index.
    let fieldsByColumn: [AnyFieldBinding<Record>?]

    init(definition: ResolvedDefinition<Record>, columnNames: [String]) {
        self.definition = definition
        fieldsByColumn = columnNames.map { definition.field(named: $0) }
    }

    func decode<T>(_ type: T.Type, column index: Int, from value: ColumnValue) throws(QuarryError) -> T? {
        guard index < fieldsByColumn.count, let field = fieldsByColumn[index] else { return nil }
        return try field.decode(T.self, from: value)
    }

    func requiresColumn(forKey key: String) -> Bool {
        definition.field(named: key) != nil
    }

    func missingColumnExplanation(forKey key: String) -> String? {
        let table = definition.table.name.name.name
        if definition.field(named: key) != nil {
            return
                "the field \(key) of table \(table) is not among the columns read; select it, or decode into a type without it"
        }
        return
            "\(key) is not a field of table \(table): a transient property needs a default value and must be left out of CodingKeys"
    }
}
