import Foundation

extension Data: SQLColumnDecodable {
    /// Reads a blob, or a text as its UTF-8 bytes, copied once.
    @inlinable
    public static func decode(from column: borrowing ColumnValue) throws(QuarryError) -> Data {
        switch column.storageClass {
        case .blob, .text: return column.withUnsafeBytes { Data($0) }
        default: throw column.mismatch(Data.self)
        }
    }
}
