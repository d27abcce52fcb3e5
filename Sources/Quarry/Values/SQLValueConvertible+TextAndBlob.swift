extension String: SQLValueConvertible {
    /// The text itself.
    public var sqlValue: SQLValue { .text(self) }

    /// Reads text; other storage classes are an error rather than a silent conversion.
    public init(sqlValue: SQLValue) throws(QuarryError) {
        guard case .text(let value) = sqlValue else {
            throw QuarryError(.typeMismatch, "\(sqlValue.storageClassName) value cannot be read as String")
        }
        self = value
    }
}

extension Array: SQLValueConvertible where Element == UInt8 {
    /// The bytes as one blob, never as a list of values.
    public var sqlValue: SQLValue { .blob(self) }

    /// Reads a blob; text reads as its UTF-8 bytes.
    public init(sqlValue: SQLValue) throws(QuarryError) {
        switch sqlValue {
        case .blob(let bytes): self = bytes
        case .text(let text): self = Array(text.utf8)
        default:
            throw QuarryError(.typeMismatch, "\(sqlValue.storageClassName) value cannot be read as [UInt8]")
        }
    }
}
