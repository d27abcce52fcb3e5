import Foundation

/// Takes values out of the server's messages for connections that have not opted in with
/// ``PostgresConfiguration/errorsIncludeArguments``.
///
/// The server quotes values in a few known forms: a key in a constraint's detail
/// (`Key (id)=(42) already exists.`), a whole row (`Failing row contains (…).`) and input it could
/// not read (`invalid input syntax for type integer: "abc"`). Those are recognized by their form;
/// any other double-quoted text equal to an argument's text is withheld too.
enum PostgresValueRedaction {
    /// What stands where a value was.
    static let withheld = "[value withheld]"

    /// Message forms whose text after the prefix, up to the end, is a value.
    static let valueSuffixMarkers = [
        "invalid input syntax for type ", "invalid input value for enum ", "malformed array literal: ",
        "invalid input syntax for ", "invalid byte sequence for encoding ",
    ]

    /// The text without the values the server quoted in it.
    static func redacting(_ text: String, arguments: [SQLValue]) -> String {
        var text = redactingKeyValues(text)
        if let failing = text.range(of: "Failing row contains ") {
            text = text[..<failing.upperBound] + "(" + withheld + ")."
        }
        for marker in valueSuffixMarkers {
            if let start = text.range(of: marker),
                let colon = text.range(of: ": ", range: start.upperBound..<text.endIndex)
            {
                text = text[..<colon.upperBound] + withheld
            }
        }
        return redactingQuotedArguments(text, arguments: arguments)
    }

    /// What the server writes after a key's values, so the values end at the last of these (a
    /// value holding `) ` or one of these phrases is withheld whole, never cut short).
    static let keyValueEndings = [
        ") already exists", ") is not present in table", ") is still referenced from table",
        ") conflicts with existing key",
    ]

    /// `Key (a, b)=(1, 2) …` keeps the column list and withholds the values (both keys of an
    /// exclusion constraint's `conflicts with existing key (…)=(…)`).
    static func redactingKeyValues(_ text: String) -> String {
        guard let key = text.range(of: "Key ("),
            let equals = text.range(of: ")=(", range: key.upperBound..<text.endIndex)
        else { return text }
        let head = String(text[..<equals.upperBound]) + withheld
        let ending =
            keyValueEndings
            .compactMap { text.range(of: $0, options: .backwards, range: equals.upperBound..<text.endIndex) }
            .max { $0.lowerBound < $1.lowerBound }
        guard let ending else { return head + ")" }
        var tail = String(text[ending.lowerBound...])
        if let second = tail.range(of: ")=("), let close = tail.range(of: ")", options: .backwards),
            close.lowerBound >= second.upperBound
        {
            tail = String(tail[..<second.upperBound]) + withheld + String(tail[close.lowerBound...])
        }
        return head + tail
    }

    /// A notice's text without values: what ``redacting(_:arguments:)`` withholds, and every
    /// occurrence of an argument's text, quoted or not (a notice prints values anywhere). Text of
    /// three characters or more is withheld wherever it occurs; shorter text and numbers only as
    /// a whole word, so that a `1` does not take every digit of the message.
    static func redactingNotice(_ text: String, arguments: [SQLValue]) -> String {
        var text = redacting(text, arguments: arguments)
        for argument in arguments {
            switch argument {
            case .text(let value) where value.count >= 3:
                text = text.replacingOccurrences(of: value, with: withheld, options: .literal)
            case .text(let value) where !value.isEmpty: text = redactingWord(value, in: text)
            case .integer(let value): text = redactingWord(String(value), in: text)
            case .real(let value): text = redactingWord(String(value), in: text)
            default: continue
            }
        }
        return text
    }

    /// `word` withheld where it stands between non-word characters.
    private static func redactingWord(_ word: String, in text: String) -> String {
        let pattern =
            "(?<![\\p{L}\\p{N}_])" + NSRegularExpression.escapedPattern(for: word) + "(?![\\p{L}\\p{N}_])"
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return withheld }
        let range = NSRange(text.startIndex..., in: text)
        return expression.stringByReplacingMatches(
            in: text, range: range, withTemplate: NSRegularExpression.escapedTemplate(for: withheld))
    }

    /// `"…"` spans of the message equal to a text argument, for value-quoting messages without a
    /// known form (`value "…" is out of range for type integer`).
    private static func redactingQuotedArguments(_ text: String, arguments: [SQLValue]) -> String {
        var text = text
        for argument in arguments {
            let shown: String
            switch argument {
            case .text(let value): shown = value
            case .integer(let value): shown = String(value)
            case .real(let value): shown = String(value)
            case .null, .blob: continue
            }
            guard !shown.isEmpty else { continue }
            text = text.replacingOccurrences(of: "\"" + shown + "\"", with: "\"" + withheld + "\"")
        }
        return text
    }
}
