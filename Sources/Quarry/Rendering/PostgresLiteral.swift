/// Writes values as literals that PostgreSQL reads back to the same value, with
/// `standard_conforming_strings` on (its default since 9.1): text in single quotes with `'`
/// doubled, blobs as `'\x…'::bytea`, doubles as their shortest round-trip decimal typed
/// `float8` (PostgreSQL's `strtod` rounds correctly, and an untyped decimal would be `numeric`),
/// NaN and the infinities by name.
enum PostgresLiteral {
    /// Writes the literal, or returns the problem when PostgreSQL cannot hold the value (text with
    /// a NUL character); nothing is written then.
    static func write(_ value: SQLValue, to sql: inout String) -> QuarryError? {
        switch value {
        case .null: sql += "NULL"
        // Int64.min is read as bigint too: PostgreSQL folds the minus into the constant.
        case .integer(let integer): sql += String(integer)
        case .real(let real): write(real, to: &sql)
        case .text(let text):
            if let problem = problem(with: text) { return problem }
            sql.append("'")
            for character in text.unicodeScalars {
                if character == "'" { sql.append("''") } else { sql.unicodeScalars.append(character) }
            }
            sql.append("'")
        case .blob(let bytes): write(bytes, to: &sql)
        }
        return nil
    }

    /// The error for text PostgreSQL cannot hold: its text types refuse the NUL character, and
    /// cutting the text there would lose data.
    static func problem(with text: String) -> QuarryError? {
        guard text.utf8.contains(0) else { return nil }
        return QuarryError(
            .unsupportedInDialect,
            "text containing a NUL character (U+0000) cannot be stored in PostgreSQL, whose text types refuse it; store it as [UInt8] (bytea)"
        )
    }

    private static func write(_ real: Double, to sql: inout String) {
        if real.isNaN {
            sql += "'NaN'::float8"
        } else if real.isInfinite {
            sql += real < 0 ? "'-Infinity'::float8" : "'Infinity'::float8"
        } else {
            // Swift's description is the shortest decimal that reads back to the same bits;
            // `-0.0` keeps its sign through float8's negation.
            sql += real.description + "::float8"
        }
    }

    private static let hexDigits = Array("0123456789abcdef".unicodeScalars)

    private static func write(_ bytes: [UInt8], to sql: inout String) {
        sql += "'\\x"
        SQLLiteral.appendHex(bytes, to: &sql, digits: hexDigits)
        sql += "'::bytea"
    }
}
