/// A `CREATE [TEMP] VIEW [IF NOT EXISTS] name [(columns)] AS select` statement.
///
/// Values in the select are written as literals: SQLite refuses bound parameters in a view.
public struct CreateView: SQLStatement {
    var name: TableName
    var temporary: Bool
    var ifNotExists: Bool
    var columns: [SQLIdentifier]
    var select: Select

    /// A view of `select`, optionally naming its columns.
    public init(
        _ name: TableName, temporary: Bool = false, ifNotExists: Bool = false,
        columns: [any ColumnNameConvertible] = [], as select: Select
    ) {
        self.name = name
        self.temporary = temporary
        self.ifNotExists = ifNotExists
        self.columns = columns.map(\.columnName)
        self.select = select
    }

    /// A view named by a ``Table`` (its alias is not written).
    public init(
        _ view: Table, temporary: Bool = false, ifNotExists: Bool = false,
        columns: [any ColumnNameConvertible] = [], as select: Select
    ) {
        self.init(view.name, temporary: temporary, ifNotExists: ifNotExists, columns: columns, as: select)
    }
}

extension CreateView {
    public func render(into r: inout SQLRenderer) {
        if ifNotExists { r.require(.viewIfNotExists) }
        writeCreateHead(
            temporary ? "CREATE TEMP VIEW " : "CREATE VIEW ", ifNotExists: ifNotExists, name, into: &r)
        if !columns.isEmpty {
            r.write(" ")
            columns.renderParenthesizedNames(into: &r)
        }
        r.write(" AS ")
        r.inliningValues { r in select.render(into: &r) }
    }
}
