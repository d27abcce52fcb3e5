import QuarrySQLite
import QuarryTesting

/// The names the schema-history oracle gives tables, columns and objects, and the ways it spells
/// them in SQL it writes itself: every case of the ASCII letters and every kind of quoting.
enum HistoryNames {
    /// Hostile bases (quotes, comment openers, separators, look-alikes), and letters whose
    /// non-ASCII case or normalization SQLite does not fold.
    static let bases: [String] = {
        let hostile = HostileInput.sqlPayloads.filter { name in
            !name.isEmpty && !name.unicodeScalars.contains("\0") && name.utf8.count <= 40
                && !name.hasSQLiteNamePrefix("sqlite_")
        }
        return ["user", "Note", "é", "É", "e\u{301}", "Straße", "İd", "a b"] + hostile
    }()

    /// The same name to SQLite, its ASCII letters in random case.
    static func asciiVariant(_ name: String, _ rng: inout SplitMix64) -> String {
        String(
            String.UnicodeScalarView(
                name.unicodeScalars.map { scalar in
                    guard scalar.isASCII, scalar.properties.isAlphabetic, Bool.random(using: &rng) else {
                        return scalar
                    }
                    let flipped = scalar.value ^ 0x20
                    return Unicode.Scalar(flipped) ?? scalar
                }))
    }

    /// Other names to SQLite that Swift's `lowercased()` or `==` would take for this one: the
    /// other case of a non-ASCII letter, the other normalization of `é`.
    static func nonASCIIVariants(_ name: String) -> [String] {
        let scalars = Array(name.unicodeScalars)
        var variants: [[Unicode.Scalar]] = []
        for (index, scalar) in scalars.enumerated() {
            func replacing(_ range: ClosedRange<Int>, with new: [Unicode.Scalar]) {
                var copy = scalars
                copy.replaceSubrange(range, with: new)
                variants.append(copy)
            }
            switch scalar {
            case "\u{E9}":
                replacing(index...index, with: ["\u{C9}"])
                replacing(index...index, with: ["e", "\u{301}"])
            case "\u{C9}": replacing(index...index, with: ["\u{E9}"])
            case "\u{301}" where index > 0 && scalars[index - 1] == "e":
                replacing(index - 1...index, with: ["\u{E9}"])
            case "\u{DF}": replacing(index...index, with: ["\u{1E9E}"])
            default: continue
            }
        }
        return variants.map { String(String.UnicodeScalarView($0)) }
    }

    /// The name quoted one of SQLite's four ways (bare when it is a plain word with a digit, so
    /// never a keyword).
    static func spelled(_ name: String, _ rng: inout SplitMix64) -> String {
        var styles = ["double", "backtick"]
        if !name.unicodeScalars.contains("]") { styles.append("bracket") }
        let isPlainWord =
            name.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
            }
            && name.unicodeScalars.first?.properties.isAlphabetic == true
            && name.unicodeScalars.contains { ("0"..."9").contains($0) }
        if isPlainWord { styles.append("bare") }
        switch styles.randomElement(using: &rng)! {
        case "bare": return name
        case "bracket": return "[\(name)]"
        case "backtick": return enclosed(name, in: "`")
        default: return enclosed(name, in: "\"")
        }
    }

    /// A name in the oracle's own SELECTs: always double-quoted.
    static func quoted(_ name: String) -> String {
        enclosed(name, in: "\"")
    }

    /// The name between two quote characters, each quote in it doubled (scalar by scalar: a quote
    /// followed by a combining mark is one `Character` to Swift).
    private static func enclosed(_ name: String, in quote: Unicode.Scalar) -> String {
        var text = String.UnicodeScalarView()
        text.append(quote)
        for scalar in name.unicodeScalars {
            text.append(scalar)
            if scalar == quote { text.append(quote) }
        }
        text.append(quote)
        return String(text)
    }
}
