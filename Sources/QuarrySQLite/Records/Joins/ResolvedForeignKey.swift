/// A FOREIGN KEY a definition declares (on a field or as a table constraint), as associations read
/// it to infer their key.
struct ResolvedForeignKey: Sendable {
    /// The child's columns, in the definition.
    let columns: [SQLIdentifier]
    /// The parent table's name.
    let parentTable: SQLIdentifier
    /// The parent's columns; empty for the parent's primary key.
    let parentColumns: [SQLIdentifier]
}

extension ResolvedDefinition {
    /// The foreign keys the definition declares: its fields' REFERENCES, then its FOREIGN KEY
    /// table constraints.
    var foreignKeys: [ResolvedForeignKey] {
        let onFields = fields.compactMap { field -> ResolvedForeignKey? in
            guard let clause = field.info.references else { return nil }
            return ResolvedForeignKey(
                columns: [field.info.name], parentTable: clause.referencedTable,
                parentColumns: clause.referencedColumns)
        }
        let onTable = constraints.compactMap { constraint -> ResolvedForeignKey? in
            guard let (columns, clause) = constraint.foreignKeyReference else { return nil }
            return ResolvedForeignKey(
                columns: columns, parentTable: clause.referencedTable, parentColumns: clause.referencedColumns
            )
        }
        return onFields + onTable
    }

    /// The column names of the fields at these key paths, or an error naming a key path no field binds.
    func columnNames(of keyPaths: [AnyKeyPath]) throws(QuarryError) -> [SQLIdentifier] {
        var names: [SQLIdentifier] = []
        for keyPath in keyPaths { names.append(try field(for: keyPath).info.name) }
        return names
    }

    /// The primary key's column names, or an error saying that `purpose` needs one.
    func primaryKeyNames(for purpose: String) throws(QuarryError) -> [SQLIdentifier] {
        try requirePrimaryKey(for: purpose).map { fields[$0].info.name }
    }
}
