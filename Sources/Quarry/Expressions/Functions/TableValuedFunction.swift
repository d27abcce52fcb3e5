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

    /// A call of the named table-valued function, optionally in a schema
    /// (`"main".pragma_table_info(?)`); the name is checked against SQLite's rules.
    public init(_ name: String, schema: SQLIdentifier? = nil, _ arguments: any SQLOperand...) {
        var call = FunctionCall(name, arguments.map(\.operandNode))
        call.schema = schema
        self.init(call)
    }

    /// The same function under an alias: `json_each(?) AS "item"`.
    public func `as`(_ alias: SQLIdentifier) -> TableValuedFunction {
        TableValuedFunction(call, alias: alias)
    }

    /// A column of the function's result, qualified by the alias (or by the function's name and
    /// schema).
    public func column<Value>(_ name: SQLIdentifier, as type: Value.Type = SQLValue.self) -> Column<Value> {
        let table = alias.map { Table($0) } ?? Table(SQLIdentifier(call.name), schema: call.schema)
        return Column(name, in: table).qualified
    }

    /// The function as a `FROM` source.
    public var tableSource: TableSource { .function(call, alias: alias) }
}
