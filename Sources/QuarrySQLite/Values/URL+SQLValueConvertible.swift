import Foundation

/// URLs are stored as their absolute string.
extension URL: SQLValueConvertible, SQLColumnDecodable {
    /// The absolute string.
    public var sqlValue: SQLValue { .text(absoluteString) }

    /// Reads URL text.
    public init(sqlValue: SQLValue) throws(QuarryError) {
        guard case .text(let text) = sqlValue, let url = URL(string: text) else {
            throw QuarryError(.typeMismatch, "\(sqlValue.storageClass) value cannot be read as URL")
        }
        self = url
    }
}
