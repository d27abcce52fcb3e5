/// A statement ready for SQLite: SQL text with `?` placeholders and the values that fill them.
public struct RenderedSQL: Sendable, Hashable, CustomStringConvertible {
    /// The SQL text.
    public let sql: String
    /// The values for the anonymous `?` placeholders, in order.
    public let arguments: [SQLValue]

    /// Whether both are the same SQL bytes with the same arguments (text arguments by bytes too):
    /// canonically equivalent SQL can name different tables.
    public static func == (lhs: RenderedSQL, rhs: RenderedSQL) -> Bool {
        lhs.sql.isByteEqual(to: rhs.sql) && lhs.arguments == rhs.arguments
    }

    /// Hashes the SQL's bytes and the arguments, consistently with ``==(_:_:)``.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ExactText(sql))
        hasher.combine(arguments)
    }

    /// SQL with its arguments.
    public init(sql: String, arguments: [SQLValue] = []) {
        self.sql = sql
        self.arguments = arguments
    }

    /// The SQL followed by its arguments, as literals in a comment (a block comment: a text
    /// argument may hold a line break, which would end a `--` comment and run the rest as SQL).
    public var description: String {
        arguments.isEmpty
            ? sql
            : sql + " "
                + SQLComment.block("arguments: " + arguments.map(\.description).joined(separator: ", "))
    }
}
