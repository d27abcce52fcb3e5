import Foundation

/// Decimals are stored as text (`"12.345"`), which keeps every digit; SQLite's arithmetic would
/// round them to doubles. `NaN` has no number to store and is refused (`valueOutOfRange`).
///
/// Reading takes the whole text as a plain decimal number (``DecimalText``) that a `Decimal` holds
/// exactly: `'12abc'`, `'NaN'` or 45 significant digits are errors, never a nearby number. An
/// integer reads exactly; a real (already rounded by SQLite) reads as its shortest decimal
/// (`0.1`, not `0.1000000000000000055…`), and one beyond `Decimal`'s range is an error.
extension Decimal: SQLValueConvertible, SQLColumnDecodable {
    /// The decimal as text, with `.` as the separator whatever the locale; NaN is an error.
    public var sqlValue: SQLValue {
        get throws(QuarryError) {
            guard !isNaN else {
                throw QuarryError(.valueOutOfRange, "Decimal NaN has no number to store")
            }
            return .text(description)
        }
    }

    /// Reads decimal text or a number.
    public init(sqlValue: SQLValue) throws(QuarryError) {
        switch sqlValue {
        case .integer(let value): self = Decimal(value)
        case .real(let value):
            // Not `Decimal(Double)`: it traps on infinities and huge values and returns NaN or
            // long binary tails for others. The shortest text is the double's decimal meaning.
            guard value.isFinite, let decimal = DecimalText.decimal(value.description) else {
                throw QuarryError(.valueOutOfRange, "the real is beyond what a Decimal holds")
            }
            self = decimal
        case .text(let text):
            guard DecimalText.isPlainNumber(text) else {
                throw QuarryError(.typeMismatch, "text is not a decimal number")
            }
            guard let decimal = DecimalText.decimal(text) else {
                throw QuarryError(
                    .valueOutOfRange,
                    "the decimal text has more digits or a larger exponent than a Decimal holds")
            }
            self = decimal
        default:
            throw QuarryError(.typeMismatch, "\(sqlValue.storageClass) value cannot be read as Decimal")
        }
    }
}
