/// The text form Quarry stores dates in: `YYYY-MM-DD HH:MM:SS.SSS`, in UTC, which SQLite's date
/// and time functions read (`date()`, `strftime()`, `julianday()`) and which sorts as text in time
/// order. Written and parsed by hand: no formatter, no locale, no time zone database.
enum SQLDateFormat {
    /// 0000-01-01 00:00:00.000 and 9999-12-31 23:59:59.999 UTC: the moments the four-digit years
    /// of the text (and of SQLite's date functions) can hold.
    static let earliestMilliseconds: Int64 = -62_167_219_200_000
    static let latestMilliseconds: Int64 = 253_402_300_799_999

    /// The millisecond a moment `seconds` after 1970 is stored as; `valueOutOfRange` when it is not
    /// a number or falls outside the years 0000–9999, which the text cannot hold.
    static func milliseconds(_ seconds: Double) throws(QuarryError) -> Int64 {
        let milliseconds = (seconds * 1000).rounded()
        // Compared as doubles first, so that NaN, infinities and huge values never reach `Int64(_:)`.
        guard milliseconds >= Double(earliestMilliseconds), milliseconds <= Double(latestMilliseconds) else {
            throw QuarryError(
                .valueOutOfRange,
                "a Date outside the years 0000–9999 (or not a number) cannot be stored: the date text has four-digit years"
            )
        }
        return Int64(milliseconds)
    }

    /// The text for a moment given in milliseconds since 1970-01-01 00:00:00 UTC, within the years
    /// 0000–9999 (see ``milliseconds(_:)``).
    static func text(millisecondsSince1970 total: Int64) -> String {
        let (days, milliseconds) = floorDivision(total, 86_400_000)
        let (year, month, day) = civilDate(daysSince1970: days)
        let seconds = milliseconds / 1000
        var text = ""
        text.reserveCapacity(23)
        append(year, width: 4, to: &text)
        text += "-"
        append(month, width: 2, to: &text)
        text += "-"
        append(day, width: 2, to: &text)
        text += " "
        append(seconds / 3600, width: 2, to: &text)
        text += ":"
        append(seconds / 60 % 60, width: 2, to: &text)
        text += ":"
        append(seconds % 60, width: 2, to: &text)
        text += "."
        append(milliseconds % 1000, width: 3, to: &text)
        return text
    }

    /// Seconds since 1970 for `YYYY-MM-DD`, optionally followed by `[ T]HH:MM[:SS[.fraction]]` and
    /// `Z` or `±HH:MM`, as SQLite's date functions accept; `nil` for anything else.
    static func secondsSince1970(_ text: String) -> Double? {
        var scanner = DigitScanner(Array(text.utf8))
        guard let year = scanner.number(digits: 4), scanner.skip("-"), let month = scanner.number(digits: 2),
            scanner.skip("-"), let day = scanner.number(digits: 2), (1...12).contains(month),
            (1...31).contains(day)
        else { return nil }
        var seconds = Double(daysSince1970(year: year, month: month, day: day)) * 86_400
        if scanner.skip(" ") || scanner.skip("T") {
            guard let hour = scanner.number(digits: 2), scanner.skip(":"),
                let minute = scanner.number(digits: 2),
                hour < 24, minute < 60
            else { return nil }
            seconds += Double(hour * 3600 + minute * 60)
            if scanner.skip(":") {
                guard let second = scanner.number(digits: 2), second < 60 else { return nil }
                seconds += Double(second)
                if scanner.skip(".") {
                    guard let fraction = scanner.fraction() else { return nil }
                    seconds += fraction
                }
            }
        }
        if scanner.skip("Z") || scanner.isAtEnd {
            return scanner.isAtEnd ? seconds : nil
        }
        let sign: Double = scanner.skip("+") ? -1 : (scanner.skip("-") ? 1 : 0)
        guard sign != 0, let hours = scanner.number(digits: 2), scanner.skip(":"),
            let minutes = scanner.number(digits: 2), scanner.isAtEnd
        else { return nil }
        return seconds + sign * Double(hours * 3600 + minutes * 60)
    }

    private static func append(_ value: Int64, width: Int, to text: inout String) {
        let digits = String(value)
        if digits.count < width { text += String(repeating: "0", count: width - digits.count) }
        text += digits
    }

    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
        let quotient = value / divisor
        let remainder = value % divisor
        return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
    }

    // Howard Hinnant's days-from-civil and civil-from-days algorithms (proleptic Gregorian).
    private static func daysSince1970(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func civilDate(daysSince1970 days: Int64) -> (Int64, Int64, Int64) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

/// Reads fixed-width digit groups and separators from ASCII bytes.
private struct DigitScanner {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { position == bytes.count }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
        position += 1
        return true
    }

    mutating func number(digits: Int) -> Int64? {
        guard position + digits <= bytes.count else { return nil }
        var value: Int64 = 0
        for byte in bytes[position..<position + digits] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int64(byte - UInt8(ascii: "0"))
        }
        position += digits
        return value
    }

    mutating func fraction() -> Double? {
        var value = 0.0
        var scale = 0.1
        let start = position
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
            value += Double(bytes[position] - UInt8(ascii: "0")) * scale
            scale /= 10
            position += 1
        }
        return position > start ? value : nil
    }
}
