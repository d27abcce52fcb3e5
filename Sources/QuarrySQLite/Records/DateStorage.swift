import Foundation

/// The three forms a date field can take, with both directions of the conversion.
enum DateStorage: Sendable, Hashable {
    case text
    case unixSeconds
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

    /// The value a date is stored as.
    func sqlValue(_ date: Date) -> SQLValue {
        switch self {
        case .text: return date.sqlValue
        case .unixSeconds: return .real(date.timeIntervalSince1970)
        case .unixMilliseconds: return .integer(Int64((date.timeIntervalSince1970 * 1000).rounded()))
        }
    }

    /// Reads a stored date: numbers in this storage's unit (seconds for text storage, which is how
    /// FMDB-era rows read), text as date text.
    func date(from column: ColumnValue) throws(QuarryError) -> Date {
        switch column.storageClass {
        case .integer, .real: return date(fromNumber: column.double)
        case .text: return try Date(sqlValue: .text(column.text))
        default: throw column.mismatch(Date.self)
        }
    }

    /// Reads a stored date from a value.
    func date(from value: SQLValue) throws(QuarryError) -> Date {
        switch value {
        case .integer(let number): return date(fromNumber: Double(number))
        case .real(let number): return date(fromNumber: number)
        default: return try Date(sqlValue: value)
        }
    }

    private func date(fromNumber number: Double) -> Date {
        Date(timeIntervalSince1970: self == .unixMilliseconds ? number / 1000 : number)
    }
}
