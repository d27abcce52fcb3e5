/// Bounded reads of big-endian integers and SQLite varints out of one page (or payload) of a
/// damaged file: every read names its limit and returns `nil` instead of reading past it.
enum PageBytes {
    /// The `width`-byte big-endian unsigned integer at `offset`, or `nil` when it does not end by
    /// `limit` (and within `bytes`).
    static func integer(_ bytes: [UInt8], at offset: Int, width: Int, limit: Int? = nil) -> Int? {
        let end = min(limit ?? bytes.count, bytes.count)
        guard offset >= 0, width > 0, width <= 8, offset + width <= end else { return nil }
        var value = 0
        for index in offset..<offset + width { value = value << 8 | Int(bytes[index]) }
        return value
    }

    /// The varint at `offset` (1 to 9 bytes, the ninth contributing all 8 bits) and the offset
    /// after it, or `nil` when it would run past `limit`.
    static func varint(_ bytes: [UInt8], at offset: Int, limit: Int? = nil) -> (value: UInt64, next: Int)? {
        let end = min(limit ?? bytes.count, bytes.count)
        guard offset >= 0 else { return nil }
        var value: UInt64 = 0
        var index = offset
        while index < end {
            let byte = bytes[index]
            if index - offset == 8 { return (value << 8 | UInt64(byte), index + 1) }
            value = value << 7 | UInt64(byte & 0x7F)
            index += 1
            if byte & 0x80 == 0 { return (value, index) }
        }
        return nil
    }
}
