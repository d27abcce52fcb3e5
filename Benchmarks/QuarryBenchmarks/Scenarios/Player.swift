import QuarrySQLite

/// The table the render scenarios query, as a program would declare it.
enum Player {
    static let table = Table("player")
    static let id = Column<Int64>("id", in: table)
    static let name = Column<String>("name", in: table)
    static let score = Column<Double>("score", in: table)
    static let level = Column<Int64>("level", in: table)
}

/// A cheap fold of rendered SQL and its arguments, the same for every variant that renders.
func checksum(of rendered: RenderedSQL) -> UInt64 {
    var sum = UInt64(rendered.sql.utf8.count)
    for argument in rendered.arguments {
        switch argument {
        case .null: sum &+= 1
        case .integer(let value): sum &+= UInt64(bitPattern: value)
        case .real(let value): sum &+= UInt64(value)
        case .text(let value): sum &+= UInt64(value.utf8.count)
        case .blob(let value): sum &+= UInt64(value.count)
        }
    }
    return sum
}
