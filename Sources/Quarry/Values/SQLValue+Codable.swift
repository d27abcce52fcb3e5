/// An `SQLValue` codes as the one value it holds (`nil`, an integer, a double, a string, an
/// array of bytes), so that a `Codable` record can keep a column of no declared type or `ANY`
/// (what the schema generator gives such a column). Quarry's own row decoder and record encoder
/// read and bind it directly, in its storage class; this form is for other coders (JSON). JSON does
/// not tell `1.0` from `1`, so a real with no fractional part reads back from JSON as an integer.
extension SQLValue: Codable {
    /// Reads the value back from the form ``encode(to:)`` writes.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let integer = try? container.decode(Int64.self) {
            self = .integer(integer)
        } else if let real = try? container.decode(Double.self) {
            self = .real(real)
        } else if let text = try? container.decode(String.self) {
            self = .text(text)
        } else {
            self = .blob(try container.decode([UInt8].self))
        }
    }

    /// Writes the value as itself: `nil`, `Int64`, `Double`, `String` or `[UInt8]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .integer(let integer): try container.encode(integer)
        case .real(let real): try container.encode(real)
        case .text(let text): try container.encode(text)
        case .blob(let bytes): try container.encode(bytes)
        }
    }
}
