/// One problem `PRAGMA quick_check` or `integrity_check` reports, with the page or index it names
/// when SQLite's message carries one.
public struct IntegrityProblem: Sendable, Hashable, CustomStringConvertible {
    /// SQLite's message, such as `Page 12: btreeInitPage() returns error code 11`.
    public let message: String
    /// The database page the message is about, when it names one.
    public let page: Int?
    /// The index the message is about (`row 3 missing from index byName`), when it names one.
    public let index: String?

    /// Whether both are the same problem, text compared by its bytes (an index named `é` is not
    /// one named `e\u{301}`).
    public static func == (lhs: IntegrityProblem, rhs: IntegrityProblem) -> Bool {
        lhs.message.isByteEqual(to: rhs.message) && lhs.page == rhs.page
            && lhs.index.map(ExactText.init) == rhs.index.map(ExactText.init)
    }

    /// Hashes text by its bytes, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ExactText(message))
        hasher.combine(page)
        hasher.combine(index.map(ExactText.init))
    }

    /// Reads the page and index out of one of SQLite's messages.
    public init(message: String) {
        self.message = message
        page = Self.number(after: "Page ", in: message)
        index = Self.word(after: " index ", in: message)
    }

    public var description: String { message }

    private static func number(after marker: String, in message: String) -> Int? {
        guard let range = message.range(of: marker) else { return nil }
        return Int(message[range.upperBound...].prefix(while: \.isNumber))
    }

    private static func word(after marker: String, in message: String) -> String? {
        guard let range = message.range(of: marker) else { return nil }
        let word = message[range.upperBound...].prefix(while: { !$0.isWhitespace })
        return word.isEmpty ? nil : String(word)
    }
}
