import Foundation

/// Dates are stored as UTC text `YYYY-MM-DD HH:MM:SS.SSS` (millisecond precision), which SQLite's
/// date functions read and which sorts in time order. Reading also accepts the shorter forms
/// SQLite accepts (`YYYY-MM-DD`, `…HH:MM`, a `T` separator, `Z` or a `±HH:MM` offset) and numbers,
/// taken as seconds since 1970 (what `unixepoch()` returns).
///
/// The text has four-digit years, so a date is storable from 0000-01-01 00:00:00.000 to
/// 9999-12-31 23:59:59.999 UTC (after rounding to the millisecond). Outside that (and for NaN or
/// infinite intervals) writing throws `valueOutOfRange`, and so does reading: a date Quarry reads
/// can always be written back.
extension Date: SQLValueConvertible, SQLColumnDecodable {
    /// The date as UTC text, rounded to the millisecond; `valueOutOfRange` outside the years
    /// 0000–9999.
    public var sqlValue: SQLValue {
        get throws(QuarryError) {
            .text(
                SQLDateFormat.text(
                    millisecondsSince1970: try SQLDateFormat.milliseconds(timeIntervalSince1970)))
        }
    }

    /// Reads date text or a number of seconds since 1970.
    public init(sqlValue: SQLValue) throws(QuarryError) {
        switch sqlValue {
        case .integer(let seconds): self = try Date(readingSeconds: Double(seconds))
        case .real(let seconds): self = try Date(readingSeconds: seconds)
        case .text(let text):
            guard let seconds = SQLDateFormat.secondsSince1970(text) else {
                throw QuarryError(.typeMismatch, "text is not a date in the form YYYY-MM-DD HH:MM:SS.SSS")
            }
            self = try Date(storable: seconds)
        default:
            throw QuarryError(.typeMismatch, "\(sqlValue.storageClass) value cannot be read as Date")
        }
    }

    /// Reads date text or a number of seconds since 1970.
    public static func decode(from column: borrowing ColumnValue) throws(QuarryError) -> Date {
        switch column.storageClass {
        case .integer, .real: return try Date(readingSeconds: column.double)
        case .text: return try Date(sqlValue: .text(column.text))
        default: throw column.mismatch(Date.self)
        }
    }

    /// The date a stored number gives, read as seconds since 1970; a number outside the years
    /// 0000–9999 is most often milliseconds (ActiveSQLite's form), which `Date` alone cannot tell,
    /// so the error says how to read those. It does not quote the number (values stay out of error
    /// text).
    private init(readingSeconds seconds: Double) throws(QuarryError) {
        do {
            try self.init(storable: seconds)
        } catch {
            throw QuarryError(
                .valueOutOfRange,
                "a number read as a Date is taken as seconds since 1970 and falls outside the years 0000–9999; a column of milliseconds since 1970 reads as a Date when declared DateColumn(name, in: table, storage: .unixMilliseconds) (selected through it, or through a record field with storage: .unixMilliseconds), or selected divided by 1000.0"
            )
        }
    }

    /// The date `seconds` after 1970, when it can be stored.
    private init(storable seconds: Double) throws(QuarryError) {
        _ = try SQLDateFormat.milliseconds(seconds)
        self.init(timeIntervalSince1970: seconds)
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
