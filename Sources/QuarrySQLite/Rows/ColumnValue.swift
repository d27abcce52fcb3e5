import CSQLite

/// One column of the current row, read straight from `sqlite3_column_*` without building an
/// ``SQLValue``: the fast path that ``SQLColumnDecodable`` conformances use.
public struct ColumnValue {
    @usableFromInline let statement: OpaquePointer
    @usableFromInline let index: Int32

    @inlinable
    init(statement: OpaquePointer, index: Int32) {
        self.statement = statement
        self.index = index
    }

    /// The column's storage class in this row.
    @inlinable
    public var storageClass: SQLStorageClass {
        switch sqlite3_column_type(statement, index) {
        case SQLITE_INTEGER: return .integer
        case SQLITE_FLOAT: return .real
        case SQLITE_TEXT: return .text
        case SQLITE_BLOB: return .blob
        default: return .null
        }
    }

    /// Whether the value is `NULL`.
    @inlinable
    public var isNull: Bool { sqlite3_column_type(statement, index) == SQLITE_NULL }

    /// The value as a 64-bit integer, as SQLite converts it (`sqlite3_column_int64`); check
    /// ``storageClass`` first when a conversion would be wrong.
    @inlinable
    public var int64: Int64 { sqlite3_column_int64(statement, index) }

    /// The value as a double (`sqlite3_column_double`).
    @inlinable
    public var double: Double { sqlite3_column_double(statement, index) }

    /// The value as UTF-8 text, all of its bytes (NUL characters included).
    @inlinable
    public var text: String {
        guard let bytes = sqlite3_column_text(statement, index) else { return "" }
        let count = Int(sqlite3_column_bytes(statement, index))
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
        let start = sqlite3_column_blob(statement, index)
        let count = Int(sqlite3_column_bytes(statement, index))
        return try body(UnsafeRawBufferPointer(start: start, count: start == nil ? 0 : count))
    }

    /// The value as an ``SQLValue`` (the general, slower path).
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

    /// A mismatch error naming the storage class found and the type wanted; the value itself stays
    /// out of the message.
    @inlinable
    public func mismatch(_ type: Any.Type) -> QuarryError {
        storageClass == .null
            ? QuarryError(.typeMismatch, "NULL cannot be read as non-optional \(type)")
            : QuarryError(.typeMismatch, "\(storageClass) value cannot be read as \(type)")
    }
}
