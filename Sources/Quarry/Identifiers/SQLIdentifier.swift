/// A name in SQL (table, column, alias, schema, index, collation, savepoint…), always written
/// double-quoted with `"` doubled, so no name can end the quoting early.
///
/// A name with a NUL character cannot be held by SQLite; rendering it throws
/// ``QuarryError/Kind/invalidIdentifier`` rather than truncating.
public struct SQLIdentifier: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name exactly as SQLite stores it, without quotes.
    public let name: String

    /// A name, taken exactly as given.
    public init(_ name: String) { self.name = name }

    /// A name from a literal.
    public init(stringLiteral name: String) { self.name = name }

    /// Whether both are the same bytes, so they render the same. Whether SQLite takes them for one
    /// name (ASCII case ignored) is `namesSameColumn(as:)` and `isSameSQLiteName(as:)`; Swift's
    /// `String ==` decides neither (it takes `"é"` U+00E9 and `"e\u{301}"` for one).
    public static func == (lhs: SQLIdentifier, rhs: SQLIdentifier) -> Bool {
        lhs.name.isByteEqual(to: rhs.name)
    }

    /// Hashes the name's bytes, consistently with ``==(_:_:)``.
    public func hash(into hasher: inout Hasher) { hasher.combine(ExactText(name)) }

    /// The error that rendering this name would raise, or `nil` when SQLite can hold it.
    public var validationError: QuarryError? {
        if name.utf8.contains(0) {
            return QuarryError(
                .invalidIdentifier, "identifier \(name.debugDescription) contains a NUL character")
        }
        return nil
    }

    /// The name as it is written in SQL, double-quoted.
    public var description: String {
        var renderer = SQLRenderer(values: .inlined)
        renderer.write(identifier: self)
        return renderer.sql
    }
}
