import Quarry

/// Decodes a record (https://www.sqlite.org/fileformat2.html#record_format) into values, in the
/// database's text encoding. A record decodes only when its header and bodies account for every
/// byte of the payload exactly.
enum RecordDecoder {
    static func values(of payload: [UInt8], encoding: DatabaseImage.TextEncoding) -> [SQLValue]? {
        guard let (headerSize, first) = PageBytes.varint(payload, at: 0), headerSize <= UInt64(payload.count)
        else { return nil }
        let headerEnd = Int(headerSize)
        var types: [UInt64] = []
        var cursor = first
        while cursor < headerEnd {
            guard let (type, next) = PageBytes.varint(payload, at: cursor, limit: headerEnd) else {
                return nil
            }
            types.append(type)
            cursor = next
        }
        guard cursor == headerEnd else { return nil }
        var values: [SQLValue] = []
        values.reserveCapacity(types.count)
        var body = headerEnd
        for type in types {
            guard let length = bodyLength(of: type), length <= UInt64(payload.count - body) else {
                return nil
            }
            values.append(value(of: type, at: body, length: Int(length), in: payload, encoding: encoding))
            body += Int(length)
        }
        return body == payload.count ? values : nil
    }

    /// The body length of a serial type, or `nil` for the reserved types 10 and 11.
    static func bodyLength(of type: UInt64) -> UInt64? {
        switch type {
        case 0, 8, 9: return 0
        case 1, 2, 3, 4: return type
        case 5: return 6
        case 6, 7: return 8
        case 10, 11: return nil
        default: return (type - 12) / 2
        }
    }

    private static func value(
        of type: UInt64, at offset: Int, length: Int, in payload: [UInt8],
        encoding: DatabaseImage.TextEncoding
    ) -> SQLValue {
        switch type {
        case 0: return .null
        case 8: return .integer(0)
        case 9: return .integer(1)
        case 1...6: return .integer(signedInteger(payload[offset..<offset + length]))
        case 7:
            let bits = UInt64(bitPattern: signedInteger(payload[offset..<offset + 8]))
            let real = Double(bitPattern: bits)
            // SQLite reads a stored NaN as NULL.
            return real.isNaN ? .null : .real(real)
        default:
            let bytes = payload[offset..<offset + length]
            return type % 2 == 0 ? .blob(Array(bytes)) : .text(text(bytes, encoding: encoding))
        }
    }

    private static func signedInteger(_ bytes: ArraySlice<UInt8>) -> Int64 {
        var value: Int64 = bytes.first.map { $0 & 0x80 == 0 ? 0 : -1 } ?? 0
        for byte in bytes { value = value << 8 | Int64(byte) }
        return value
    }

    private static func text(_ bytes: ArraySlice<UInt8>, encoding: DatabaseImage.TextEncoding) -> String {
        switch encoding {
        case .utf8:
            return String(decoding: bytes, as: UTF8.self)
        case .utf16LittleEndian, .utf16BigEndian:
            let little = encoding == .utf16LittleEndian
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var index = bytes.startIndex
            while index + 1 < bytes.endIndex {
                let (low, high) = little ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
                units.append(UInt16(high) << 8 | UInt16(low))
                index += 2
            }
            return String(decoding: units, as: UTF16.self)
        }
    }
}
