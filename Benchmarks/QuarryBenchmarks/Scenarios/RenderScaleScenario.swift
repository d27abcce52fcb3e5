import QuarrySQLite

/// Renders ever larger statements: the time per node must stay flat as the size grows 10×, which
/// a renderer that copies its output or rescans it would fail.
enum RenderScaleScenario {
    /// `SELECT "id" FROM "player" WHERE "id" IN (?, ?, …)` with 1,000 then 10,000 terms; each run
    /// renders the same total number of terms.
    static func inList(quick: Bool) -> Scenario {
        let base = quick ? 100 : 1_000
        let totalTerms = base * (quick ? 10 : 100)
        return Scenario(
            name: "render scale: IN list, s per term",
            variants: [base, base * 10].map { size in
                let select = inListSelect(terms: size)
                return Variant(name: "\(size) terms", goal: size == base ? nil : 1.25) {
                    var sum: UInt64 = 0
                    for _ in 0..<(totalTerms / size) {
                        sum &+= checksum(of: try select.render()) / UInt64(size)
                    }
                    return sum
                }
            },
            checksumsMustAgree: false,
            perRunUnit: Double(totalTerms))
    }

    static func inListSelect(terms: Int) -> Select {
        Select { Player.id }.from(Player.table).where(Player.id.in((0..<terms).map(Int64.init)))
    }
}

extension RenderScaleScenario {
    /// A CREATE TABLE of 200 then 2,000 columns, each with a type, NOT NULL and a DEFAULT that
    /// is written as a literal; each run renders the same total number of columns.
    static func createTable(quick: Bool) -> Scenario {
        let base = quick ? 20 : 200
        let totalColumns = base * (quick ? 10 : 100)
        return Scenario(
            name: "render scale: CREATE TABLE, s per column",
            variants: [base, base * 10].map { size in
                let statement = createTableStatement(columns: size)
                return Variant(name: "\(size) columns", goal: size == base ? nil : 1.25) {
                    var sum: UInt64 = 0
                    for _ in 0..<(totalColumns / size) {
                        sum &+= checksum(of: try statement.render()) / UInt64(size)
                    }
                    return sum
                }
            },
            checksumsMustAgree: false,
            perRunUnit: Double(totalColumns))
    }

    static func createTableStatement(columns: Int) -> CreateTable {
        CreateTable("wide") {
            ColumnDefinition("id", .integer).primaryKey()
            for index in 1..<columns {
                ColumnDefinition(SQLIdentifier("column \(index)"), .integer).notNull().default(Int64(index))
            }
        }
    }
}

extension RenderScaleScenario {
    /// Builds a multi-row INSERT of 1,000 then 10,000 typed rows, one `values { … }` call per row:
    /// the time per row must stay flat (building was quadratic while each append copied the rows
    /// before it).
    static func insertRows(quick: Bool) -> Scenario {
        let base = quick ? 100 : 1_000
        let totalRows = base * (quick ? 10 : 20)
        return Scenario(
            name: "build scale: multi-row INSERT, s per row",
            variants: [base, base * 10].map { size in
                Variant(name: "\(size) rows", goal: size == base ? nil : 1.25) {
                    var sum: UInt64 = 0
                    for _ in 0..<(totalRows / size) {
                        var insert = Insert(into: Player.table)
                        for index in 0..<size {
                            insert = insert.values {
                                Player.id.set(to: Int64(index))
                                Player.name.set(to: "p")
                            }
                        }
                        sum &+= checksum(of: try insert.render()) / UInt64(size)
                    }
                    return sum
                }
            },
            checksumsMustAgree: false,
            perRunUnit: Double(totalRows))
    }
}
