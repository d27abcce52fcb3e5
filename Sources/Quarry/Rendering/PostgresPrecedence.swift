/// PostgreSQL's operator precedence (gram.y), lowest first, where it differs from SQLite's:
/// `||` and the bitwise operators bind below `+`, `IS` below `=`, `LIKE`/`BETWEEN`/`IN` above
/// it, and the comparison, `IS` and `LIKE` levels do not associate (`a < b = c` is a syntax
/// error). In PostgreSQL an operand gets parentheses when SQLite's table asks for them or this one
/// does, so the text reads the same tree in both grammars.
enum PostgresPrecedence: Int, Comparable {
    case or = 1
    case and
    case not
    /// `IS …`, `ISNULL`, `NOTNULL`.
    case `is`
    /// `=`, `!=`, `<`, `<=`, `>`, `>=`.
    case comparison
    /// `LIKE`, `ILIKE`, `BETWEEN`, `IN`.
    case like
    /// Every other operator: `||`, `&`, `|`, `<<`, `>>`, prefix `~`.
    case other
    case additive
    case multiplicative
    case collate
    /// Prefix `-` and `+`.
    case unary
    case primary

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Whether an operand of an operator of level `parent` (SQLite's level) needs parentheses in
    /// PostgreSQL's grammar.
    static func needsParentheses(_ node: ExpressionNode, below parent: Precedence, orEqual: Bool) -> Bool {
        let own = of(node)
        let above = highest(in: parent)
        if own < above { return true }
        guard own == above else { return false }
        switch own {
        case .is, .comparison, .like: return true
        default: return orEqual
        }
    }

    /// The node's own level in PostgreSQL's grammar.
    static func of(_ node: ExpressionNode) -> Self {
        switch node.kind {
        case .binary(let op, _, _):
            switch op {
            case .or: return .or
            case .and: return .and
            case .is, .isNot, .isDistinctFrom, .isNotDistinctFrom: return .is
            case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: return .comparison
            case .bitwiseAnd, .bitwiseOr, .shiftLeft, .shiftRight, .concatenate, .extract, .extractValue:
                return .other
            case .add, .subtract: return .additive
            case .multiply, .divide, .remainder: return .multiplicative
            }
        case .unary(let op, _):
            switch op {
            case .not: return .not
            case .bitwiseNot: return .other
            case .negative, .positive: return .unary
            }
        case .nullTest: return .is
        case .pattern, .between, .in: return .like
        case .collate: return .collate
        default:
            // A negative literal is a prefix minus; every other node is a term.
            return node.precedence == .unary ? .unary : .primary
        }
    }

    /// The highest PostgreSQL level among the operators at SQLite's level `level`: an operand
    /// that binds at least that tightly in PostgreSQL is safe under any of them.
    private static func highest(in level: Precedence) -> Self {
        switch level {
        case .or: .or
        case .and: .and
        case .not: .not
        case .equality: .like
        case .comparison: .comparison
        case .escape: .other
        case .bitwise: .other
        case .additive: .additive
        case .multiplicative: .multiplicative
        // `||` sits above `*` in SQLite and below `+` in PostgreSQL: its operands are parenthesized
        // at SQLite's level already, which is the stricter one.
        case .concatenation: .other
        case .collate: .collate
        // A prefix `~` is an ordinary operator in PostgreSQL, which would take `~ a + b` as
        // `~ (a + b)`: an operand of any prefix operator is a term or in parentheses.
        case .unary: .primary
        case .primary: .primary
        }
    }
}
