/// How a definition names the columns of the fields that name none: `Field(\.createdAt)` is the
/// column `createdAt` under ``codingKeys`` and `created_at` under ``snakeCase`` (ActiveSQLite's
/// and Rails' spelling). A name a field gives (`Field(\.createdAt, "made")`) is used as written.
public enum ColumnNaming: Sendable {
    /// The column is named as the property's coding key.
    case codingKeys
    /// The coding key in snake case: words split where a lowercase letter or digit meets an
    /// uppercase one, and before the last capital of a run followed by a lowercase letter
    /// (`imageURLString` is `image_url_string`), ASCII letters lowercased; other characters kept.
    case snakeCase

    /// The column name this naming gives a coding key: `columnName(forKey: "createdAt")` is
    /// `created_at` in snake case.
    public func columnName(forKey key: String) -> String {
        switch self {
        case .codingKeys: return key
        case .snakeCase: return Self.snakeCase(key)
        }
    }

    // ASCII only, as SQLite folds names: a non-ASCII letter has no case SQLite knows of, so it is
    // kept as it is and never splits a word.
    static func snakeCase(_ key: String) -> String {
        let bytes = Array(key.utf8)
        func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        func isLowerOrDigit(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 4)
        for (index, byte) in bytes.enumerated() {
            if isUpper(byte), index > 0, result.last != UInt8(ascii: "_") {
                let previous = bytes[index - 1]
                let next = index + 1 < bytes.count ? bytes[index + 1] : nil
                if isLowerOrDigit(previous)
                    || (isUpper(previous) && next.map { $0 >= 0x61 && $0 <= 0x7A } == true)
                {
                    result.append(UInt8(ascii: "_"))
                }
            }
            result.append(isUpper(byte) ? byte + 0x20 : byte)
        }
        return String(decoding: result, as: UTF8.self)
    }
}
