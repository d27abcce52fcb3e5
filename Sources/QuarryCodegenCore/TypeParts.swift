/// The parts a table's record and a view's row type share: the `Table`, the typed `Columns` and
/// the `CodingKeys` that map properties to SQL names.
enum TypeParts {
    static func writeTable(_ plan: TablePlan, into writer: inout SourceWriter) {
        writer.line("/// The table, for statements.")
        writer.line("\(writer.access)static let table = Table(\(SwiftLiteral.string(plan.name)))")
    }

    static func writeColumns(_ plan: TablePlan, into writer: inout SourceWriter) {
        writer.line("/// The columns, typed as their values read.")
        writer.open("\(writer.access)enum Columns {")
        for (offset, column) in plan.columns.enumerated() {
            if offset > 0 { writer.blank() }
            writer.line("/// \(column.summary)")
            writer.line(
                "\(writer.access)static let \(SwiftName.code(column.swiftName)) = "
                    + column.columnDeclaration(in: plan.typeName))
        }
        writer.close("}")
    }

    static func writeCodingKeys(_ columns: [ColumnPlan], into writer: inout SourceWriter) {
        writer.line("/// The SQL name of each property's column.")
        writer.open("\(writer.access)enum CodingKeys: String, CodingKey {")
        for column in columns {
            writer.line("case \(SwiftName.code(column.swiftName)) = \(SwiftLiteral.string(column.info.name))")
        }
        writer.close("}")
    }
}
