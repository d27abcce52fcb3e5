/// A name as SQLite compares names of tables, columns, indexes, triggers and views: byte for byte,
/// with ASCII letters folded to one case and nothing else folded.
///
/// `"é"` and `"É"` are two columns to SQLite, and so are `"é"` (U+00E9) and `"e\u{301}"`, while
/// `"User"` and `"USER"` are one table. Swift's `lowercased()` folds non-ASCII letters and its
/// `==` folds canonical equivalents, so neither decides whether two names are one. Sets and
/// dictionaries of names key on `SQLiteNameKey`; single comparisons use
/// ``Swift/StringProtocol/isSameSQLiteName(as:)``.
package struct SQLiteNameKey: Hashable, Sendable, CustomStringConvertible {
    /// The name as it was given (not folded).
    package let name: String

    package init(_ name: String) { self.name = name }

    package var description: String { name }

    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.name.isSameSQLiteName(as: rhs.name) }

    package func hash(into hasher: inout Hasher) {
        var count = 0
        for byte in name.utf8 {
            hasher.combine(foldingASCIICase(byte))
            count += 1
        }
        hasher.combine(count)
    }
}

extension StringProtocol {
    /// Whether SQLite takes both as the same name: the same bytes once ASCII letters are folded.
    package func isSameSQLiteName(as other: some StringProtocol) -> Bool {
        let left = utf8
        let right = other.utf8
        guard left.count == right.count else { return false }
        return zip(left, right).allSatisfy { foldingASCIICase($0) == foldingASCIICase($1) }
    }

    /// Whether the name starts with `prefix` under SQLite's rule (ASCII case folded only), as
    /// `sqlite_` names SQLite's internal objects.
    package func hasSQLiteNamePrefix(_ prefix: some StringProtocol) -> Bool {
        let left = utf8
        let right = prefix.utf8
        guard left.count >= right.count else { return false }
        return zip(left, right).allSatisfy { foldingASCIICase($0) == foldingASCIICase($1) }
    }
}

extension StringProtocol {
    /// The text with its ASCII letters lowercased and nothing else changed, as SQLite and
    /// PostgreSQL fold names and keywords (Swift's `lowercased()` also folds `"É"`, and turns the
    /// Kelvin sign `"\u{212A}"` into `"k"`).
    package var asciiLowercased: String {
        String(decoding: utf8.map { $0 &- UInt8(ascii: "A") < 26 ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// The text with its ASCII letters uppercased and nothing else changed (Swift's
    /// `uppercased()` turns `"ß"` into `"SS"` and the long s `"ſ"` into `"S"`).
    package var asciiUppercased: String {
        String(decoding: utf8.map { $0 &- UInt8(ascii: "a") < 26 ? $0 & 0xDF : $0 }, as: UTF8.self)
    }
}

@inline(__always)
private func foldingASCIICase(_ byte: UInt8) -> UInt8 {
    byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
}
