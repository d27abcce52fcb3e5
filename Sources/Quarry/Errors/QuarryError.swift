/// An error in building or rendering a statement: a name SQLite cannot hold, a value out of range,
/// a list that must not be empty. It names what was wrong; nothing is truncated or pasted into SQL.
public struct QuarryError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem this is, for code that reacts to it.
    public enum Kind: String, Sendable, Hashable {
        /// A name with a character SQLite cannot hold (NUL), or an empty name.
        case invalidIdentifier
        /// A function, module or type name outside SQLite's identifier rules.
        case invalidName
        /// A value SQLite cannot store exactly (`UInt64` above `Int64.max`).
        case valueOutOfRange
        /// A stored value that does not convert to the requested Swift type.
        case typeMismatch
        /// A list the grammar requires to be non-empty was empty.
        case emptyList
        /// Rows, columns or compound members whose widths differ.
        case columnCountMismatch
        /// A statement whose clauses do not fit together.
        case invalidStatement
        /// A construct the dialect being rendered does not have (PRAGMA in PostgreSQL, say).
        case unsupportedInDialect
    }

    /// What kind of problem this is.
    public let kind: Kind
    /// A sentence naming what was wrong.
    public let message: String

    /// An error of the given kind with a message naming the problem.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message, prefixed with the kind.
    public var description: String { "\(kind.rawValue): \(message)" }

    /// Whether both are the same kind with the same message bytes (a message quotes names, which
    /// canonical equivalence would blur).
    public static func == (lhs: QuarryError, rhs: QuarryError) -> Bool {
        lhs.kind == rhs.kind && lhs.message.isByteEqual(to: rhs.message)
    }

    /// Hashes the kind and the message's bytes, consistently with ``==(_:_:)``.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(ExactText(message))
    }
}
