extension ResolvedDefinition {
    /// Checks once per type, on the first record written, that the record encodes exactly the
    /// definition's fields: a coding key with no field would be silently lost, and a field whose
    /// name is no coding key could never be decoded.
    func checkEncoding(of record: Record) throws {
        if core.encodingChecked.load(ordering: .acquiring) { return }
        let tableName = table.name.name.name
        guard let keys = try CodingKeyCollector.keys(of: record) else {
            throw QuarryError(
                .typeMismatch, "\(Record.self) does not encode as a keyed container, so it has no columns")
        }
        let encoded = Set(keys.map(ExactText.init))
        let bound = Set(fields.map { ExactText($0.info.codingKey) })
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
        core.encodingChecked.store(true, ordering: .releasing)
    }
}
