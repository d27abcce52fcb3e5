import Foundation

/// How a date column stores its dates: what a ``DateColumn`` binds the dates it is compared with,
/// and what a record field's ``FieldStorage`` date cases name.
///
/// SQLite orders every number before every text, so a date bound in another form than the
/// column's values compares wrongly without an error: an FMDB file holds REAL unix seconds, and
/// `datePublished > '2024-…'` matches no row there. Declaring the storage once on the column
/// makes every comparison bind the column's form.
public enum DateStorage: Sendable, Hashable {
    /// UTC text `YYYY-MM-DD HH:MM:SS.SSS` (Quarry's default and GRDB's; ``FieldStorage/dateText``).
    case text
    /// Seconds since 1970 as a REAL (FMDB's `NSDate` form, and WCDB's).
    case unixSeconds
    /// Whole milliseconds since 1970 as an INTEGER (ActiveSQLite's form).
    case unixMilliseconds

    /// The date form a field storage names, or `nil` for storages that are not about dates.
    init?(_ storage: FieldStorage) {
        switch storage {
        case .automatic, .dateText: self = .text
        case .unixSeconds: self = .unixSeconds
        case .unixMilliseconds: self = .unixMilliseconds
        case .json: return nil
        }
    }

    /// The column type a table created from the definition declares.
    var sqlType: SQLTypeName {
        switch self {
        case .text: return .text
        case .unixSeconds: return .real
        case .unixMilliseconds: return .integer
        }
    }

    /// The value a date is stored as; `valueOutOfRange` outside the years 0000–9999 (or for a
    /// date that is not a number) in every storage, so that each storage holds the dates the others
    /// do and `Int64(_:)` never sees a double it cannot hold.
    func sqlValue(_ date: Date) throws(QuarryError) -> SQLValue {
        let milliseconds = try SQLDateFormat.milliseconds(date.timeIntervalSince1970)
        switch self {
        case .text: return try date.sqlValue
        case .unixSeconds: return .real(date.timeIntervalSince1970)
        case .unixMilliseconds: return .integer(milliseconds)
        }
    }

    /// The date a column of this storage gives back for `date`: text and milliseconds keep whole
    /// milliseconds, and seconds keep the REAL `timeIntervalSince1970`, which `Date` (counting from
    /// 2001) does not always hold exactly. A record read back equals the record written once its
    /// dates are these; Quarry does not round the record in memory on write, because most writes
    /// take the record by value and a rounded copy would differ from the caller's anyway.
    /// `valueOutOfRange` for a date no storage can hold.
    public func readBack(_ date: Date) throws(QuarryError) -> Date {
        try self.date(from: try sqlValue(date))
    }

    /// A date as this storage holds it, bound as one argument; a date it cannot hold becomes an
    /// error the statement reports when rendered.
    func expression(_ date: Date) -> SQLExpression<SQLValue> {
        do {
            return SQLExpression(value: try sqlValue(date))
        } catch {
            return SQLExpression(node: .invalid(error))
        }
    }

    /// The form `Date` reads an expression of this storage in, when it is not the stored one:
    /// milliseconds divided by 1000.0 (the double division a record's field does when it reads
    /// them, so both give the same date). Text and seconds are what `Date` reads: `nil`.
    func readableForm(of node: ExpressionNode) -> ExpressionNode? {
        guard self == .unixMilliseconds else { return nil }
        return .binary(.divide, node, .fragment("1000.0"))
    }

    /// Reads a stored date: numbers in this storage's unit (seconds for text storage, which is how
    /// FMDB-era rows read), text as date text.
    func date(from column: borrowing ColumnValue) throws(QuarryError) -> Date {
        switch column.storageClass {
        case .integer, .real: return try date(fromNumber: column.double)
        case .text: return try Date(sqlValue: .text(column.text))
        default: throw column.mismatch(Date.self)
        }
    }

    /// Reads a stored date from a value.
    func date(from value: SQLValue) throws(QuarryError) -> Date {
        switch value {
        case .integer(let number): return try date(fromNumber: Double(number))
        case .real(let number): return try date(fromNumber: number)
        default: return try Date(sqlValue: value)
        }
    }

    /// A stored number as a date, refused outside the range every storage can write back.
    private func date(fromNumber number: Double) throws(QuarryError) -> Date {
        let seconds = self == .unixMilliseconds ? number / 1000 : number
        do {
            _ = try SQLDateFormat.milliseconds(seconds)
        } catch {
            throw numberOutOfRange(number)
        }
        return Date(timeIntervalSince1970: seconds)
    }

    /// The error for a stored number that is no date this storage reads: it speaks of the number
    /// and its unit (the column holds numbers, not date text), and names the storage whose unit
    /// would put it within the years 0000–9999; the number itself stays out of the text.
    private func numberOutOfRange(_ number: Double) -> QuarryError {
        let unit = self == .unixMilliseconds ? "milliseconds" : "seconds"
        let advice: String
        switch self {
        case .unixMilliseconds:
            advice = "it is not a date in milliseconds since 1970"
        case .text, .unixSeconds:
            let asMilliseconds = (try? SQLDateFormat.milliseconds(number / 1000)) != nil
            advice =
                asMilliseconds
                ? "as milliseconds it is a date: declare the field or DateColumn with storage: .unixMilliseconds"
                : "it is not a date in seconds or milliseconds since 1970"
        }
        return QuarryError(
            .valueOutOfRange,
            "a stored number read as \(unit) since 1970 falls outside the years 0000–9999 that a Date column holds; \(advice)"
        )
    }
}
