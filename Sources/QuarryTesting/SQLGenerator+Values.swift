import Quarry

extension SQLGenerator {
    /// A value of a random storage class, biased toward the edges: `Int64.min`/`max`, doubles
    /// that need 17 digits, ±infinity, NaN, `-0.0`, empty and binary blobs, text with NUL, quotes
    /// and non-ASCII characters.
    public mutating func value() -> SQLValue {
        switch int(0...99) {
        case 0..<8: return .null
        case 8..<34: return .integer(integer())
        case 34..<60: return .real(real())
        case 60..<86: return .text(text())
        default: return .blob(blob())
        }
    }

    /// A random integer, often an edge value.
    public mutating func integer() -> Int64 {
        switch int(0...9) {
        case 0: return pick([Int64.min, Int64.max, Int64.min + 1, Int64.max - 1, 0, -1, 1])
        case 1: return Int64(bitPattern: random.next())
        case 2: return Int64(Int32.random(in: .min ... .max, using: &random))
        default: return Int64(int(-10...100))
        }
    }

    /// A random double, often one that needs all 17 significant digits or a special value.
    public mutating func real() -> Double {
        switch int(0...9) {
        case 0:
            return pick([
                0.0, -0.0, .infinity, -.infinity, .nan, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                .leastNonzeroMagnitude, .leastNormalMagnitude, 0.1, 1e16, 9007199254740993.0,
                0.30000000000000004,
            ])
        case 1, 2: return Double(bitPattern: random.next())
        case 3, 4: return Double.random(in: -1...1, using: &random)
        case 5: return Double(int(-100...100)) / 4
        default: return Double.random(in: -1e6...1e6, using: &random)
        }
    }

    /// A random text: often awkward (quotes, comment openers, parameter lookalikes, NUL, emoji,
    /// JSON, numbers as text).
    public mutating func text() -> String {
        switch int(0...9) {
        case 0: return ""
        case 1: return pick(Self.awkwardTexts)
        case 2: return pick(["[1,2,3]", "{\"a\":1,\"b\":[2]}", "$.a", "$[0]", "null", "\"x\""])
        case 3: return pick(["12", " 3.5 ", "-7", "1e3", "0x10", "9223372036854775808", "abc1"])
        case 4: return String(pick(Array("_%\\x")))
        default:
            let alphabet = Array("abcXYZ019 _%'\"-é😀")
            return String((0..<int(1...8)).map { _ in pick(alphabet) })
        }
    }

    /// A random blob: empty, text-like, or arbitrary bytes (invalid UTF-8, zeros).
    public mutating func blob() -> [UInt8] {
        switch int(0...3) {
        case 0: return []
        case 1: return Array("abc".utf8)
        case 2: return [0xFF, 0xFE, 0x00, 0x27]
        default: return (0..<int(1...12)).map { _ in UInt8.random(in: .min ... .max, using: &random) }
        }
    }

    static let awkwardTexts = [
        "'", "''", "\"", "`", "[", "]", "--", "/*", "*/", ";", "?1", ":x", "@x", "$x", "?", "\0", "a\0b",
        "'; DROP TABLE item; --", "\" OR 1=1 --", "ｓｅｌｅｃｔ", "ʼ", "＇", "\u{2028}", "\r\n", "\t",
    ]
}
