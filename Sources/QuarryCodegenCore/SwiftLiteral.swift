/// Swift source text for strings that come from a schema: string literals and comment text that
/// hold any name (quotes, backslashes, line breaks, invisible characters) and compile to exactly
/// that name.
enum SwiftLiteral {
    /// A one-line string literal, `"…"`, whose value is `text`.
    static func string(_ text: String) -> String {
        "\"" + escaped(text, lineBreaks: true) + "\""
    }

    /// The body of a multi-line string literal: line breaks kept, everything else escaped so that
    /// no `"""`, backslash or invisible character reaches the source as it is.
    static func multiLineBody(_ text: String) -> String {
        escaped(text, lineBreaks: false)
    }

    /// Text for a `///` comment: the name as a string literal, so that a line break or a comment
    /// marker inside it stays inside the comment.
    static func comment(_ text: String) -> String {
        escaped(text, lineBreaks: true)
    }

    private static func escaped(_ text: String, lineBreaks: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n" where !lineBreaks: result.unicodeScalars.append(scalar)
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if isPrintedAsIs(scalar) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                }
            }
        }
        return result
    }

    /// Printable ASCII, and letters, numbers, punctuation and symbols beyond it; controls,
    /// formats (zero-width joiners, direction marks), separators, marks (which would combine with
    /// the quote before them) and unassigned code points are escaped.
    private static func isPrintedAsIs(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value >= 0x20 && scalar.value < 0x7F }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber, .connectorPunctuation, .dashPunctuation,
            .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation,
            .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }
}
