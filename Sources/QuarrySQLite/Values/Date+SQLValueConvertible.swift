import Foundation

/// Dates are stored as UTC text `YYYY-MM-DD HH:MM:SS.SSS` (millisecond precision), which SQLite's
/// date functions read and which sorts in time order. Reading also accepts the shorter forms
/// SQLite accepts (`YYYY-MM-DD`, `…HH:MM`, a `T` separator, `Z` or a `±HH:MM` offset) and numbers,
/// taken as seconds since 1970 (what `unixepoch()` returns).
extension Date: SQLValueConvertible, SQLColumnDecodable {
    /// The date as UTC text, rounded to the millisecond.
    public var sqlValue: SQLValue {
        .text(SQLDateFormat.text(millisecondsSince1970: Int64((timeIntervalSince1970 * 1000).rounded())))
    }

    /// Reads date text or a number of seconds since 1970.
    public init(sqlValue: SQLValue) throws(QuarryError) {
        switch sqlValue {
        case .integer(let seconds): self = Date(timeIntervalSince1970: Double(seconds))
        case .real(let seconds): self = Date(timeIntervalSince1970: seconds)
        case .text(let text):
            guard let seconds = SQLDateFormat.secondsSince1970(text) else {
                throw QuarryError(.typeMismatch, "text is not a date in the form YYYY-MM-DD HH:MM:SS.SSS")
            }
            self = Date(timeIntervalSince1970: seconds)
        default:
            throw QuarryError(.typeMismatch, "\(sqlValue.storageClass) value cannot be read as Date")
        }
    }

    /// Reads date text or a number of seconds since 1970.
    public static func decode(from column: borrowing ColumnValue) throws(QuarryError) -> Date {
        switch column.storageClass {
        case .integer, .real: return Date(timeIntervalSince1970: column.double)
        case .text: return try Date(sqlValue: .text(column.text))
        default: throw column.mismatch(Date.self)
        }
    }
}

extension SQLValue {
    /// The storage class of the value.
    var storageClass: SQLStorageClass {
        switch self {
        case .null: return .null
        case .integer: return .integer
        case .real: return .real
        case .text: return .text
        case .blob: return .blob
        }
    }
}
