import QuarrySQLite

/// The insert scenario's table, as a program declares it.
enum ItemTable {
    static let table = Table("item")
    static let id = Column<Int64>("id", in: table)
    static let quantity = Column<Int64>("quantity", in: table)
    static let price = Column<Double>("price", in: table)
    static let label = Column<String>("label", in: table)
    static let payload = Column<[UInt8]>("payload", in: table)
}

/// The fetch and lookup scenarios' table.
enum WideTable {
    static let table = Table("wide")
    static let id = Column<Int64>("id", in: table)
    static let a = Column<Int64>("a", in: table)
    static let b = Column<Int64>("b", in: table)
    static let c = Column<Int64>("c", in: table)
    static let d = Column<Int64>("d", in: table)
    static let x = Column<Double>("x", in: table)
    static let y = Column<Double>("y", in: table)
    static let s = Column<String>("s", in: table)
    static let t = Column<String>("t", in: table)
    static let u = Column<String>("u", in: table)
}

/// The cursor scenario's table.
enum BigTable {
    static let table = Table("big")
    static let id = Column<Int64>("id", in: table)
    static let a = Column<Int64>("a", in: table)
    static let s = Column<String>("s", in: table)
}

/// A numbered parameter `?N` of a column's type, for statements prepared once.
func parameter<Value>(_ number: Int, as type: Value.Type = Value.self) -> SQLExpression<Value> {
    SQLExpression.parameter(number: number)
}
