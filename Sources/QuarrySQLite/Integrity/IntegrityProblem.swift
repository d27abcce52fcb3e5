/// One problem `PRAGMA quick_check` or `integrity_check` reports, with the page or index it names
/// when SQLite's message carries one.
public struct IntegrityProblem: Sendable, Hashable, CustomStringConvertible {
    /// SQLite's message, such as `Page 12: btreeInitPage() returns error code 11`.
    public let message: String
    /// The database page the message is about, when it names one.
    public let page: Int?
    /// The index the message is about (`row 3 missing from index byName`), when it names one.
    public let index: String?

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
