/// Writes values as SQL literals that SQLite reads back to the same value: strings in single quotes
/// with `'` doubled, blobs as `X'…'`, doubles with enough digits to round-trip.
enum SQLLiteral {
    static func write(_ value: SQLValue, to sql: inout String) {
        switch value {
        case .null: sql += "NULL"
        case .integer(let integer): sql += String(integer)
        case .real(let real): write(real, to: &sql)
        case .text(let text): write(text, to: &sql)
        case .blob(let bytes): write(bytes, to: &sql)
        }
    }

    /// Whether the literal starts with a minus sign, which matters after a unary minus (`- -1`
    /// must not become the comment `--1`).
    static func isNegative(_ value: SQLValue) -> Bool {
        switch value {
        case .integer(let integer): return integer < 0
        case .real(let real): return real.sign == .minus && !real.isNaN
        default: return false
        }
    }

    private static func write(_ real: Double, to sql: inout String) {
        if real.isNaN {
            // SQLite stores a bound NaN as NULL; the literal must say the same.
            sql += "NULL"
        } else if real.isInfinite {
            sql += real < 0 ? "-9e999" : "9e999"
        } else {
            SQLRealLiteral.write(real, to: &sql)
        }
    }

    private static func write(_ text: String, to sql: inout String) {
        if text.utf8.contains(0) {
            // SQLite's tokenizer stops at a NUL byte, so such text travels as bytes. The unary `+`
            // takes away the TEXT affinity that a CAST carries and a bound text does not; it binds
            // tighter than any operator, so the literal still stands as one term.
            sql += "+CAST("
            write(Array(text.utf8), to: &sql)
            sql += " AS TEXT)"
            return
        }
        sql.append("'")
        for character in text.unicodeScalars {
            if character == "'" { sql.append("''") } else { sql.unicodeScalars.append(character) }
        }
        sql.append("'")
    }

    private static let hexDigits = Array("0123456789ABCDEF".unicodeScalars)

    private static func write(_ bytes: [UInt8], to sql: inout String) {
        sql += "X'"
        appendHex(bytes, to: &sql, digits: hexDigits)
        sql += "'"
    }

    /// Appends two hex digits per byte, from `digits` (the sixteen in order): the body of a blob
    /// literal in every dialect.
    static func appendHex(_ bytes: [UInt8], to sql: inout String, digits: [Unicode.Scalar]) {
        sql.unicodeScalars.reserveCapacity(sql.unicodeScalars.count + bytes.count * 2 + 10)
        for byte in bytes {
            sql.unicodeScalars.append(digits[Int(byte >> 4)])
            sql.unicodeScalars.append(digits[Int(byte & 0x0F)])
        }
    }
}
