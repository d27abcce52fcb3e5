/// Swift names made from SQL names: `snake_case` and other separators to `lowerCamelCase`
/// (members) or `UpperCamelCase` (types), keywords escaped, leading digits prefixed. The SQL name
/// itself is kept for SQL; this is only what Swift code calls it.
enum SwiftName {
    /// A member name (property, static column): `display name` → `displayName`, `ID` → `id`.
    static func member(_ sql: String, fallback: String) -> String {
        let parts = words(sql)
        guard let first = parts.first else { return fallback }
        return started(lowercasedHead(first) + parts.dropFirst().map(capitalized).joined())
    }

    /// A type name: `user_account` → `UserAccount`.
    static func type(_ sql: String, fallback: String) -> String {
        let parts = words(sql)
        guard !parts.isEmpty else { return fallback }
        return started(parts.map(capitalized).joined())
    }

    /// The name as it is written in code: in backticks when it is a Swift keyword.
    static func code(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// Names that backticks do not make usable as members (`x.self`, `x.Type`, `\.init` mean
    /// something else): the generator appends `_` to them.
    static let unusable: Set<String> = [
        "_", "self", "Self", "Type", "Protocol", "init", "deinit", "subscript", "super",
    ]

    /// Swift's reserved words, which take backticks as names.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if",
        "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is",
        "nil",
        "self", "Self", "super", "throws", "true", "try", "async", "some", "any", "actor", "macro", "get",
        "set",
        "willSet", "didSet", "lazy", "dynamic", "optional", "required", "convenience", "override", "mutating",
        "nonmutating", "final", "indirect", "unowned", "weak", "prefix", "postfix", "infix", "consume",
        "copy",
        "discard", "each", "then",
    ]

    /// The runs of identifier characters: ASCII letters and digits, and letters of the scripts
    /// Swift accepts in identifiers. Anything else (`_`, spaces, quotes, symbols, emoji)
    /// separates words.
    static func words(_ sql: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in sql.unicodeScalars {
            if isWordScalar(scalar) {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: break
        default: return false
        }
        // Swift's identifier ranges (The Swift Programming Language, Lexical Structure), letters only.
        switch scalar.value {
        case 0xD7, 0xF7, 0x1680, 0x180E: return false
        case 0xC0...0x1FFF, 0x3040...0xD7FF, 0xF900...0xFD3D, 0x10000...0x1FFFD: return true
        default: return false
        }
    }

    /// `ID` → `id`, `URLPath` → `urlPath`, `Name` → `name`, `createTime` unchanged.
    private static func lowercasedHead(_ word: String) -> String {
        let characters = Array(word)
        let upper = characters.prefix { $0.isUppercase }.count
        if upper == characters.count { return word.lowercased() }
        let lowered = upper > 1 ? upper - 1 : upper
        return characters[..<lowered].map { $0.lowercased() }.joined() + String(characters[lowered...])
    }

    private static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// A name that starts with a digit gets `_` before it.
    private static func started(_ name: String) -> String {
        name.first.map { $0.isASCII && $0.isNumber } == true ? "_" + name : name
    }
}

/// Hands out distinct names in one scope, deterministically: the first claimant of a name keeps
/// it, later ones get `2`, `3`… after it. Claim in a stable order (column order, sorted table
/// names) and the same schema always gives the same names.
struct NameAllocator {
    private var taken: Set<String>

    /// A scope where `reserved` names are already taken.
    init(reserved: Set<String> = []) {
        taken = reserved
    }

    /// `base`, or `base` with the first free number after it; names backticks cannot rescue get
    /// `_` first.
    mutating func claim(_ base: String) -> String {
        let base = SwiftName.unusable.contains(base) ? base + "_" : base
        var name = base
        var number = 2
        while taken.contains(name) {
            name = "\(base)\(number)"
            number += 1
        }
        taken.insert(name)
        return name
    }
}
