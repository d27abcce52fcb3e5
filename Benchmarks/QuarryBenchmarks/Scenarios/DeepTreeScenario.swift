import QuarrySQLite

/// Builds, renders and drops trees far deeper than SQLite takes, in release (where the optimizer
/// changes how much stack each level costs): a `reduce(||)` chain of 10,000 then 100,000 terms,
/// which renders, and 100,000 nested calls, CASEs and subqueries, which the renderer refuses. A
/// crash fails the run; the figure is seconds per node, and the long chain must cost per term
/// what the short one does.
enum DeepTreeScenario {
    static let depth = 100_000

    static func make(quick: Bool) -> Scenario {
        let totalNodes = depth * (quick ? 1 : 5)
        let chains = [depth / 10, depth].map { terms in
            Variant(name: "OR chain of \(terms) terms", goal: terms == depth / 10 ? nil : 1.25) {
                var sum: UInt64 = 0
                for _ in 0..<(totalNodes / terms) { sum &+= try orChain(terms: terms) }
                return sum
            }
        }
        let nested = [
            ("nested calls", { (partial: SQLExpression<Int64>, _: Int) in SQL.abs(partial) }),
            (
                "nested CASE",
                { partial, index in
                    Case { When(Player.level == Int64(index), then: partial) }.else(0).sqlExpression
                }
            ),
            ("nested subqueries", { partial, _ in SQL.subquery(Select { partial }, as: Int64.self) }),
        ].map { name, wrap in
            Variant(name: "\(name), \(depth) deep (refused)") {
                var sum: UInt64 = 0
                for _ in 0..<(totalNodes / depth) { sum &+= refusal(of: nesting(wrap)) }
                return sum
            }
        }
        return Scenario(
            name: "deep trees: build, render, drop, s per node", variants: chains + nested,
            checksumsMustAgree: false, perRunUnit: Double(totalNodes))
    }

    /// Builds the chain as `reduce` does, renders it and drops it; the checksum counts the terms.
    static func orChain(terms: Int) throws -> UInt64 {
        let condition = (1..<terms).reduce(Player.id == 0) { partial, index in
            partial || Player.id == Int64(index)
        }
        let rendered = try Select { Player.id }.from(Player.table).where(condition).render()
        return UInt64(rendered.arguments.count)
    }

    static func nesting(_ wrap: (SQLExpression<Int64>, Int) -> SQLExpression<Int64>) -> Select {
        let value = (0..<depth).reduce(Player.level.sqlExpression, wrap)
        return Select { value }
    }

    /// 1 when rendering refuses the statement, as it must.
    static func refusal(of statement: Select) -> UInt64 {
        do {
            _ = try statement.render()
            return 0
        } catch {
            return 1
        }
    }
}
