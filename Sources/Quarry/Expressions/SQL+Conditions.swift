extension SQL {
    /// `term AND term AND …` over conditions known only at run time (a user's filters); `TRUE`
    /// for none. Built as a balanced tree rather than a chain, so that ten thousand terms nest
    /// about 14 deep, far below SQLite's expression depth limit (1,000), where a chain of `&&`
    /// would be refused past a thousand terms.
    public static func and(_ terms: some Sequence<SQLExpression<Bool>>) -> SQLExpression<Bool> {
        balanced(Array(terms), joinedBy: .and, ifEmpty: .true)
    }

    /// `term OR term OR …` over conditions known only at run time; `FALSE` for none. Balanced as
    /// ``and(_:)`` is.
    public static func or(_ terms: some Sequence<SQLExpression<Bool>>) -> SQLExpression<Bool> {
        balanced(Array(terms), joinedBy: .or, ifEmpty: .false)
    }

    private static func balanced(
        _ terms: [SQLExpression<Bool>], joinedBy op: BinaryOperator, ifEmpty empty: SQLExpression<Bool>
    ) -> SQLExpression<Bool> {
        guard !terms.isEmpty else { return empty }
        // Recursion depth is log2 of the count, not the count.
        func node(_ range: Range<Int>) -> ExpressionNode {
            if range.count == 1 { return terms[range.lowerBound].node }
            let middle = range.lowerBound + range.count / 2
            return .binary(op, node(range.lowerBound..<middle), node(middle..<range.upperBound))
        }
        return SQLExpression(node: node(terms.indices))
    }
}
