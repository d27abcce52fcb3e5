/// A table-valued function: `json_each(…)`, `json_tree(…)`, `pragma_table_info(…)` or one an
/// extension defines. It stands in `FROM` (with an alias) and on the right of `IN`.
///
/// ```swift
/// let items = SQL.jsonEach(Message.meta).as("item")
/// Select { items.column("value", as: SQLValue.self) }.from(Message.table, items)
/// ```
public struct TableValuedFunction: TableSourceConvertible {
    var call: FunctionCall
    /// The alias it is known by in a statement, if any.
    public let alias: SQLIdentifier?

    init(_ call: FunctionCall, alias: SQLIdentifier? = nil) {
        self.call = call
        self.alias = alias
    }

    /// A call of the named table-valued function; the name is checked against SQLite's rules.
    public init(_ name: String, _ arguments: any SQLOperand...) {
        self.init(FunctionCall(name, arguments.map(\.operandNode)))
    }

    /// The same function under an alias: `json_each(?) AS "item"`.
    public func `as`(_ alias: SQLIdentifier) -> TableValuedFunction {
        TableValuedFunction(call, alias: alias)
    }

    /// A column of the function's result, qualified by the alias (or by the function's name).
    public func column<Value>(_ name: SQLIdentifier, as type: Value.Type = SQLValue.self) -> Column<Value> {
        Column(name, in: Table(alias ?? SQLIdentifier(call.name))).qualified
    }

    /// The function as a `FROM` source.
    public var tableSource: TableSource { .function(call, alias: alias) }
}
