extension ResolvedDefinition {
    /// A field's column name and coding key. The coding key is the property's name when the
    /// record's `CodingKeys` has it; else the column name the field gives, when that is a coding
    /// key (a `CodingKeys` rename, WCDB's way) or when the keys cannot be listed. Both being keys
    /// of different properties would make the choice a guess, so it is refused, as is a field
    /// whose key cannot be found.
    static func columnAndKey(
        of spec: AnyField<Record>, at position: Int, naming: ColumnNaming, isCodingKey: ((String) -> Bool)?,
        table: String
    ) throws(QuarryError) -> (name: SQLIdentifier, codingKey: String) {
        let property = PropertyName.of(spec.keyPath, in: Record.self)
        guard let given = spec.name else {
            guard let property else {
                throw QuarryError(
                    .invalidStatement,
                    "the field \(PropertyName.describe(spec.keyPath)) (field \(position + 1) of the definition) of table \(table) names no column, and \(PropertyName.whyUnnamed(spec.keyPath))"
                )
            }
            if let isCodingKey, !isCodingKey(property) {
                throw QuarryError(
                    .invalidStatement,
                    "the field \(spec.keyPath) of table \(table) takes its column name from the coding key \(property.debugDescription), which \(Record.self)'s CodingKeys does not have: if CodingKeys leaves the property out (a transient property), no field may bind it, so remove the field; if CodingKeys renames it, name the column in the field, Field(\(spec.keyPath), \"column\"), and drop the rename from CodingKeys"
                )
            }
            return (SQLIdentifier(naming.columnName(forKey: property)), property)
        }
        // Keys Quarry cannot list (a key type that takes any string, keys made at run time from
        // column names): the field's own name is its key; the first write checks it against the
        // keys the record encodes.
        guard let isCodingKey else { return (given, given.name) }
        let propertyIsKey = property.map(isCodingKey) ?? false
        let givenIsKey = isCodingKey(given.name)
        if propertyIsKey, let property {
            if givenIsKey, !property.isByteEqual(to: given.name) {
                throw QuarryError(
                    .invalidStatement,
                    "the field \(spec.keyPath) of table \(table) names the column \(given.name.debugDescription), and both \(property.debugDescription) (the property's name) and \(given.name.debugDescription) are coding keys of \(Record.self), so Quarry cannot tell which one the property decodes from: rename the column or the property"
                )
            }
            return (given, property)
        }
        if givenIsKey { return (given, given.name) }
        let reason =
            property.map {
                "neither the property's name \($0.debugDescription) nor the column name \(given.name.debugDescription) is one"
            }
            ?? "the column name \(given.name.debugDescription) is none, and \(PropertyName.whyUnnamed(spec.keyPath))"
        throw QuarryError(
            .invalidStatement,
            "the field \(PropertyName.describe(spec.keyPath)) (field \(position + 1) of the definition) of table \(table) has no coding key in \(Record.self): \(reason); a CodingKeys rename must match the column name"
        )
    }
}
