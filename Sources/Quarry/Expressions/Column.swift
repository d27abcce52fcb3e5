/// A column of a table, typed by the Swift type its values read as: `Column<Int64>`,
/// `Column<String?>`.
///
/// A column renders by its name alone where its table is the one source of the statement or
/// subquery being written, and qualified by its table's alias or name everywhere else (a join, a
/// correlated subquery over another table), so that it can neither be ambiguous nor bind to
/// another table; ``qualified`` qualifies it everywhere.
public struct Column<Value>: SQLExpressible, OrderingTermConvertible {
    /// The column's name.
    public let name: SQLIdentifier
    /// The table it belongs to, when known.
    public let table: Table?
    let isQualified: Bool
    /// The column's expression, made once here rather than at every use: a statement mentions a
    /// column many times, and each use then costs a retain instead of a new reference.
    @usableFromInline let node: ExpressionNode

    /// A column of the given name, optionally in a table.
    public init(_ name: SQLIdentifier, in table: Table? = nil) {
        self.init(name: name, table: table, isQualified: false)
    }

    private init(name: SQLIdentifier, table: Table?, isQualified: Bool) {
        self.name = name
        self.table = table
        self.isQualified = isQualified
        self.node = .column(Self.reference(to: name, in: table, isQualified: isQualified))
    }

    /// The column written with its table's alias or name: `"message"."localID"`.
    public var qualified: Column<Value> {
        Column(name: name, table: table, isQualified: table != nil)
    }

    /// The same column in another table or alias: `m[Message.localID]` reads better (see
    /// ``Table/subscript(_:)``).
    public func `in`(_ table: Table) -> Column<Value> {
        Column(name: name, table: table, isQualified: true)
    }

    /// The column as an expression.
    @inlinable public var sqlExpression: SQLExpression<Value> { SQLExpression(node: node) }

    /// Each reference is made in one initializer call, straight into the node: setting `home`
    /// on a local afterwards copied and destroyed the whole reference twice.
    private static func reference(to name: SQLIdentifier, in table: Table?, isQualified: Bool)
        -> ColumnReference
    {
        guard let table else { return ColumnReference(schema: nil, table: nil, name: name, home: nil) }
        if isQualified {
            if let alias = table.alias {
                return ColumnReference(schema: nil, table: alias, name: name, home: nil)
            }
            return ColumnReference(schema: table.name.schema, table: table.name.name, name: name, home: nil)
        }
        if let alias = table.alias {
            return ColumnReference(schema: nil, table: nil, name: name, home: (nil, alias))
        }
        return ColumnReference(
            schema: nil, table: nil, name: name, home: (table.name.schema, table.name.name))
    }

    /// The column, sorted ascending.
    public var orderingTerm: OrderingTerm { OrderingTerm(self) }
}
