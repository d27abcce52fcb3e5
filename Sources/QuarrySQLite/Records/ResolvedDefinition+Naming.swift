extension ResolvedDefinition {
    /// A field's column name and coding key. The coding key is the property's name when the
    /// record's `CodingKeys` has it; else the column name the field gives, when that is a coding
    /// key (a `CodingKeys` rename, WCDB's way). Both being keys of different properties would make
    /// the choice a guess, so it is refused, as is a field whose key cannot be found.
    static func columnAndKey(
        of spec: AnyField<Record>, naming: ColumnNaming, isCodingKey: ((String) -> Bool)?, table: String
    ) throws(QuarryError) -> (name: SQLIdentifier, codingKey: String) {
        let property = PropertyName.of(spec.keyPath, in: Record.self)
        guard let given = spec.name else {
            guard let property else {
                throw QuarryError(
                    .invalidStatement,
                    "the field \(spec.keyPath) of table \(table) names no column, and its key path is not one stored property whose name Quarry can read: name the column, Field(\(spec.keyPath), \"column\")"
                )
            }
            if let isCodingKey, !isCodingKey(property) {
                throw QuarryError(
                    .invalidStatement,
                    "the field \(spec.keyPath) of table \(table) takes its column name from the coding key \(property.debugDescription), which \(Record.self)'s CodingKeys does not have (it renames the property): name the column in the field, Field(\(spec.keyPath), \"column\"), and drop the rename from CodingKeys"
                )
            }
            return (SQLIdentifier(naming.columnName(forKey: property)), property)
        }
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
            ?? "the column name \(given.name.debugDescription) is none, and the key path is no stored property whose name Quarry can read (a computed property cannot be a field)"
        throw QuarryError(
            .invalidStatement,
            "the field \(spec.keyPath) of table \(table) has no coding key in \(Record.self): \(reason); a CodingKeys rename must match the column name"
        )
    }
}
