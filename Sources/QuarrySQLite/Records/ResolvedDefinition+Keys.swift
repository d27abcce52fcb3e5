extension ResolvedDefinition {
    /// Key values given by the caller, each as its key field stores it; the count must match the key.
    func keyValues(_ values: [any SQLValueConvertible], for key: [Int]) throws(QuarryError) -> [SQLValue] {
        guard values.count == key.count else {
            let names = key.map { fields[$0].info.name.name }.joined(separator: ", ")
            throw QuarryError(
                .columnCountMismatch,
                "the primary key of table \(table.name.name.name) is (\(names)): \(key.count) value(s), but \(values.count) were given"
            )
        }
        var stored: [SQLValue] = []
        stored.reserveCapacity(key.count)
        for (index, value) in zip(key, values) {
            stored.append(try fields[index].keyValue(value))
        }
        return stored
    }

    /// The record's key values, as stored.
    func keyValues(of record: Record, for key: [Int]) throws(QuarryError) -> [SQLValue] {
        var stored: [SQLValue] = []
        stored.reserveCapacity(key.count)
        for index in key { stored.append(try fields[index].sqlValue(of: record)) }
        return stored
    }
}

extension ResolvedDefinition {
    /// The column storage for a statement's result columns, matched by name.
    func columnStorage(for statement: Statement) -> RecordColumnStorage<Record> {
        RecordColumnStorage(
            fields: fields, tableName: table.name.name.name, columnNames: statement.columnNames)
    }
}
