/// Pairs of names (or texts) that Swift's `String ==`, `lowercased()` or `uppercased()` take for
/// one and SQLite may not: canonically equivalent spellings (`"é"` U+00E9 and `"e\u{301}"`,
/// combining marks in either order), ASCII and non-ASCII case variants, compatibility look-alikes
/// (the Kelvin sign, `ß` and `SS`, dotless `ı`, long `ſ`, ligatures). Feed both names of a pair
/// to a path that keeps names or SQL text, and compare what it does with what SQLite says.
public enum LookAlikeNames {
    /// Pairs written by hand, each a trap for one of Swift's string rules.
    public static let listed: [(String, String)] = [
        ("\u{E9}", "e\u{301}"), ("\u{C9}", "E\u{301}"), ("\u{E9}", "\u{C9}"), ("\u{E9}", "E\u{301}"),
        ("\u{C5}", "\u{212B}"), ("\u{C5}", "A\u{30A}"), ("\u{212B}", "A\u{30A}"),
        ("K", "\u{212A}"), ("k", "\u{212A}"), ("\u{3A9}", "\u{2126}"),
        ("a\u{301}\u{323}", "a\u{323}\u{301}"), ("\u{1EA1}\u{301}", "a\u{323}\u{301}"),
        ("\u{FB01}", "fi"), ("stra\u{DF}e", "STRASSE"), ("stra\u{DF}e", "strasse"), ("\u{131}f", "IF"),
        ("\u{17F}et", "SET"), ("\u{130}", "i\u{307}"), ("\u{1E9E}", "\u{DF}"),
        ("User", "user"), ("USER", "user"), ("n\u{E4}me", "N\u{C4}ME"), ("n\u{E4}me", "NA\u{308}ME"),
        ("\u{FF33}\u{FF25}\u{FF2C}", "SEL"), ("\u{212A}ey", "key"), ("\u{3A3}", "\u{3C3}"),
        ("\u{1100}\u{1161}", "\u{AC00}"), ("\u{E9}t\u{E9}", "e\u{301}te\u{301}"),
    ]

    /// The `index`-th pair: a listed one for the first indexes, then random ones from `random`.
    public static func pair(_ index: Int, using random: inout SplitMix64) -> (String, String) {
        index < listed.count ? listed[index] : randomPair(using: &random)
    }

    /// A random pair: one base text spelled twice with its letters composed or decomposed, its
    /// combining marks reordered, its case changed (ASCII or not), or a look-alike swapped in.
    public static func randomPair(using random: inout SplitMix64) -> (String, String) {
        var left = ""
        var right = ""
        for _ in 0...Int.random(in: 0...3, using: &random) {
            let piece = pieces[Int.random(in: 0..<pieces.count, using: &random)]
            let (first, second) = Bool.random(using: &random) ? piece : (piece.1, piece.0)
            left += first
            right += Int.random(in: 0..<4, using: &random) == 0 ? first : second
        }
        return (left, right)
    }

    /// Spellings that differ in bytes; some are one name to SQLite (ASCII case), the rest two.
    private static let pieces: [(String, String)] =
        listed + [
            ("x", "x"), ("_", "_"), ("1", "1"), ("a", "A"), ("z", "Z"), ("o\u{308}", "\u{F6}"),
            ("\u{F6}", "\u{D6}"), ("n\u{303}", "\u{F1}"), ("\u{F1}", "\u{D1}"),
            ("e\u{301}\u{302}", "e\u{302}\u{301}"),
            ("\u{3B1}\u{301}", "\u{3AC}"), ("\u{439}", "\u{438}\u{306}"), ("\u{4E00}", "\u{4E00}"),
            ("\u{1F600}", "\u{1F600}"), ("\u{301}", "\u{341}"),
        ]
}
