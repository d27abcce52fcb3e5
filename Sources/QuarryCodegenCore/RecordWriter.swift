import QuarrySQLite

/// Writes a table's record type: `TableRecord`, its `Table`, typed `Columns`, stored properties,
/// an initializer, a `RowDecodable` initializer (so that `find` and `fetchAll` of the record's own
/// SELECT read by position), `CodingKeys` (the SQL names) and the `TableDefinition` that binds them.
struct RecordWriter {
    let plan: TablePlan
    let table: SchemaTable

    func write(into writer: inout SourceWriter) {
        let access = writer.access
        writer.line("/// The table \(quoted(table.name)).")
        let notes = constraintNotes()
        if !notes.isEmpty {
            writer.line("///")
            for note in notes { writer.line("/// - \(note)") }
        }
        writer.open("\(access)struct \(plan.typeName): TableRecord, RowDecodable, Equatable, Sendable {")
        TypeParts.writeTable(plan, into: &writer)
        writer.blank()
        TypeParts.writeColumns(plan, into: &writer)
        let columns = plan.recordColumns
        for column in columns {
            writer.blank()
            writer.line("/// \(column.summary)")
            writer.line("\(access)var \(SwiftName.code(column.swiftName)): \(column.propertyType)")
        }
        writer.blank()
        writeInitializer(columns, into: &writer)
        writer.blank()
        writeRowInitializer(columns, into: &writer)
        writer.blank()
        TypeParts.writeCodingKeys(columns, into: &writer)
        writer.blank()
        writeDefinition(columns, into: &writer)
        writer.close("}")
    }

    private func writeInitializer(_ columns: [ColumnPlan], into writer: inout SourceWriter) {
        writer.line("/// A record with every column's value; optional ones default to `nil`.")
        let parameters = columns.map { column in
            let name = SwiftName.code(column.swiftName)
            return "\(name): \(column.propertyType)" + (column.propertyType.hasSuffix("?") ? " = nil" : "")
        }
        writer.open("\(writer.access)init(\(parameters.joined(separator: ", "))) {")
        for column in columns {
            let name = SwiftName.code(column.swiftName)
            writer.line("self.\(name) = \(name)")
        }
        writer.close("}")
    }

    /// `init(row:)`: column `i` of the definition's SELECT is field `i`, and the fields are the
    /// record columns in this order (see `writeDefinition`).
    private func writeRowInitializer(_ columns: [ColumnPlan], into writer: inout SourceWriter) {
        writer.line(
            "/// Reads a row of the definition's own SELECT (`find`, `fetchAll(\(plan.typeName).all())`) by")
        writer.line("/// position: column `i` is field `i`.")
        writer.open("\(writer.access)init(row: borrowing Row) throws {")
        for (index, column) in columns.enumerated() {
            writer.line("self.\(SwiftName.code(column.swiftName)) = \(column.rowRead(at: index))")
        }
        writer.close("}")
    }

    private func writeDefinition(_ columns: [ColumnPlan], into writer: inout SourceWriter) {
        let keys = plan.keyColumns
        var arguments = [SwiftLiteral.string(table.name)]
        if keys.count > 1 {
            arguments.append(
                "primaryKey: " + keys.map { "\\.\(SwiftName.code($0.swiftName))" }.joined(separator: ", "))
        }
        var options: [String] = []
        if table.isWithoutRowID { options.append(".withoutRowID") }
        if table.isStrict { options.append(".strict") }
        if !options.isEmpty { arguments.append("options: [\(options.joined(separator: ", "))]") }
        writer.line("/// The binding of the properties to the table's columns.")
        writer.open(
            "\(writer.access)static let definition = TableDefinition<\(plan.typeName)>(\(arguments.joined(separator: ", "))) {"
        )
        // By position, not by name: a `Set<String>` would take "é" and "e\u{301}" for one column.
        let uniqueColumns = Set(
            table.indexes.filter { $0.entry.origin == .unique && $0.columns.count == 1 }.map {
                $0.columns[0].tableColumn
            })
        for column in columns {
            var line =
                "Field(\\.\(SwiftName.code(column.swiftName)), \(SwiftLiteral.string(column.info.name))"
                + "\(column.fieldStorageArgument))"
            if keys.count == 1 && column.info.primaryKeyIndex == 1 { line += ".primaryKey()" }
            if uniqueColumns.contains(column.info.position) { line += ".unique()" }
            writer.line(line)
        }
        for index in table.indexes {
            if let line = tableIndex(index, columns) { writer.line(line) }
        }
        writer.close("}")
    }

    /// A `TableIndex` for an index made by CREATE INDEX over plain columns the record binds, with
    /// the default collation and no WHERE; the others are only listed in the type's comment.
    private func tableIndex(_ index: SchemaIndex, _ columns: [ColumnPlan]) -> String? {
        guard index.entry.origin == .createIndex, !index.entry.isPartial else { return nil }
        var keyPaths: [String] = []
        var descending: [String] = []
        for indexColumn in index.columns {
            guard indexColumn.tableColumn >= 0,
                let column = columns.first(where: { $0.info.position == indexColumn.tableColumn }),
                indexColumn.collation.map({ $0.isSameSQLiteName(as: "BINARY") }) ?? true
            else { return nil }
            let keyPath = "\\.\(SwiftName.code(column.swiftName))"
            keyPaths.append(keyPath)
            if indexColumn.isDescending { descending.append(keyPath) }
        }
        let unique = index.entry.isUnique ? ", unique: true" : ""
        let name = SwiftLiteral.string(index.entry.name)
        return "TableIndex(\(name)\(unique), \(keyPaths.joined(separator: ", ")))"
            + descending.map { ".descending(\($0))" }.joined()
    }

    /// One line per index and foreign key, for the type's comment.
    private func constraintNotes() -> [String] {
        var notes: [String] = []
        for index in table.indexes {
            let origin: String
            switch index.entry.origin {
            case .createIndex: origin = "index"
            case .unique: origin = "UNIQUE constraint"
            case .primaryKey: origin = "PRIMARY KEY"
            }
            let columns = index.columns.map { column -> String in
                guard let name = column.name else {
                    return column.tableColumn == -1 ? "rowid" : "an expression"
                }
                return quoted(name) + (column.isDescending ? " DESC" : "")
            }
            var note = "\(origin) \(quoted(index.entry.name))"
            if index.entry.isUnique && index.entry.origin == .createIndex { note += ", unique" }
            note += " on " + columns.joined(separator: ", ")
            if index.entry.isPartial { note += ", partial" }
            notes.append(note)
        }
        for key in table.foreignKeys {
            var note = "foreign key (\(key.columns.map(quoted).joined(separator: ", "))) references "
            note += quoted(key.parentTable)
            let parents = key.parentColumns.compactMap { $0 }
            if !parents.isEmpty { note += " (\(parents.map(quoted).joined(separator: ", ")))" }
            if key.onDelete != "NO ACTION" { note += ", ON DELETE \(key.onDelete)" }
            if key.onUpdate != "NO ACTION" { note += ", ON UPDATE \(key.onUpdate)" }
            notes.append(note)
        }
        return notes
    }

    private func quoted(_ name: String) -> String {
        "\"\(SwiftLiteral.comment(name))\""
    }
}
