/// A value in one of SQLite's five storage classes: what a statement binds and what a row holds.
public enum SQLValue: Sendable, Hashable {
    /// SQL `NULL`.
    case null
    /// A 64-bit signed integer.
    case integer(Int64)
    /// An IEEE 754 double. SQLite stores NaN as `NULL`.
    case real(Double)
    /// UTF-8 text, which may contain NUL characters.
    case text(String)
    /// Bytes, stored as they are.
    case blob([UInt8])
}

extension SQLValue {
    /// Whether this is SQL `NULL`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}

extension SQLValue: ExpressibleByNilLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral, ExpressibleByBooleanLiteral
{
    /// `NULL`.
    public init(nilLiteral: ()) { self = .null }
    /// An integer.
    public init(integerLiteral value: Int64) { self = .integer(value) }
    /// A real.
    public init(floatLiteral value: Double) { self = .real(value) }
    /// A text.
    public init(stringLiteral value: String) { self = .text(value) }
    /// `1` or `0`, as SQLite stores booleans.
    public init(booleanLiteral value: Bool) { self = .integer(value ? 1 : 0) }
}

extension SQLValue: CustomStringConvertible {
    /// The value as an SQL literal, as it would be inlined in a statement's description.
    public var description: String {
        var text = ""
        SQLLiteral.write(self, to: &text)
        return text
    }
}
