/// Writes a finite double as SQL text that SQLite reads back to exactly the same bits.
///
/// SQLite's text-to-double conversion is not correctly rounded (3.40 computes in `long double` and
/// rounds twice): about one shortest round-trip decimal in 6,000 reads back one unit off (`1.734819`
/// among them), and most below 1e-300 do. So a decimal is written only when it is the double's
/// exact value with few digits (`1.5`, `0.375`, `12.0`), where SQLite's arithmetic is exact.
/// Otherwise, when the shortest round-trip decimal has at most 15 significant digits and at most 18
/// fraction digits, it is written as a quotient of two exact doubles, `(1734819.0 / 1000000)`:
/// IEEE division rounds correctly, so the quotient is the double the decimal names. `0.1` becomes
/// `(1.0 / 10)`. Anything else is written as its exact binary fraction, `(m.0 / 2^k)` or
/// `(m.0 * 2^k)`, whose operations are exact in IEEE arithmetic.
enum SQLRealLiteral {
    static func write(_ real: Double, to sql: inout String) {
        if real == 0 {
            sql += real.sign == .minus ? "-0.0" : "0.0"
            return
        }
        let (significand, exponent) = decompose(real.magnitude)
        let sign = real.sign == .minus ? "-" : ""
        if exponent >= 0 {
            if exponent <= 62 - (64 - significand.leadingZeroBitCount) {
                // An integer below 2^62: every digit is significant to SQLite, so it reads exactly.
                sql += sign + String(significand << UInt64(exponent)) + ".0"
            } else {
                writeScaled(sign, significand, by: exponent, operator: " * ", to: &sql)
            }
            return
        }
        let fractionDigits = -exponent
        if let digits = exactDecimalDigits(significand, fractionDigits: fractionDigits) {
            sql += sign + digits
        } else if let (digits, scale) = shortDecimal(real.magnitude) {
            sql += "(" + sign + String(digits) + ".0 / " + String(scale) + ")"
        } else {
            writeScaled(sign, significand, by: fractionDigits, operator: " / ", to: &sql)
        }
    }

    /// The odd integer `m` and exponent `e` with `value == m * 2^e`.
    private static func decompose(_ value: Double) -> (UInt64, Int) {
        let biased = Int(value.exponentBitPattern)
        var significand = value.significandBitPattern
        var exponent: Int
        if biased == 0 {
            exponent = -1074
        } else {
            significand |= 1 << 52
            exponent = biased - 1075
        }
        let zeros = significand.trailingZeroBitCount
        return (significand >> UInt64(zeros), exponent + zeros)
    }

    /// The shortest round-trip decimal of `value` as `digits / scale`, when `digits` is below 10^15
    /// and `scale` a power of ten up to 10^18: both are then exact doubles (10^18 is 2^18 * 5^18, and
    /// 5^18 < 2^53), so SQLite's division yields the double itself.
    private static func shortDecimal(_ value: Double) -> (UInt64, UInt64)? {
        let text = value.description
        let parts = text.split(separator: "e", maxSplits: 1)
        var exponent = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
        var digits: UInt64 = 0
        var seenPoint = false
        for character in parts[0].utf8 {
            if character == UInt8(ascii: ".") {
                seenPoint = true
                continue
            }
            guard character >= UInt8(ascii: "0"), character <= UInt8(ascii: "9") else { return nil }
            digits = digits * 10 + UInt64(character - UInt8(ascii: "0"))
            guard digits < 1_000_000_000_000_000 else { return nil }
            if seenPoint { exponent -= 1 }
        }
        while exponent < 0, digits % 10 == 0, digits > 0 {
            digits /= 10
            exponent += 1
        }
        guard digits < 1_000_000_000_000_000, exponent < 0, exponent >= -18 else { return nil }
        var scale: UInt64 = 1
        for _ in 0..<(-exponent) { scale *= 10 }
        return (digits, scale)
    }

    /// `m / 2^k` as an exact decimal, when its digits (`m * 5^k`) stay below 10^17 and `k` is at
    /// most 22 (so that SQLite's `digits / 10^k` has exact operands and an exact quotient).
    private static func exactDecimalDigits(_ significand: UInt64, fractionDigits: Int) -> String? {
        guard fractionDigits <= 22 else { return nil }
        var digits = significand
        for _ in 0..<fractionDigits {
            let (product, overflow) = digits.multipliedReportingOverflow(by: 5)
            if overflow || product >= 100_000_000_000_000_000 { return nil }
            digits = product
        }
        var text = String(digits)
        if text.count <= fractionDigits {
            text = String(repeating: "0", count: fractionDigits - text.count + 1) + text
        }
        text.insert(".", at: text.index(text.endIndex, offsetBy: -fractionDigits))
        return text
    }

    /// `(m.0 op 2^62 op … op 2^r)`: each step is an exact scaling by a power of two.
    private static func writeScaled(
        _ sign: String, _ significand: UInt64, by power: Int, operator op: String, to sql: inout String
    ) {
        sql += "(" + sign + String(significand) + ".0"
        var remaining = power
        while remaining > 0 {
            let step = min(remaining, 62)
            sql += op + String(UInt64(1) << UInt64(step))
            remaining -= step
        }
        sql += ")"
    }
}
