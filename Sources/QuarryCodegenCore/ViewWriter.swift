/// Writes a view's read-only row type: `Decodable`, its `Table` and typed `Columns`, the
/// properties and `CodingKeys`. No write API: SQLite writes a view only through triggers.
struct ViewWriter {
    let plan: TablePlan

    func write(into writer: inout SourceWriter) {
        let access = writer.access
        writer.line("/// A row of the view \"\(SwiftLiteral.comment(plan.name))\" (read-only).")
        writer.open("\(access)struct \(plan.typeName): Decodable, Equatable, Sendable {")
        TypeParts.writeTable(plan, into: &writer)
        writer.blank()
        TypeParts.writeColumns(plan, into: &writer)
        for column in plan.columns {
            writer.blank()
            writer.line("/// \(column.summary)")
            writer.line("\(access)var \(SwiftName.code(column.swiftName)): \(column.propertyType)")
        }
        writer.blank()
        TypeParts.writeCodingKeys(plan.columns, into: &writer)
        writer.close("}")
    }
}
