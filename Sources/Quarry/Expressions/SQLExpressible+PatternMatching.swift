extension SQLExpressible where Value: SQLTextType {
    /// `self LIKE pattern [ESCAPE 'c']`: case-insensitive for ASCII, `%` and `_` as wildcards.
    public func like(_ pattern: some SQLOperand, escape: Character? = nil) -> SQLExpression<Bool> {
        matching(.like, false, pattern, escape: escape)
    }

    /// `self NOT LIKE pattern [ESCAPE 'c']`.
    public func notLike(_ pattern: some SQLOperand, escape: Character? = nil) -> SQLExpression<Bool> {
        matching(.like, true, pattern, escape: escape)
    }

    /// `self GLOB pattern`: case-sensitive, with Unix wildcards `*`, `?` and `[…]`.
    public func glob(_ pattern: some SQLOperand) -> SQLExpression<Bool> {
        matching(.glob, false, pattern, escape: nil)
    }

    /// `self NOT GLOB pattern`.
    public func notGlob(_ pattern: some SQLOperand) -> SQLExpression<Bool> {
        matching(.glob, true, pattern, escape: nil)
    }

    /// `self REGEXP pattern`: calls the application's `regexp(pattern, self)` function.
    public func regexp(_ pattern: some SQLOperand) -> SQLExpression<Bool> {
        matching(.regexp, false, pattern, escape: nil)
    }

    /// `self NOT REGEXP pattern`.
    public func notRegexp(_ pattern: some SQLOperand) -> SQLExpression<Bool> {
        matching(.regexp, true, pattern, escape: nil)
    }

    /// `self MATCH query`: a full-text query on an FTS table (or the application's `match`).
    public func match(_ query: some SQLOperand) -> SQLExpression<Bool> {
        matching(.match, false, query, escape: nil)
    }

    /// `self NOT MATCH query`.
    public func notMatch(_ query: some SQLOperand) -> SQLExpression<Bool> {
        matching(.match, true, query, escape: nil)
    }

    private func matching(
        _ op: PatternOperator, _ negated: Bool, _ pattern: some SQLOperand, escape: Character?
    ) -> SQLExpression<Bool> {
        let escapeNode = escape.map(ExpressionNode.escape)
        return SQLExpression(
            node: .pattern(op, negated: negated, anyNode, pattern.operandNode, escape: escapeNode))
    }
}

extension ExpressionNode {
    /// The ESCAPE operand: SQLite wants exactly one character, so a grapheme of several scalars
    /// is refused here rather than by the statement at run time.
    static func escape(_ character: Character) -> ExpressionNode {
        guard character.unicodeScalars.count == 1 else {
            return .invalid(
                QuarryError(
                    .invalidStatement, "ESCAPE takes one character, not \(String(character).debugDescription)"
                ))
        }
        return .value(.text(String(character)))
    }
}
