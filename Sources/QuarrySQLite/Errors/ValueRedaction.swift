import Foundation

/// Takes the values out of SQLite's messages for errors met while a statement runs, for
/// connections that have not opted in with ``DatabaseConfiguration/errorsIncludeArguments``.
///
/// Prepare-time messages hold only SQL text (values are bound), but a few messages SQLite writes
/// while running quote an argument or a stored value: JSON paths, FTS5 queries, file names. Those
/// are known by their form; the value in them is replaced with ``withheld``.
enum ValueRedaction {
    /// What stands where a value was.
    static let withheld = "[value withheld]"

    /// Messages whose text after the prefix is a value (an FTS5 query's column or special
    /// query, its rank function, an ATTACH or VACUUM INTO file name).
    static let valuePrefixes = [
        "no such column: ", "unknown special query: ", "parse error in rank function: ",
        "unable to open database: ",
    ]

    /// The message without the values SQLite quoted in it.
    static func redacting(_ message: String) -> String {
        for prefix in valuePrefixes where message.hasPrefix(prefix) {
            return prefix + withheld
        }
        // `JSON path error near '…'`, `fts5: syntax error near "…"`: at run time the text after
        // "near" is part of a value (SQL text is checked at prepare).
        for quote in ["'", "\""] {
            if let near = message.range(of: "near " + quote),
                let close = message.range(of: quote, options: .backwards), close.lowerBound >= near.upperBound
            {
                return message[..<near.lowerBound] + "near " + withheld + message[close.upperBound...]
            }
        }
        return message
    }
}
