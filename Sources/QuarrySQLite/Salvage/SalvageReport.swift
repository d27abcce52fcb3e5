import Quarry

/// What `salvage(from:to:)` copied out of a damaged database, table by table.
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
    /// Damage the integrity check found that belongs to no one table (pages no tree reaches, a
    /// broken freelist, a check that stopped early), the first few messages. When there is any, no
    /// table's lost count is known: the pages no tree reaches may have held any table's rows.
    public internal(set) var fileDamage: [String] = []

    init() {}

    /// Rows copied from sound trees, over all tables.
    public var recoveredRows: Int { tables.reduce(0) { $0 + $1.recoveredRows } }

    /// Rows copied from trees reported damaged, over all tables.
    public var doubtfulRows: Int { tables.reduce(0) { $0 + $1.doubtfulRows } }

    /// Every row copied into the new database, over all tables.
    public var copiedRows: Int { tables.reduce(0) { $0 + $1.copiedRows } }

    /// Whether every table was read in full from a sound tree and every schema object recreated.
    public var isComplete: Bool {
        schemaFailures.isEmpty && fileDamage.isEmpty
            && tables.allSatisfy {
                $0.lostRows == 0 && !$0.isDamaged && $0.unreadableRanges.isEmpty && $0.errors.isEmpty
            }
    }

    /// The table of that name (compared as SQLite compares names), if salvage read it.
    public subscript(table name: String) -> TableSalvage? {
        tables.first { $0.name.isSameSQLiteName(as: name) }
    }

    public var description: String {
        var lines = repairs.map(\.description)
        lines += fileDamage.map { "damage outside any one table: \($0)" }
        lines += tables.map(\.description)
        lines += schemaFailures.map { "not recreated: \($0)" }
        return lines.joined(separator: "\n")
    }
}
