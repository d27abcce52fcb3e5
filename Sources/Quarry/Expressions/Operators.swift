/// A prefix operator of SQL.
public enum UnaryOperator: String, Sendable, Hashable {
    case negative = "-"
    case positive = "+"
    case bitwiseNot = "~"
    case not = "NOT "

    var precedence: Precedence { self == .not ? .not : .unary }
}

/// An infix operator of SQL; every one is left-associative in SQLite's grammar.
public enum BinaryOperator: String, Sendable, Hashable {
    case or = "OR"
    case and = "AND"
    case equal = "="
    case notEqual = "!="
    case `is` = "IS"
    case isNot = "IS NOT"
    case isDistinctFrom = "IS DISTINCT FROM"
    case isNotDistinctFrom = "IS NOT DISTINCT FROM"
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case bitwiseAnd = "&"
    case bitwiseOr = "|"
    case shiftLeft = "<<"
    case shiftRight = ">>"
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
    case remainder = "%"
    case concatenate = "||"
    case extract = "->"
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
    case like = "LIKE"
    case glob = "GLOB"
    case regexp = "REGEXP"
    case match = "MATCH"
}

/// SQL's keyword constants.
public enum SQLKeywordValue: String, Sendable, Hashable {
    case null = "NULL"
    case `true` = "TRUE"
    case `false` = "FALSE"
    case currentTime = "CURRENT_TIME"
    case currentDate = "CURRENT_DATE"
    case currentTimestamp = "CURRENT_TIMESTAMP"
}
