extension Int64: SQLValueConvertible {
    /// The integer itself.
    public var sqlValue: SQLValue { .integer(self) }

    /// Reads an integer; a real with no fractional part converts, anything else is an error.
    public init(sqlValue: SQLValue) throws(QuarryError) {
        switch sqlValue {
        case .integer(let value):
            self = value
        case .real(let value):
            guard let exact = Int64(exactly: value) else {
                throw QuarryError(
                    .typeMismatch, "REAL value with a fraction or out of range cannot be read as Int64")
            }
            self = exact
        default:
            throw QuarryError(.typeMismatch, "\(sqlValue.storageClassName) value cannot be read as Int64")
        }
    }
}

/// The conversion shared by every fixed-width integer type: through `Int64`, with range checks
/// both ways so that nothing wraps.
public protocol SQLFixedWidthInteger: SQLValueConvertible, FixedWidthInteger {}

extension SQLFixedWidthInteger {
    /// The integer as a 64-bit signed integer; a value above `Int64.max` is an error.
    public var sqlValue: SQLValue {
        get throws(QuarryError) {
            guard let value = Int64(exactly: self) else {
                throw QuarryError(.valueOutOfRange, "\(Self.self) value above Int64.max cannot be stored")
            }
            return .integer(value)
        }
    }

    /// Reads an integer that fits this type; one that does not is an error.
    public init(sqlValue: SQLValue) throws(QuarryError) {
        let wide = try Int64(sqlValue: sqlValue)
        guard let value = Self(exactly: wide) else {
            throw QuarryError(.valueOutOfRange, "INTEGER value does not fit in \(Self.self)")
        }
        self = value
    }
}

extension Int: SQLFixedWidthInteger {}
extension Int8: SQLFixedWidthInteger {}
extension Int16: SQLFixedWidthInteger {}
extension Int32: SQLFixedWidthInteger {}
extension UInt: SQLFixedWidthInteger {}
extension UInt8: SQLFixedWidthInteger {}
extension UInt16: SQLFixedWidthInteger {}
extension UInt32: SQLFixedWidthInteger {}
extension UInt64: SQLFixedWidthInteger {}

extension Bool: SQLValueConvertible {
    /// `1` or `0`, as SQLite stores booleans.
    public var sqlValue: SQLValue { .integer(self ? 1 : 0) }

    /// Reads a number as SQLite tests truth: zero is false, anything else true.
    public init(sqlValue: SQLValue) throws(QuarryError) {
        switch sqlValue {
        case .integer(let value): self = value != 0
        case .real(let value): self = value != 0
        default: throw QuarryError(.typeMismatch, "\(sqlValue.storageClassName) value cannot be read as Bool")
        }
    }
}

extension Double: SQLValueConvertible {
    /// The double itself.
    public var sqlValue: SQLValue { .real(self) }

    /// Reads a real or an integer.
    public init(sqlValue: SQLValue) throws(QuarryError) {
        switch sqlValue {
        case .real(let value): self = value
        case .integer(let value): self = Double(value)
        default:
            throw QuarryError(.typeMismatch, "\(sqlValue.storageClassName) value cannot be read as Double")
        }
    }
}

extension Float: SQLValueConvertible {
    /// The float widened to a double, exactly.
    public var sqlValue: SQLValue { .real(Double(self)) }

    /// Reads a real or an integer, rounded to the nearest float. A finite number beyond Float's
    /// range, or a nonzero one so small that it would round to zero, is `valueOutOfRange`: it would
    /// otherwise read as infinity or zero.
    public init(sqlValue: SQLValue) throws(QuarryError) {
        let wide = try Double(sqlValue: sqlValue)
        let narrow = Float(wide)
        if narrow.isInfinite && wide.isFinite {
            throw QuarryError(.valueOutOfRange, "the number is beyond Float's range (±3.4e38)")
        }
        if narrow == 0 && wide != 0 {
            throw QuarryError(.valueOutOfRange, "the number is too small for Float and would read as zero")
        }
        self = narrow
    }
}
