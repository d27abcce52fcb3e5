import CSQLite

/// The arguments of one call of a Swift SQL function, read from SQLite's `sqlite3_value`s.
///
/// The values belong to SQLite and live only for the call, so the arguments are `~Copyable` and
/// lent (`borrowing`): a function cannot keep them past its return. Copy the values it needs.
public struct FunctionArguments: ~Copyable {
    let values: UnsafeMutablePointer<OpaquePointer?>?
    /// The number of arguments.
    public let count: Int

    init(count: Int32, values: UnsafeMutablePointer<OpaquePointer?>?) {
        self.count = Int(count)
        self.values = values
    }

    /// The argument at `index` (from 0) as an `SQLValue`; an index past the end reads `NULL`.
    public subscript(_ index: Int) -> SQLValue {
        guard index >= 0, index < count, let value = values?[index] else { return .null }
        switch sqlite3_value_type(value) {
        case SQLITE_INTEGER: return .integer(sqlite3_value_int64(value))
        case SQLITE_FLOAT: return .real(sqlite3_value_double(value))
        case SQLITE_TEXT:
            let bytes = sqlite3_value_text(value)
            let length = Int(sqlite3_value_bytes(value))
            return .text(
                bytes.map { String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self) }
                    ?? "")
        case SQLITE_BLOB:
            let length = Int(sqlite3_value_bytes(value))
            guard let start = sqlite3_value_blob(value), length > 0 else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: start, count: length)))
        default: return .null
        }
    }

    /// The argument at `index` converted to `T`, or a `QuarryError` naming the mismatch.
    public func value<T: SQLValueConvertible>(at index: Int, as type: T.Type = T.self) throws(QuarryError)
        -> T
    {
        try T(sqlValue: self[index])
    }
}
