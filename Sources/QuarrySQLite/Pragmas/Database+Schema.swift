/// Schema introspection built on the table-valued pragmas.
extension Database {
    /// Whether a table (ordinary, virtual or shadow, not a view) has this name.
    public func tableExists(_ table: TableName) throws -> Bool {
        try tableList(table).contains { $0.type != "view" }
    }

    /// Whether a view has this name.
    public func viewExists(_ view: TableName) throws -> Bool {
        try tableList(view).contains { $0.type == "view" }
    }

    /// The table's columns, generated ones included and virtual-table hidden ones left out. A table
    /// that does not exist is an error rather than an empty list.
    public func columns(in table: TableName) throws -> [ColumnInfo] {
        let columns = try tableXInfo(table).filter { $0.visibility != .hidden }
        if columns.isEmpty, try !tableExists(table), try !viewExists(table) {
            throw DatabaseError(.error, "no such table: \(table.name.name)")
        }
        return columns
    }

    /// The table's indexes with their key columns.
    public func indexes(on table: TableName) throws -> [IndexDescription] {
        try indexList(table).map { entry in
            let columns = try indexInfo(TableName(SQLIdentifier(entry.name), schema: table.schema))
            return IndexDescription(
                name: entry.name, isUnique: entry.isUnique, origin: entry.origin, isPartial: entry.isPartial,
                columns: columns.map(\.name))
        }
    }

    /// The table's foreign keys, each with all its column pairs.
    public func foreignKeys(in table: TableName) throws -> [ForeignKeyDescription] {
        var keys: [ForeignKeyDescription] = []
        for entry in try foreignKeyList(table).sorted(by: { ($0.id, $0.sequence) < ($1.id, $1.sequence) }) {
            if keys.last?.id == entry.id {
                keys[keys.count - 1].columns.append(entry.from)
                keys[keys.count - 1].parentColumns.append(entry.to)
            } else {
                keys.append(
                    ForeignKeyDescription(
                        id: entry.id, parentTable: entry.table, columns: [entry.from],
                        parentColumns: [entry.to],
                        onUpdate: entry.onUpdate, onDelete: entry.onDelete))
            }
        }
        return keys
    }
}
