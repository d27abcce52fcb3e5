import QuarrySQLite

/// Builds and renders a SELECT with three predicates, ORDER BY and LIMIT, against the same SQL
/// written by hand as Swift string concatenation.
enum RenderScenario {
    static func make(operations: Int) -> Scenario {
        let names = (0..<64).map { "player \($0)" }
        return Scenario(
            name: "render SELECT (3 predicates, ORDER BY, LIMIT)",
            variants: [
                Variant(name: "hand-written concatenation") {
                    var sum: UInt64 = 0
                    for i in 0..<operations {
                        sum &+= checksum(
                            of: handWritten(level: Int64(i & 63), names[i & 63], Double(i), limit: 10))
                    }
                    return sum
                },
                Variant(name: "Quarry build + render", goal: 1.5) {
                    var sum: UInt64 = 0
                    for i in 0..<operations {
                        sum &+= checksum(
                            of: try quarry(level: Int64(i & 63), names[i & 63], Double(i), limit: 10))
                    }
                    return sum
                },
            ])
    }

    /// What a program without a builder writes.
    @inline(never)
    static func handWritten(level: Int64, _ name: String, _ score: Double, limit: Int64) -> RenderedSQL {
        var sql = "SELECT \"id\", \"name\", \"score\" FROM \"player\""
        sql += " WHERE \"level\" >= ?"
        sql += " AND \"name\" != ?"
        sql += " AND \"score\" > ?"
        sql += " ORDER BY \"score\" DESC"
        sql += " LIMIT ?"
        return RenderedSQL(
            sql: sql, arguments: [.integer(level), .text(name), .real(score), .integer(limit)])
    }

    @inline(never)
    static func quarry(level: Int64, _ name: String, _ score: Double, limit: Int64) throws -> RenderedSQL {
        try Select {
            Player.id
            Player.name
            Player.score
        }
        .from(Player.table)
        .where(Player.level >= level && Player.name != name && Player.score > score)
        .orderBy(Player.score.descending)
        .limit(limit)
        .render()
    }
}
