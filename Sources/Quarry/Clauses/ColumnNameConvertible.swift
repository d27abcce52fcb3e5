/// Anything that names a column in a column list (INSERT's columns, `UPDATE OF`, a view's or a
/// foreign key's columns): a typed ``Column`` or a bare ``SQLIdentifier``.
public protocol ColumnNameConvertible: Sendable {
    /// The column's unqualified name.
    var columnName: SQLIdentifier { get }
}

extension Column: ColumnNameConvertible {
    /// The column's name, without its table.
    public var columnName: SQLIdentifier { name }
}

extension SQLIdentifier: ColumnNameConvertible {
    /// Itself.
    public var columnName: SQLIdentifier { self }
}

extension SQLIdentifier: OrderingTermConvertible {
    /// The column of this name, sorted ascending: for an index's or a key's column list.
    public var orderingTerm: OrderingTerm {
        OrderingTerm(UntypedExpression(node: .column(ColumnReference(name: self))))
    }
}

// A string names a column wherever an identifier does (`TableConstraint.primaryKey("a")`,
// `CreateView(columns: ["a", "b"])`, `Insert.columns("a")`): it is quoted like an SQLIdentifier,
// never pasted into SQL.
extension String: ColumnNameConvertible {
    /// The column of this name.
    public var columnName: SQLIdentifier { SQLIdentifier(self) }
}

extension String: OrderingTermConvertible {
    /// The column of this name, sorted ascending.
    public var orderingTerm: OrderingTerm { SQLIdentifier(self).orderingTerm }
}

extension Array where Element == SQLIdentifier {
    /// Writes `("a", "b")`.
    func renderParenthesizedNames(into r: inout SQLRenderer) {
        r.write("(")
        r.writeList(self) { r, name in r.write(identifier: name) }
        r.write(")")
    }
}
