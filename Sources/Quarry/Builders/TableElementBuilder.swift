/// One item of a CREATE TABLE body: a column definition or a table constraint.
public enum TableElement: Sendable {
    /// A column definition.
    case column(ColumnDefinition)
    /// A table constraint.
    case constraint(TableConstraint)
}

/// Builds the body of a CREATE TABLE: column definitions and table constraints, in any order
/// (columns are written first, as SQLite requires).
@resultBuilder
public enum TableElementBuilder: ListBuilding {
    public typealias Element = TableElement
    /// A column definition.
    public static func buildExpression(_ column: ColumnDefinition) -> ListPart<TableElement> {
        .one(.column(column))
    }
    /// A table constraint (written after the columns).
    public static func buildExpression(_ constraint: TableConstraint) -> ListPart<TableElement> {
        .one(.constraint(constraint))
    }
}
