import Quarry

/// A value exactly as SQLite returned it: text as its raw bytes and reals as their bits, so that
/// two results compare byte for byte (a `String` would repair invalid UTF-8 and `==` on doubles
/// would call `0.0` and `-0.0` equal).
public enum StoredValue: Sendable, Hashable, CustomStringConvertible {
    /// SQL NULL.
    case null
    /// A 64-bit integer.
    case integer(Int64)
    /// A real, as the bits of its double.
    case real(bitPattern: UInt64)
    /// Text, as its raw bytes (not repaired).
    case text([UInt8])
    /// A blob.
    case blob([UInt8])

    /// The value as an `SQLValue` (text decoded as UTF-8).
    public var sqlValue: SQLValue {
        switch self {
        case .null: return .null
        case .integer(let value): return .integer(value)
        case .real(let bits): return .real(Double(bitPattern: bits))
        case .text(let bytes): return .text(String(decoding: bytes, as: UTF8.self))
        case .blob(let bytes): return .blob(bytes)
        }
    }

    /// The value as an SQL literal.
    public var description: String {
        if case .text(let bytes) = self, bytes.contains(0) || String(validating: bytes, as: UTF8.self) == nil
        {
            return "text(\(SQLValue.blob(bytes)))"
        }
        return sqlValue.description
    }
}
