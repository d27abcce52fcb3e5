/// A Swift type read straight from a result column (`sqlite3_column_*`), without an intermediate
/// `SQLValue`: the fast path of ``Row/value(at:as:)``, single-value fetches and the `Decodable`
/// row decoder.
///
/// Every `SQLValueConvertible` type gets a conformance by declaring it (`extension Mood:
/// SQLColumnDecodable {}`): the default reads through `SQLValue`. Built-in types read directly.
public protocol SQLColumnDecodable {
    /// Reads the column, or throws a `QuarryError` of kind `typeMismatch` naming what was found.
    static func decode(from column: borrowing ColumnValue) throws(QuarryError) -> Self
}

extension SQLColumnDecodable where Self: SQLValueConvertible {
    /// Reads the column as an ``SQLValue`` and converts it.
    @inlinable
    public static func decode(from column: borrowing ColumnValue) throws(QuarryError) -> Self {
        let value = column.sqlValue
        do {
            return try Self(sqlValue: value)
        } catch {
            throw value.isNull ? column.mismatch(Self.self) : error
        }
    }
}

extension Optional: SQLColumnDecodable where Wrapped: SQLColumnDecodable {
    /// `nil` for `NULL`, otherwise the wrapped type's reading.
    @inlinable
    public static func decode(from column: borrowing ColumnValue) throws(QuarryError) -> Wrapped? {
        column.isNull ? nil : try Wrapped.decode(from: column)
    }
}

extension Int64: SQLColumnDecodable {
    /// Reads an integer, or a real with no fractional part; text, blobs and `NULL` are mismatches.
    @inlinable
    public static func decode(from column: borrowing ColumnValue) throws(QuarryError) -> Int64 {
        // The common case inline, the rest (and its error text) out of line, so that this inlines
        // into every positional read.
        if column.storageClass == .integer { return column.int64 }
        return try decodeNonInteger(from: column)
    }

    @usableFromInline
    static func decodeNonInteger(from column: borrowing ColumnValue) throws(QuarryError) -> Int64 {
        guard column.storageClass == .real, let exact = Int64(exactly: column.double) else {
            throw column.mismatch(Int64.self)
        }
        return exact
    }
}

extension SQLColumnDecodable where Self: SQLFixedWidthInteger {
    /// Reads an integer that fits this type; one that does not is an error, never a wrap.
    @inlinable
    public static func decode(from column: borrowing ColumnValue) throws(QuarryError) -> Self {
        let wide = try Int64.decode(from: column)
        guard let value = Self(exactly: wide) else {
            throw QuarryError(.valueOutOfRange, "INTEGER value does not fit in \(Self.self)")
        }
        return value
    }
}

extension Int: SQLColumnDecodable {}
extension Int8: SQLColumnDecodable {}
extension Int16: SQLColumnDecodable {}
extension Int32: SQLColumnDecodable {}
extension UInt: SQLColumnDecodable {}
extension UInt8: SQLColumnDecodable {}
extension UInt16: SQLColumnDecodable {}
extension UInt32: SQLColumnDecodable {}
extension UInt64: SQLColumnDecodable {}

extension Double: SQLColumnDecodable {
    /// Reads a real or an integer.
    @inlinable
    public static func decode(from column: borrowing ColumnValue) throws(QuarryError) -> Double {
        let storage = column.storageClass
        if storage == .real || storage == .integer { return column.double }
        throw column.mismatchOutOfLine(Double.self)
    }
}

extension Float: SQLColumnDecodable {
    /// Reads a real or an integer, rounded to the nearest float; a number a Float cannot hold is
    /// `valueOutOfRange` (see ``Float/init(sqlValue:)``).
    @inlinable
    public static func decode(from column: borrowing ColumnValue) throws(QuarryError) -> Float {
        try Float(sqlValue: .real(Double.decode(from: column)))
    }
}

extension Bool: SQLColumnDecodable {
    /// Reads a number as SQLite tests truth: zero is false, anything else true.
    @inlinable
    public static func decode(from column: borrowing ColumnValue) throws(QuarryError) -> Bool {
        switch column.storageClass {
        case .integer: return column.int64 != 0
        case .real: return column.double != 0
        default: throw column.mismatch(Bool.self)
        }
    }
}

extension String: SQLColumnDecodable {
    /// Reads text, all of its bytes; other storage classes are mismatches, not conversions.
    @inlinable
    public static func decode(from column: borrowing ColumnValue) throws(QuarryError) -> String {
        guard column.storageClass == .text else { throw column.mismatchOutOfLine(String.self) }
        return column.text
    }
}

extension Array: SQLColumnDecodable where Element == UInt8 {
    /// Reads a blob, or a text as its UTF-8 bytes.
    @inlinable
    public static func decode(from column: borrowing ColumnValue) throws(QuarryError) -> [UInt8] {
        switch column.storageClass {
        case .blob, .text: return column.bytes
        default: throw column.mismatch([UInt8].self)
        }
    }
}

extension SQLValue: SQLColumnDecodable {
    /// Reads any value, `NULL` included.
    @inlinable
    public static func decode(from column: borrowing ColumnValue) throws(QuarryError) -> SQLValue {
        column.sqlValue
    }
}
