/// The first words of a statement as PostgreSQL's lexer reads them: past whitespace, `--` line
/// comments, (nested) `/* … */` block comments and empty statements (`;`), so that
/// `/* note */ COMMIT` starts with `COMMIT`.
///
/// A word is a run of ASCII letters and underscores (keywords are never quoted); anything else
/// ends the words read. Used for the early refusal of a transaction end inside a block: the proof
/// is the server's transaction status after the statement.
enum PostgresLeadingWords {
    /// Up to `limit` leading words of `sql`.
    static func of(_ sql: String, limit: Int) -> [Substring] {
        let bytes = sql.utf8
        var words: [Substring] = []
        var index = bytes.startIndex
        // Every pass moves `index` forward or stops, so the loop ends on any text.
        while words.count < limit {
            index = skippingBlanksAndComments(bytes, from: index)
            let start = index
            while index < bytes.endIndex, isWordByte(bytes[index]) { index = bytes.index(after: index) }
            guard start < index else { break }
            words.append(Substring(sql.utf8[start..<index]))
        }
        return words
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
    }

    /// PostgreSQL's whitespace: space, tab, newline, carriage return, form feed, vertical tab.
    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    private static func skippingBlanksAndComments(_ bytes: String.UTF8View, from start: String.Index)
        -> String.Index
    {
        var index = start
        while index < bytes.endIndex {
            let byte = bytes[index]
            let next = bytes.index(after: index)
            let following = next < bytes.endIndex ? bytes[next] : 0
            if isBlank(byte) || byte == UInt8(ascii: ";") {
                index = next
            } else if byte == UInt8(ascii: "-"), following == UInt8(ascii: "-") {
                index = next
                while index < bytes.endIndex, bytes[index] != 0x0A, bytes[index] != 0x0D {
                    index = bytes.index(after: index)
                }
            } else if byte == UInt8(ascii: "/"), following == UInt8(ascii: "*") {
                index = endOfBlockComment(bytes, after: bytes.index(after: next))
            } else {
                break
            }
        }
        return index
    }

    /// Where a block comment opened just before `start` ends; comments nest, as in PostgreSQL.
    private static func endOfBlockComment(_ bytes: String.UTF8View, after start: String.Index) -> String.Index
    {
        var depth = 1
        var index = start
        while index < bytes.endIndex {
            let byte = bytes[index]
            let next = bytes.index(after: index)
            let following = next < bytes.endIndex ? bytes[next] : 0
            if byte == UInt8(ascii: "*"), following == UInt8(ascii: "/") {
                depth -= 1
                index = bytes.index(after: next)
                if depth == 0 { return index }
            } else if byte == UInt8(ascii: "/"), following == UInt8(ascii: "*") {
                depth += 1
                index = bytes.index(after: next)
            } else {
                index = next
            }
        }
        return index
    }
}
