import Quarry

/// Strings written to break SQL built by pasting text: quotes of every kind, comment openers,
/// statement separators, parameter look-alikes, NUL, Unicode look-alikes of quotes and keywords,
/// and one string of 1 MiB. Put each in every slot of a statement; the statement must still be
/// the one statement it was, and the value or name must read back byte for byte.
public enum HostileInput {
    /// SQL-specific payloads (the Big List of Naughty Strings adds general ones).
    public static let sqlPayloads: [String] = [
        "'", "''", "\"", "\"\"", "`", "``", "[", "]", "[x]", "--", "-- x", "/*", "*/", "/* x */", ";",
        "; DROP TABLE item; --", "'; DROP TABLE item; --", "\"; DROP TABLE item; --",
        "x'); DROP TABLE item; --",
        "?", "?1", "?999", ":x", "@x", "$x", "$x::y", "\0", "a\0b", "\0'; DROP TABLE item; --", "\\", "\\'",
        "%", "_", "\n", "\r\n", "\t", "\u{0B}", "\u{85}", "\u{2028}", "\u{FEFF}", "ʼ", "＇", "＂", "｀", "；",
        "‐‐", "⁄*", "ＳＥＬＥＣＴ", "ßELECT", "İ", "NULL", "null", "0", "-0", "1e999", "X'00'", "CAST(1 AS TEXT)",
        "😀", "e\u{301}", String(repeating: "'", count: 1000),
    ]

    /// One string of 1 MiB (quotes and comment openers repeated).
    public static let oneMebibyte = String(repeating: "';--/*\"", count: 1 << 20 / 7 + 1)

    /// Blob payloads: empty, invalid UTF-8, NUL bytes, a UTF-16 BOM, overlong encodings.
    public static let blobPayloads: [[UInt8]] = [
        [], [0], [0xFF], [0xFE, 0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0x27, 0x00, 0x27],
        Array("';--".utf8),
        (0...255).map { UInt8($0) },
    ]
}
