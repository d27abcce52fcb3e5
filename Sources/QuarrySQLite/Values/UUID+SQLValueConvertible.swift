import Foundation

/// UUIDs are stored as lowercase text (`0f8fad5b-d9cb-469f-a165-70867728950e`): readable in the
/// sqlite3 shell, comparable with text literals, and what most other tools write. Reading also
/// accepts uppercase text and a 16-byte blob.
extension UUID: SQLValueConvertible, SQLColumnDecodable {
    /// The UUID as lowercase text.
    public var sqlValue: SQLValue { .text(uuidString.lowercased()) }

    /// Reads UUID text or a 16-byte blob.
    public init(sqlValue: SQLValue) throws(QuarryError) {
        switch sqlValue {
        case .text(let text):
            guard let uuid = UUID(uuidString: text) else {
                throw QuarryError(.typeMismatch, "text is not a UUID")
            }
            self = uuid
        case .blob(let bytes) where bytes.count == 16:
            self = UUID(
                uuid: (
                    bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8],
                    bytes[9],
                    bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
                ))
        default:
            throw QuarryError(.typeMismatch, "\(sqlValue.storageClass) value cannot be read as UUID")
        }
    }
}
