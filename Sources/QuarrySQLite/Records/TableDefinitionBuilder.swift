/// One item of a record's definition: a field, an index or a table constraint.
public enum TableDefinitionElement<Record: TableRecord>: Sendable {
    /// A field, its value type erased.
    case field(AnyField<Record>)
    /// An index.
    case index(TableIndex<Record>)
    /// A table constraint (CHECK or UNIQUE over several columns, a composite FOREIGN KEY).
    case constraint(TableConstraint)
}

/// Builds a record's definition from ``Field``s, ``TableIndex``es and `TableConstraint`s, with
/// `if`, `for` and `switch` as in every Quarry builder.
@resultBuilder
public enum TableDefinitionBuilder<Record: TableRecord>: ListBuilding {
    public typealias Element = TableDefinitionElement<Record>

    /// A field.
    public static func buildExpression<Value>(_ field: Field<Record, Value>) -> ListPart<Element> {
        .one(.field(AnyField(field)))
    }

    /// An index.
    public static func buildExpression(_ index: TableIndex<Record>) -> ListPart<Element> {
        .one(.index(index))
    }

    /// A table constraint.
    public static func buildExpression(_ constraint: TableConstraint) -> ListPart<Element> {
        .one(.constraint(constraint))
    }
}
