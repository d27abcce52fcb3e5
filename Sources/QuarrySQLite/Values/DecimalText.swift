import Foundation

/// The text form decimals are read from: a plain number `[+-]digits[.digits][(e|E)[+-]digits]`
/// (or `[+-].digits…`), taken whole, and accepted only when a `Decimal` holds exactly the number
/// it names. `Decimal(string:)` alone reads a prefix (`'12abc'` is 12) and rounds digits it
/// cannot hold.
enum DecimalText {
    /// A number as its significant digits (no leading or trailing zeros) times a power of ten;
    /// zero has no digits.
    struct Normalized: Equatable {
        var isNegative: Bool
        var digits: [UInt8]
        var exponent: Int
    }

    /// Whether `text` is a plain decimal number, all of it.
    static func isPlainNumber(_ text: String) -> Bool { normalized(text) != nil }

    /// The `Decimal` that `text` names, when `text` is a plain number that a `Decimal` holds
    /// exactly.
    static func decimal(_ text: String) -> Decimal? {
        guard let wanted = normalized(text),
            let decimal = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), !decimal.isNaN,
            normalized(decimal.description) == wanted
        else { return nil }
        return decimal
    }

    /// The digits and exponent of a plain number, or `nil` when `text` is anything else.
    static func normalized(_ text: String) -> Normalized? {
        let bytes = Array(text.utf8)
        var position = 0
        func isDigit(_ index: Int) -> Bool {
            index < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
        }
        var isNegative = false
        if position < bytes.count,
            bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+")
        {
            isNegative = bytes[position] == UInt8(ascii: "-")
            position += 1
        }
        var digits: [UInt8] = []
        var fractionDigits = 0
        var sawDigit = false
        while isDigit(position) {
            digits.append(bytes[position] - UInt8(ascii: "0"))
            sawDigit = true
            position += 1
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            while isDigit(position) {
                digits.append(bytes[position] - UInt8(ascii: "0"))
                fractionDigits += 1
                sawDigit = true
                position += 1
            }
        }
        guard sawDigit else { return nil }
        var exponent = 0
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            var exponentIsNegative = false
            if position < bytes.count,
                bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+")
            {
                exponentIsNegative = bytes[position] == UInt8(ascii: "-")
                position += 1
            }
            guard isDigit(position) else { return nil }
            while isDigit(position) {
                // Capped: an exponent this large is outside any Decimal, and the cap keeps the
                // arithmetic from overflowing.
                exponent = min(exponent * 10 + Int(bytes[position] - UInt8(ascii: "0")), 1_000_000)
                position += 1
            }
            if exponentIsNegative { exponent = -exponent }
        }
        guard position == bytes.count else { return nil }
        exponent -= fractionDigits
        let leadingZeros = digits.prefix { $0 == 0 }.count
        digits.removeFirst(leadingZeros)
        while digits.last == 0 {
            digits.removeLast()
            exponent += 1
        }
        if digits.isEmpty { return Normalized(isNegative: false, digits: [], exponent: 0) }
        return Normalized(isNegative: isNegative, digits: digits, exponent: exponent)
    }
}
