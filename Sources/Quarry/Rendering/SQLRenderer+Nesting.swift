extension SQLRenderer {
    /// How deeply expressions, subqueries and joins may nest, SQLite's own default limit on
    /// expression depth (`SQLITE_MAX_EXPR_DEPTH`). SQLite refuses deeper statements anyway (nested
    /// calls, CASEs or subqueries far sooner, when its parser stack overflows; a join takes at
    /// most 64 tables); the bound keeps rendering any statement within a fixed stack. A left-deep
    /// chain of infix operators (`reduce(||)`) counts as one level whatever its length: it is
    /// written in a loop, and SQLite says how long a chain it takes.
    public static let maximumNestingDepth = 1000

    /// Enters one more level of nesting, or, past the bound, records the error, writes `NULL` in
    /// the node's place and returns `false`: the caller then writes nothing of its own.
    @inline(__always)
    mutating func enterNesting() -> Bool {
        guard nestingDepth < Self.maximumNestingDepth else {
            refuseDeeperNesting()
            return false
        }
        nestingDepth += 1
        return true
    }

    /// Leaves the level that `enterNesting` entered.
    @inline(__always)
    mutating func leaveNesting() {
        nestingDepth -= 1
    }

    @inline(never)
    private mutating func refuseDeeperNesting() {
        record(
            QuarryError(
                .invalidStatement,
                "an expression, subquery or join is nested more than \(Self.maximumNestingDepth) levels deep, which SQLite cannot parse (for a long OR of equalities use IN (…))"
            ))
        write("NULL")
    }
}
