import QuarrySQLite

/// Builds and renders a SELECT with three predicates, ORDER BY and LIMIT, against the same SQL
/// written by hand as Swift string concatenation.
enum RenderScenario {
    static func make(operations: Int) -> Scenario {
        let names = (0..<64).map { "player \($0)" }
        let pieces = opaque(Pieces())
        return Scenario(
            name: "render SELECT (3 predicates, ORDER BY, LIMIT)",
            variants: [
                Variant(name: "hand-written concatenation") {
                    var sum: UInt64 = 0
                    for i in 0..<operations {
                        sum &+= checksum(
                            of: handWritten(pieces, level: Int64(i & 63), names[i & 63], Double(i), limit: 10)
                        )
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

    /// The SQL's pieces as a program without a builder holds them. They reach `handWritten` through
    /// ``opaque(_:)`` so that the optimizer cannot fold the concatenation into one literal: the
    /// baseline is building the text at run time, not loading a constant.
    struct Pieces {
        var select = "SELECT \"id\", \"name\", \"score\" FROM \"player\""
        var level = " WHERE \"level\" >= ?"
        var name = " AND \"name\" != ?"
        var score = " AND \"score\" > ?"
        var order = " ORDER BY \"score\" DESC"
        var limit = " LIMIT ?"
    }

    /// What a program without a builder writes: the same SQL by concatenation, and the arguments.
    @inline(never)
    static func handWritten(_ p: Pieces, level: Int64, _ name: String, _ score: Double, limit: Int64)
        -> RenderedSQL
    {
        var sql = p.select
        sql += p.level
        sql += p.name
        sql += p.score
        sql += p.order
        sql += p.limit
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

/// Returns its argument where the optimizer cannot see it, so a baseline cannot be folded away.
@inline(never) @_optimize(none)
func opaque<T>(_ value: T) -> T { value }
