import CLibPQ

/// Reads a value in libpq's text format as an `SQLValue`, by its column's type OID.
///
/// - `int2`, `int4`, `int8`, `oid`: integers;
/// - `float8`: reals, read from the shortest text that reads back exactly (the server's default
///   since PostgreSQL 12, and what the connection asks for with `extra_float_digits = 3`), with
///   `NaN`, `Infinity` and `-Infinity`; `float4` is read as a `Float` and widened, so a `real`
///   column's `1.1` is the float nearest 1.1, not the double;
/// - `bool`: `1` or `0`, as SQLite stores booleans, so `Bool` reads the same from both;
/// - `numeric`: an integer when it is whole and fits `Int64` (what `sum(bigint)` returns), else a
///   real when the double reads back as the same decimal (`avg` of integers), else the exact text,
///   which `Decimal` reads with every digit and `Double` or `Float` as the nearest value
///   (``PostgresNearestNumber``);
/// - `bytea`: a blob (the server's `hex` output);
/// - `timestamptz`: its UTC text without the `+00` the server appends (the session's time zone is
///   UTC), which is Quarry's `Date` storage form; it, `timestamp` and `date` must be in ISO form
///   (the pinned `DateStyle`), else the value is an error, never another date;
/// - every other type (`text`, `varchar`, `timestamp`, `uuid`, `json`, …): its text.
enum PostgresTextValue {
    static func sqlValue(_ bytes: UnsafeRawBufferPointer, type: Oid) throws(QuarryError) -> SQLValue {
        switch type {
        case PostgresTypeOID.int8, PostgresTypeOID.int4, PostgresTypeOID.int2, PostgresTypeOID.oid:
            guard let value = integer(bytes) else { throw malformed("integer", type: type) }
            return .integer(value)
        case PostgresTypeOID.float8:
            guard let value = Double(text(bytes)) else { throw malformed("float8", type: type) }
            return .real(value)
        case PostgresTypeOID.float4:
            guard let value = Float(text(bytes)) else { throw malformed("float4", type: type) }
            return .real(Double(value))
        case PostgresTypeOID.bool:
            guard bytes.count == 1 else { throw malformed("bool", type: type) }
            return .integer(bytes[0] == UInt8(ascii: "t") ? 1 : 0)
        case PostgresTypeOID.numeric:
            return numeric(text(bytes))
        case PostgresTypeOID.bytea:
            guard let blob = hexBytes(bytes) else { throw malformed("bytea", type: type) }
            return .blob(blob)
        case PostgresTypeOID.timestamptz:
            guard isISODate(bytes) else { throw notISO(type: type) }
            return .text(utcTimestamp(text(bytes)))
        case PostgresTypeOID.timestamp, PostgresTypeOID.date:
            guard isISODate(bytes) else { throw notISO(type: type) }
            return .text(text(bytes))
        default:
            return .text(text(bytes))
        }
    }

    static func text(_ bytes: UnsafeRawBufferPointer) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// A decimal integer with an optional sign; `nil` when malformed or beyond `Int64`.
    static func integer(_ bytes: UnsafeRawBufferPointer) -> Int64? {
        guard !bytes.isEmpty else { return nil }
        var index = 0
        let negative = bytes[0] == UInt8(ascii: "-")
        if negative || bytes[0] == UInt8(ascii: "+") { index = 1 }
        guard index < bytes.count else { return nil }
        // Accumulated negatively so that Int64.min fits.
        var value: Int64 = 0
        while index < bytes.count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = times10.subtractingReportingOverflow(Int64(digit))
            guard !overflow1, !overflow2 else { return nil }
            value = next
            index += 1
        }
        if negative { return value }
        return value == .min ? nil : -value
    }

    /// A `numeric`'s text as the value that keeps it exactly (see the type's comment).
    static func numeric(_ text: String) -> SQLValue {
        if let integer = Int64(text) { return .integer(integer) }
        if text == "NaN" { return .real(.nan) }
        if text == "Infinity" { return .real(.infinity) }
        if text == "-Infinity" { return .real(-.infinity) }
        if let dot = text.firstIndex(of: ".") {
            var trimmed = Substring(text)
            while trimmed.last == "0" { trimmed.removeLast() }
            if trimmed.last == "." {
                trimmed.removeLast()
                if let integer = Int64(trimmed) { return .integer(integer) }
            }
            if trimmed.endIndex > dot, let real = Double(trimmed), real.isFinite, real.description == trimmed
            {
                return .real(real)
            }
        }
        return .text(text)
    }

    /// `2024-02-29 12:34:56.789+00` as `2024-02-29 12:34:56.789`; other offsets are kept.
    static func utcTimestamp(_ text: String) -> String {
        text.hasSuffix("+00") ? String(text.dropLast(3)) : text
    }

    /// Whether a date or timestamp is in ISO form (`2024-02-29…`, a year of four or more digits
    /// and a dash), or `infinity`/`-infinity`: `DateStyle` SQL, Postgres or German would write
    /// `29/02/2024`, which must never be read as some other date.
    static func isISODate(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let text = PostgresTextValue.text(bytes)
        if text.isByteEqual(to: "infinity") || text.isByteEqual(to: "-infinity") { return true }
        var digits = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else {
                return digits >= 4 && byte == UInt8(ascii: "-")
            }
            digits += 1
        }
        return false
    }

    private static func notISO(type: Oid) -> QuarryError {
        QuarryError(
            .typeMismatch,
            "the server sent a date or timestamp (type OID \(type)) that is not in ISO form; the session's DateStyle must be ISO"
        )
    }

    /// The bytes of `\x…` hex text; `nil` when malformed.
    static func hexBytes(_ bytes: UnsafeRawBufferPointer) -> [UInt8]? {
        guard bytes.count >= 2, bytes[0] == UInt8(ascii: "\\"), bytes[1] == UInt8(ascii: "x"),
            bytes.count % 2 == 0
        else { return nil }
        var result = [UInt8]()
        result.reserveCapacity((bytes.count - 2) / 2)
        var index = 2
        while index < bytes.count {
            guard let high = nibble(bytes[index]), let low = nibble(bytes[index + 1]) else { return nil }
            result.append(high << 4 | low)
            index += 2
        }
        return result
    }

    private static func nibble(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private static func malformed(_ what: String, type: Oid) -> QuarryError {
        QuarryError(
            .typeMismatch, "the server sent a \(what) value (type OID \(type)) that does not read as one")
    }
}
