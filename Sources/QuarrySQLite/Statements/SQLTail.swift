/// Recognizes what may follow a statement's end: blanks, `;`, `--` line comments and `/* */`
/// block comments.
enum SQLTail {
    /// Whether the text holds nothing that SQLite would run.
    static func isBlank(_ text: Substring.UTF8View) -> Bool {
        endOfBlank(text, from: text.startIndex) == text.endIndex
    }

    /// Where the first thing SQLite would run starts, at or after `start`: past blanks, `;` and
    /// comments (the end of the text when there is nothing more).
    static func endOfBlank<Text: Collection<UInt8>>(_ text: Text, from start: Text.Index) -> Text.Index {
        var index = start
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
                return index
            }
        }
        return text.endIndex
    }

    private static func endOfBlockComment<Text: Collection<UInt8>>(_ text: Text, from start: Text.Index)
        -> Text.Index
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
