/// SQLite's operator precedence, lowest first, as its parser (parse.y) declares it. The renderer
/// adds parentheses around an operand exactly when this table says the parser would otherwise
/// group it differently.
public enum Precedence: Int, Sendable, Comparable {
    /// `OR`.
    case or = 1
    /// `AND`.
    case and
    /// Prefix `NOT`.
    case not
    /// `=`, `==`, `!=`, `<>`, `IS`, `IS NOT`, `IS [NOT] DISTINCT FROM`, `BETWEEN`, `IN`, `MATCH`,
    /// `LIKE`, `GLOB`, `REGEXP`, `ISNULL`, `NOTNULL`.
    case equality
    /// `<`, `<=`, `>`, `>=`.
    case comparison
    /// `ESCAPE`.
    case escape
    /// `&`, `|`, `<<`, `>>`.
    case bitwise
    /// `+`, `-`.
    case additive
    /// `*`, `/`, `%`.
    case multiplicative
    /// `||`, `->`, `->>`.
    case concatenation
    /// `COLLATE`.
    case collate
    /// Prefix `-`, `+`, `~`.
    case unary
    /// Literals, parameters, columns, function calls, `CAST`, `CASE`, subqueries, parentheses.
    case primary

    public static func < (lhs: Precedence, rhs: Precedence) -> Bool { lhs.rawValue < rhs.rawValue }
}
