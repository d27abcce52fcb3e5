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

    /// After an upsert that matched another unique key (`target`, field indexes): the primary key
    /// of the row the record was merged into, copied into the record, so that it names that row
    /// and not the key it brought (which the DO UPDATE leaves as stored). Nothing to do when a
    /// target value is NULL: NULLs never conflict, so the record's own row was inserted.
    func readKey(into record: inout Record, matching target: [Int], in db: Database) throws {
        let values = try keyValues(of: record, for: target)
        guard !primaryKey.isEmpty, !values.contains(.null) else { return }
        let request = RecordRequest<Record>().filter(storedValues: values, of: target)
        guard let stored = try db.fetchOne(request) else { return }
        for index in primaryKey { fields[index].copy(from: stored, into: &record) }
    }

    /// Refuses an upsert on another unique key when the record's key cannot be written back:
    /// after a conflict the record would name a row that is not the one it was merged into.
    func requireWritableKey(forUpsertOn target: [Int]) throws(QuarryError) {
        guard Set(target) != Set(primaryKey),
            let fixed = primaryKey.first(where: { !fields[$0].isWritable })
        else { return }
        throw QuarryError(
            .invalidStatement,
            "upsert(onConflict:) of \(Record.self) needs to write the stored key back into the record, but its key field \(fields[fixed].info.name.name.debugDescription) is not a writable stored property (make it a var)"
        )
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
