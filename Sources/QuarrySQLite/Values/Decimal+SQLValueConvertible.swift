import Foundation

/// Decimals are stored as text (`"12.345"`), which keeps every digit; SQLite's arithmetic would
/// round them to doubles. Reading also accepts integers and reals (a real is already rounded).
extension Decimal: SQLValueConvertible, SQLColumnDecodable {
    /// The decimal as text, with `.` as the separator whatever the locale.
    public var sqlValue: SQLValue { .text(description) }

    /// Reads decimal text or a number.
    public init(sqlValue: SQLValue) throws(QuarryError) {
        switch sqlValue {
        case .integer(let value): self = Decimal(value)
        case .real(let value): self = Decimal(value)
        case .text(let text):
            guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
                throw QuarryError(.typeMismatch, "text is not a decimal number")
            }
            self = value
        default:
            throw QuarryError(.typeMismatch, "\(sqlValue.storageClass) value cannot be read as Decimal")
        }
    }
}
