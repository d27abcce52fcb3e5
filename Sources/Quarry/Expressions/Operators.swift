/// A prefix operator of SQL.
public enum UnaryOperator: String, Sendable, Hashable {
    /// `-x`.
    case negative = "-"
    /// `+x`.
    case positive = "+"
    /// `~x`.
    case bitwiseNot = "~"
    /// `NOT x`.
    case not = "NOT "

    var precedence: Precedence { self == .not ? .not : .unary }
}

/// An infix operator of SQL; every one is left-associative in SQLite's grammar.
public enum BinaryOperator: String, Sendable, Hashable {
    /// `OR`.
    case or = "OR"
    /// `AND`.
    case and = "AND"
    /// `=`.
    case equal = "="
    /// `!=`.
    case notEqual = "!="
    /// `IS`: equality where NULL equals NULL.
    case `is` = "IS"
    /// `IS NOT`.
    case isNot = "IS NOT"
    /// `IS DISTINCT FROM`.
    case isDistinctFrom = "IS DISTINCT FROM"
    /// `IS NOT DISTINCT FROM`.
    case isNotDistinctFrom = "IS NOT DISTINCT FROM"
    /// `<`.
    case less = "<"
    /// `<=`.
    case lessOrEqual = "<="
    /// `>`.
    case greater = ">"
    /// `>=`.
    case greaterOrEqual = ">="
    /// `&`.
    case bitwiseAnd = "&"
    /// `|`.
    case bitwiseOr = "|"
    /// `<<`.
    case shiftLeft = "<<"
    /// `>>`.
    case shiftRight = ">>"
    /// `+`.
    case add = "+"
    /// `-`.
    case subtract = "-"
    /// `*`.
    case multiply = "*"
    /// `/`.
    case divide = "/"
    /// `%`: the integer remainder.
    case remainder = "%"
    /// `||`: text concatenation.
    case concatenate = "||"
    /// `->`: a JSON subcomponent, as JSON.
    case extract = "->"
    /// `->>`: a JSON subcomponent, as an SQL value.
    case extractValue = "->>"

    var precedence: Precedence {
        switch self {
        case .or: .or
        case .and: .and
        case .equal, .notEqual, .is, .isNot, .isDistinctFrom, .isNotDistinctFrom: .equality
        case .less, .lessOrEqual, .greater, .greaterOrEqual: .comparison
        case .bitwiseAnd, .bitwiseOr, .shiftLeft, .shiftRight: .bitwise
        case .add, .subtract: .additive
        case .multiply, .divide, .remainder: .multiplicative
        case .concatenate, .extract, .extractValue: .concatenation
        }
    }
}

/// The pattern-matching operators of SQL.
public enum PatternOperator: String, Sendable, Hashable {
    /// `LIKE`.
    case like = "LIKE"
    /// `GLOB`.
    case glob = "GLOB"
    /// `REGEXP` (needs a `regexp` function; `QuarrySQLite` registers one).
    case regexp = "REGEXP"
    /// `MATCH` (full-text search tables).
    case match = "MATCH"
}

/// SQL's keyword constants.
public enum SQLKeywordValue: String, Sendable, Hashable {
    /// `NULL`.
    case null = "NULL"
    /// `TRUE` (1).
    case `true` = "TRUE"
    /// `FALSE` (0).
    case `false` = "FALSE"
    /// `CURRENT_TIME`: the time, `HH:MM:SS` in UTC.
    case currentTime = "CURRENT_TIME"
    /// `CURRENT_DATE`: the date, `YYYY-MM-DD` in UTC.
    case currentDate = "CURRENT_DATE"
    /// `CURRENT_TIMESTAMP`: `YYYY-MM-DD HH:MM:SS` in UTC.
    case currentTimestamp = "CURRENT_TIMESTAMP"
}
