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

    /// Whether both are the same value: text by its bytes, as SQLite compares it (Swift's
    /// `String ==` would take `"é"` U+00E9 and `"e\u{301}"` for one), reals by `==` (so NaN is
    /// not equal to itself and `-0.0` equals `0.0`).
    public static func == (lhs: SQLValue, rhs: SQLValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.integer(let left), .integer(let right)): return left == right
        case (.real(let left), .real(let right)): return left == right
        case (.text(let left), .text(let right)): return left.isByteEqual(to: right)
        case (.blob(let left), .blob(let right)): return left == right
        default: return false
        }
    }

    /// Hashes text by its bytes, consistently with ``==(_:_:)``.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0 as UInt8)
        case .integer(let value):
            hasher.combine(1 as UInt8)
            hasher.combine(value)
        case .real(let value):
            hasher.combine(2 as UInt8)
            hasher.combine(value)
        case .text(let value):
            hasher.combine(3 as UInt8)
            hasher.combine(ExactText(value))
        case .blob(let value):
            hasher.combine(4 as UInt8)
            hasher.combine(value)
        }
    }
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
