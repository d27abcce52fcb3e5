/// What ``Database/salvage(from:to:)`` copied out of a damaged database, table by table.
public struct SalvageReport: Sendable, Hashable, CustomStringConvertible {
    /// Each table whose rows salvage tried to read, in the damaged schema's order.
    public internal(set) var tables: [TableSalvage] = []
    /// What salvage repaired in a temporary copy of the damaged file before SQLite could open it;
    /// empty when the file opened as it was.
    public internal(set) var repairs: [SalvageRepair] = []
    /// Schema objects that could not be recreated in the new database (an index whose damaged
    /// rows break its UNIQUE constraint, a virtual table whose module is missing), with SQLite's
    /// message.
    public internal(set) var schemaFailures: [String] = []

    init() {}

    /// Rows copied into the new database, over all tables.
    public var recoveredRows: Int { tables.reduce(0) { $0 + $1.recoveredRows } }

    /// Whether every table was read in full and every schema object recreated.
    public var isComplete: Bool {
        schemaFailures.isEmpty
            && tables.allSatisfy { $0.lostRows == 0 && $0.unreadableRanges.isEmpty && $0.errors.isEmpty }
    }

    /// The table of that name, if salvage read it.
    public subscript(table name: String) -> TableSalvage? {
        tables.first { $0.name == name }
    }

    public var description: String {
        var lines = tables.map(\.description)
        lines.insert(contentsOf: repairs.map(\.description), at: 0)
        lines += schemaFailures.map { "not recreated: \($0)" }
        return lines.joined(separator: "\n")
    }
}
