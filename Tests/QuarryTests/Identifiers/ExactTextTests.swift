import QuarryTesting
import Testing

@testable import Quarry

/// `ExactText` and `isByteEqual(to:)`: text compared and hashed by its UTF-8 bytes.
@Suite struct ExactTextTests {
    @Test func canonicallyEquivalentTextsAreDistinct() {
        // Swift's own `==` takes them for one: the reason for the type.
        #expect("\u{E9}" == "e\u{301}")
        #expect(ExactText("\u{E9}") != ExactText("e\u{301}"))
        #expect(!"\u{E9}".isByteEqual(to: "e\u{301}"))
        // Typed sets: `Set([…]).count == 2` took 80-95 ms to type-check beside Quarry's operators.
        let composedAndDecomposed: Set<ExactText> = [ExactText("\u{E9}"), ExactText("e\u{301}")]
        #expect(composedAndDecomposed.count == 2)
        #expect(ExactText("\u{212B}") != ExactText("\u{C5}"))  // Angstrom sign and Å
    }

    @Test func caseIsNotFolded() {
        #expect(ExactText("a") != ExactText("A"))
        #expect(ExactText("\u{E9}") != ExactText("\u{C9}"))
        #expect(ExactText("\u{212A}") != ExactText("K"))
        #expect(ExactText("\u{212A}") != ExactText("k"))
    }

    @Test func equalBytesAreEqualAndHashAlike() {
        let pairs = [
            ("", ""), ("abc", "abc"), ("e\u{301}", "e\u{301}"),
            (String(repeating: "x", count: 100), String(repeating: "x", count: 100)),
        ]
        for (left, right) in pairs {
            #expect(ExactText(left) == ExactText(right))
            #expect(ExactText(left).hashValue == ExactText(right).hashValue)
            #expect(left.isByteEqual(to: right))
        }
        // A substring is compared by its own bytes.
        #expect("xe\u{301}y".dropFirst().dropLast().isByteEqual(to: "e\u{301}"))
        #expect(!"abcdefghij".isByteEqual(to: "abcdefghik"))
    }

    @Test func equalityAgreesWithHashingOnGeneratedPairs() {
        var random = SplitMix64(seed: 27)
        let pieces = [
            "e", "\u{301}", "\u{E9}", "E", "\u{C9}", "K", "k", "\u{212A}", "a", "\u{308}", "\u{E4}",
        ]
        for _ in 0..<300 {
            let left = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                pieces.randomElement(using: &random)!
            }.joined()
            let right = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                pieces.randomElement(using: &random)!
            }.joined()
            let equal = Array(left.utf8) == Array(right.utf8)
            #expect(
                (ExactText(left) == ExactText(right)) == equal, "\(Array(left.utf8)) \(Array(right.utf8))")
            #expect(left.isByteEqual(to: right) == equal)
            if equal { #expect(ExactText(left).hashValue == ExactText(right).hashValue) }
            let both: Set<ExactText> = [ExactText(left), ExactText(right)]
            let expectedCount = equal ? 1 : 2
            #expect(both.count == expectedCount)
        }
    }

    @Test func valuesAndNamesOfTheLanguageCompareByBytes() {
        #expect(SQLValue.text("\u{E9}") != SQLValue.text("e\u{301}"))
        #expect(SQLValue.text("e\u{301}") == SQLValue.text("e\u{301}"))
        #expect(Set<SQLValue>([.text("\u{E9}"), .text("e\u{301}")]).count == 2)
        #expect(SQLIdentifier("\u{E9}") != SQLIdentifier("e\u{301}"))
        let identifiers: Set<SQLIdentifier> = [SQLIdentifier("\u{E9}"), SQLIdentifier("e\u{301}")]
        #expect(identifiers.count == 2)
        #expect(TableName("\u{E9}") != TableName("e\u{301}"))
        #expect(SQLTypeName("\u{E9}") != SQLTypeName("e\u{301}"))
        #expect(PragmaValue.text("\u{E9}") != PragmaValue.text("e\u{301}"))
        #expect(
            RenderedSQL(sql: "?", arguments: ["\u{E9}"]) != RenderedSQL(sql: "?", arguments: ["e\u{301}"]))
        #expect(ColumnReference(name: "\u{E9}") != ColumnReference(name: "e\u{301}"))
    }
}
