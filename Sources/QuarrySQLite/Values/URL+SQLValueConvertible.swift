import Foundation

/// URLs are stored as their absolute string, and read from text only when the text is already a
/// URL string that reads back as itself: Foundation would percent-encode `'http://a/b c'` into a
/// URL whose string is `http://a/b%20c`, a different value from the one stored, so such text is a
/// `typeMismatch`. A URL relative to a base reads back as the absolute URL it names.
extension URL: SQLValueConvertible, SQLColumnDecodable {
    /// The absolute string.
    public var sqlValue: SQLValue { .text(absoluteString) }

    /// Reads URL text that needs no percent-encoding.
    public init(sqlValue: SQLValue) throws(QuarryError) {
        guard case .text(let text) = sqlValue else {
            throw QuarryError(.typeMismatch, "\(sqlValue.storageClass) value cannot be read as URL")
        }
        guard let url = URL(string: text, encodingInvalidCharacters: false), url.absoluteString == text else {
            throw QuarryError(
                .typeMismatch, "text is not a URL string (Foundation would change it to read it)")
        }
        self = url
    }
}
