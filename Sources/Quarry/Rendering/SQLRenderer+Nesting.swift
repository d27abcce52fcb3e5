extension SQLRenderer {
    /// How deeply expressions may nest: SQLite's own default limit (`SQLITE_MAX_EXPR_DEPTH`).
    /// SQLite refuses deeper trees anyway (and nested calls, CASEs or subqueries far sooner, when
    /// its parser stack overflows); the bound keeps rendering a tree of any depth within a fixed
    /// stack. A left-deep chain of infix operators counts as one level whatever its length: it is
    /// written in a loop, and SQLite says how long a chain it takes.
    public static let maximumExpressionDepth = 1000

    /// Enters one more level of expression, or, past the bound, records the error, writes `NULL`
    /// in the node's place and returns `false`: the caller then writes nothing of its own.
    mutating func enterExpression() -> Bool {
        guard expressionDepth < Self.maximumExpressionDepth else {
            record(
                QuarryError(
                    .invalidStatement,
                    "an expression is nested more than \(Self.maximumExpressionDepth) levels deep (calls, CASE, subqueries or operators in the right operand), which SQLite cannot parse; for a long OR of equalities use IN (…)"
                ))
            write("NULL")
            return false
        }
        expressionDepth += 1
        return true
    }

    /// Leaves the level that `enterExpression` entered.
    mutating func leaveExpression() {
        expressionDepth -= 1
    }
}
