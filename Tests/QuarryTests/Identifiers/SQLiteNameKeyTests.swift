import QuarryTesting
import Testing

@_spi(Testing) @testable import Quarry

/// `SQLiteNameKey` and `isSameSQLiteName(as:)`: names as SQLite compares them, bytes with ASCII
/// letters folded and nothing else.
@Suite struct SQLiteNameKeyTests {
    @Test func asciiCaseIsFolded() {
        #expect(SQLiteNameKey("User") == SQLiteNameKey("uSER"))
        #expect(SQLiteNameKey("User").hashValue == SQLiteNameKey("uSER").hashValue)
        #expect("sqlite_master".hasSQLiteNamePrefix("SQLITE_"))
        #expect("Name".isSameSQLiteName(as: "NAME"))
    }

    @Test func nonASCIICaseIsNotFolded() {
        #expect(SQLiteNameKey("\u{E9}") != SQLiteNameKey("\u{C9}"))
        #expect(SQLiteNameKey("stra\u{DF}e") != SQLiteNameKey("STRASSE"))
        #expect(SQLiteNameKey("\u{131}nteger") != SQLiteNameKey("INTEGER"))  // dotless i
    }

    @Test func theKelvinSignIsNotK() {
        #expect(SQLiteNameKey("\u{212A}") != SQLiteNameKey("k"))
        #expect(SQLiteNameKey("\u{212A}") != SQLiteNameKey("K"))
        #expect(!"\u{212A}ey".isSameSQLiteName(as: "key"))
    }

    @Test func canonicallyEquivalentNamesAreDistinct() {
        #expect(SQLiteNameKey("\u{E9}") != SQLiteNameKey("e\u{301}"))
        let keys: Set<SQLiteNameKey> = [SQLiteNameKey("\u{E9}"), SQLiteNameKey("e\u{301}")]
        #expect(keys.count == 2)
        #expect(!"\u{E9}".hasSQLiteNamePrefix("e"))
        #expect(!"sqlite_\u{301}x".isSameSQLiteName(as: "sqlite_x"))
    }

    @Test func nonLettersAreNotFolded() {
        // `|0x20` folding would take `@` for a backquote and `[` for `{`.
        #expect(SQLiteNameKey("@") != SQLiteNameKey("`"))
        #expect(SQLiteNameKey("[") != SQLiteNameKey("{"))
    }

    @Test func equalityAgreesWithHashingOnGeneratedPairs() {
        var random = SplitMix64(seed: 27)
        let pieces = ["e", "\u{301}", "\u{E9}", "E", "\u{C9}", "K", "k", "\u{212A}", "@", "`", "_", "\u{DF}"]
        for _ in 0..<300 {
            let left = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                pieces.randomElement(using: &random)!
            }.joined()
            let right = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                pieces.randomElement(using: &random)!
            }.joined()
            let fold = { (text: String) in text.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 } }
            let same = fold(left) == fold(right)
            #expect(
                (SQLiteNameKey(left) == SQLiteNameKey(right)) == same,
                "\(Array(left.utf8)) \(Array(right.utf8))")
            #expect(left.isSameSQLiteName(as: right) == same)
            if same { #expect(SQLiteNameKey(left).hashValue == SQLiteNameKey(right).hashValue) }
        }
    }

    @Test func asciiFoldingLeavesOtherLettersAlone() {
        #expect("Stra\u{DF}e \u{C9}K\u{212A}".asciiLowercased.isByteEqual(to: "stra\u{DF}e \u{C9}k\u{212A}"))
        #expect("\u{17F}et \u{E9}".asciiUppercased.isByteEqual(to: "\u{17F}ET \u{E9}"))
    }

    @Test func keywordsFoldASCIIOnly() {
        #expect(SQLKeywords.contains("select"))
        #expect(!SQLKeywords.contains("\u{17F}et"))  // long s: Swift uppercases it to SET
        #expect(!SQLKeywords.contains("\u{131}f"))  // dotless i: Swift uppercases it to IF
    }
}
