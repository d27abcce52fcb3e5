import struct Foundation.Data

extension Data: SQLValueConvertible {
    /// The bytes as one blob.
    public var sqlValue: SQLValue { .blob(Array(self)) }

    /// Reads a blob; text reads as its UTF-8 bytes.
    public init(sqlValue: SQLValue) throws(QuarryError) {
        self = Data(try [UInt8](sqlValue: sqlValue))
    }
}
