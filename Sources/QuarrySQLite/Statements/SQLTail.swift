/// Recognizes what may follow a statement's end: blanks, `;`, `--` line comments and `/* */`
/// block comments.
enum SQLTail {
    /// Whether the text holds nothing that SQLite would run.
    static func isBlank(_ text: Substring.UTF8View) -> Bool {
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            let next = text.index(after: index)
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, UInt8(ascii: ";"):
                index = next
            case UInt8(ascii: "-") where next < text.endIndex && text[next] == UInt8(ascii: "-"):
                index = text[next...].firstIndex(of: 0x0A) ?? text.endIndex
            case UInt8(ascii: "/") where next < text.endIndex && text[next] == UInt8(ascii: "*"):
                index = endOfBlockComment(text, from: text.index(after: next))
            default:
                return false
            }
        }
        return true
    }

    private static func endOfBlockComment(_ text: Substring.UTF8View, from start: String.Index)
        -> String.Index
    {
        var index = start
        while index < text.endIndex {
            let next = text.index(after: index)
            if text[index] == UInt8(ascii: "*"), next < text.endIndex, text[next] == UInt8(ascii: "/") {
                return text.index(after: next)
            }
            index = next
        }
        return text.endIndex
    }
}
