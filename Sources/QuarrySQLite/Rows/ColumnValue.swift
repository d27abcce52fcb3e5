import CSQLite

/// One column of the current row, read straight from `sqlite3_column_*` without building an
/// `SQLValue`: the fast path that ``SQLColumnDecodable`` conformances use.
///
/// A `ColumnValue` is a view of the statement's current row, valid only while the statement stays
/// there; it is `~Copyable` and only ever lent (`borrowing`), so it cannot be kept, returned from a
/// fetch or stored: a kept view would read whatever row, or other query, the statement runs later.
/// Copy what it holds (``sqlValue``, ``text``, ``bytes``) to keep it.
public struct ColumnValue: ~Copyable {
    /// The column's `sqlite3_value`, valid while the statement stays on this row. Reads go to it
    /// (`sqlite3_value_*`) rather than through `sqlite3_column_*`, which enter the connection's
    /// mutex and update its error state on every call: with the type check a safe read needs, that
    /// was twice the calls of the raw C API per column. A connection is used by one thread at a
    /// time, which is what SQLite asks of an unprotected value.
    @usableFromInline let value: OpaquePointer?

    @inlinable
    init(statement: OpaquePointer, index: Int32) {
        self.value = sqlite3_column_value(statement, index)
    }

    /// The column's storage class in this row.
    @inlinable
    public var storageClass: SQLStorageClass {
        switch sqlite3_value_type(value) {
        case SQLITE_INTEGER: return .integer
        case SQLITE_FLOAT: return .real
        case SQLITE_TEXT: return .text
        case SQLITE_BLOB: return .blob
        default: return .null
        }
    }

    /// Whether the value is `NULL`.
    @inlinable
    public var isNull: Bool { sqlite3_value_type(value) == SQLITE_NULL }

    /// The value as a 64-bit integer, as SQLite converts it (`sqlite3_column_int64`); check
    /// ``storageClass`` first when a conversion would be wrong.
    @inlinable
    public var int64: Int64 { sqlite3_value_int64(value) }

    /// The value as a double (`sqlite3_column_double`).
    @inlinable
    public var double: Double { sqlite3_value_double(value) }

    /// The value as UTF-8 text, all of its bytes (NUL characters included).
    @inlinable
    public var text: String {
        guard let bytes = sqlite3_value_text(value) else { return "" }
        let count = Int(sqlite3_value_bytes(value))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// The value's bytes (a blob's, or a text's UTF-8).
    @inlinable
    public var bytes: [UInt8] {
        withUnsafeBytes { Array($0) }
    }

    /// Lends the value's bytes without copying them; the buffer is valid only inside `body`.
    @inlinable
    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result
    {
        let start = sqlite3_value_blob(value)
        let count = Int(sqlite3_value_bytes(value))
        return try body(UnsafeRawBufferPointer(start: start, count: start == nil ? 0 : count))
    }

    /// The value as an `SQLValue` (the general, slower path).
    @inlinable
    public var sqlValue: SQLValue {
        switch storageClass {
        case .null: return .null
        case .integer: return .integer(int64)
        case .real: return .real(double)
        case .text: return .text(text)
        case .blob: return .blob(bytes)
        }
    }

    /// ``mismatch(_:)`` as a call rather than inlined text, for the throw paths of inlined reads.
    @usableFromInline
    func mismatchOutOfLine(_ type: Any.Type) -> QuarryError { mismatch(type) }

    /// A mismatch error naming the storage class found and the type wanted; the value itself stays
    /// out of the message.
    @inlinable
    public func mismatch(_ type: Any.Type) -> QuarryError {
        storageClass == .null
            ? QuarryError(.typeMismatch, "NULL cannot be read as non-optional \(type)")
            : QuarryError(.typeMismatch, "\(storageClass) value cannot be read as \(type)")
    }
}
