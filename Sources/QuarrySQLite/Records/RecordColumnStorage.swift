/// The column storage of one record definition for one statement's columns: each column read by the
/// field whose name it has.
final class RecordColumnStorage<Record: TableRecord>: ColumnStorageDecoding, @unchecked Sendable {
    // Unchecked: immutable after init.
    let tableName: String
    /// The fields by column name, as SQLite compares names (ASCII case folded only).
    let fieldsByName: [SQLiteNameKey: AnyFieldBinding<Record>]
    /// The fields by coding key, byte for byte, as Swift's synthesized `CodingKeys` compare.
    let fieldsByKey: [ExactText: AnyFieldBinding<Record>]
    /// The field for each result column, by column index.
    let fieldsByColumn: [AnyFieldBinding<Record>?]

    /// The storage for a statement with these result columns; `nil` for the definition's own
    /// SELECT, whose column `i` is field `i`.
    init(fields: [AnyFieldBinding<Record>], tableName: String, columnNames: [String?]?) {
        self.tableName = tableName
        var byName: [SQLiteNameKey: AnyFieldBinding<Record>] = [:]
        var byKey: [ExactText: AnyFieldBinding<Record>] = [:]
        for field in fields {
            byName[SQLiteNameKey(field.info.name.name)] = field
            byKey[ExactText(field.info.codingKey)] = field
        }
        fieldsByName = byName
        fieldsByKey = byKey
        fieldsByColumn =
            columnNames.map { names in names.map { $0.flatMap { byName[SQLiteNameKey($0)] } } } ?? fields
    }

    func decode<T>(_ type: T.Type, column index: Int, from value: borrowing ColumnValue) throws(QuarryError)
        -> T?
    {
        guard index < fieldsByColumn.count, let field = fieldsByColumn[index] else { return nil }
        return try field.decode(T.self, from: value)
    }

    func requiresColumn(forKey key: String) -> Bool {
        fieldsByKey[ExactText(key)] != nil
    }

    func columnName(forKey key: String) -> String? {
        fieldsByKey[ExactText(key)]?.info.name.name
    }

    func codingKey(forColumn name: String) -> String? {
        fieldsByName[SQLiteNameKey(name)]?.info.codingKey
    }

    func missingColumnExplanation(forKey key: String) -> String? {
        if let field = fieldsByKey[ExactText(key)] {
            return
                "the field \(field.info.name.name) of table \(tableName) is not among the columns read; select it, or decode into a type without it"
        }
        return
            "\(key) is not a field of table \(tableName): a transient property needs a default value and must be left out of CodingKeys"
    }
}
