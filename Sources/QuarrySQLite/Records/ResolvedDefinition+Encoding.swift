extension ResolvedDefinition {
    /// Checks, on the first records written, that the record encodes exactly the definition's
    /// fields (a coding key with no field would be silently lost, and a field whose name is no
    /// coding key could never be decoded) and that it reads back into its own fields (see
    /// `checkReadBack`). Once passed, the check costs one atomic load per write.
    func checkEncoding(of record: Record, positionalReader: PositionalRecordReader<Record>?) throws {
        if core.encodingChecked.load(ordering: .acquiring) { return }
        let tableName = table.name.name.name
        guard let keys = try CodingKeyCollector.keys(of: record) else {
            throw QuarryError(
                .typeMismatch, "\(Record.self) does not encode as a keyed container, so it has no columns")
        }
        let encoded = Set(keys.map(ExactText.init))
        let bound = Set(fields.map { ExactText($0.info.codingKey) })
        for field in fields where !encoded.contains(ExactText(field.info.codingKey)) {
            // A key type that takes any string cannot be listed, so a named field's key is its
            // column's name; a record that encodes the property's name instead says which.
            guard let property = PropertyName.of(field.info.keyPath, in: Record.self),
                encoded.contains(ExactText(property)), !bound.contains(ExactText(property))
            else { continue }
            throw QuarryError(
                .invalidStatement,
                "field \(field.info.keyPath) of table \(tableName) reads the coding key \(field.info.codingKey.debugDescription), its column's name (\(Record.self)'s key type takes any string, so Quarry cannot tell its keys from other names), but \(Record.self) encodes the property as \(property.debugDescription): encode and decode it under \(field.info.codingKey.debugDescription), or give \(Record.self) a CodingKeys enum"
            )
        }
        for key in keys where !bound.contains(ExactText(key)) {
            throw QuarryError(
                .invalidStatement,
                "\(Record.self) encodes \(key.debugDescription), which no field of table \(tableName) binds: add a Field for it, or leave it out of CodingKeys to keep it transient"
            )
        }
        for field in fields where !encoded.contains(ExactText(field.info.codingKey)) {
            throw QuarryError(
                .invalidStatement,
                "field \(field.info.name.name.debugDescription) of table \(tableName) reads the coding key \(field.info.codingKey.debugDescription), which \(Record.self) does not encode: a computed property cannot be a field, and a CodingKeys rename must match the column name"
            )
        }
        guard try checkReadBack(of: record, positionalReader: positionalReader) else { return }
        core.encodingChecked.store(true, ordering: .releasing)
    }
}
