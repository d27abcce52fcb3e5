/// Where SQLite's tokenizer stands after some SQL text: in code, in a comment, or in a quoted
/// string or name. A fragment's text is read through it so that the SQL Quarry writes after the
/// text, or between its pieces, is read as Quarry meant (see ``SQLFragment``).
struct SQLLexicalState {
    enum Context: Equatable {
        case code
        /// After `--`, up to a line break.
        case lineComment
        /// After `/*`, up to `*/`; `afterStar` when the last byte was a `*` that can close it.
        case blockComment(afterStar: Bool)
        /// Inside `'…'`, `"…"`, `` `…` `` (where a doubled quote is one quote) or `[…]`;
        /// `closing` is the byte that ends it.
        case quoted(closing: UInt8)
        /// Just after a quote that closed quoted text, unless the next byte doubles it.
        case afterQuote(UInt8)
    }

    private(set) var context = Context.code
    /// The last byte read in code, which the next text could extend into a comment opener:
    /// `-` (then `--`) or `/` (then `/*`).
    private(set) var lastCodeByte: UInt8 = 0
    /// Whether the text held a NUL, where SQLite stops reading.
    private(set) var sawNUL = false

    /// Whether the text read so far ends in code (not in a comment or quoted text).
    var isInCode: Bool {
        switch context {
        case .code, .afterQuote: return true
        default: return false
        }
    }

    /// Whether text that Quarry writes next could join the last byte into a comment opener.
    var endsInCommentOpenerStart: Bool {
        isInCode && (lastCodeByte == UInt8(ascii: "-") || lastCodeByte == UInt8(ascii: "/"))
    }

    mutating func read(_ text: String) {
        for byte in text.utf8 { read(byte) }
    }

    /// Text that Quarry wrote (an interpolation): code, ending in nothing that joins.
    mutating func readQuarryText() {
        context = .code
        lastCodeByte = 0
    }

    private mutating func read(_ byte: UInt8) {
        if byte == 0 { sawNUL = true }
        switch context {
        case .code: readCode(byte)
        case .lineComment:
            if byte == UInt8(ascii: "\n") { context = .code }
        case .blockComment(let afterStar):
            if afterStar && byte == UInt8(ascii: "/") {
                context = .code
                lastCodeByte = 0
            } else {
                context = .blockComment(afterStar: byte == UInt8(ascii: "*"))
            }
        case .quoted(let closing):
            if byte == closing { context = closing == UInt8(ascii: "]") ? .code : .afterQuote(closing) }
        case .afterQuote(let quote):
            if byte == quote {
                context = .quoted(closing: quote)
            } else {
                context = .code
                readCode(byte)
            }
        }
    }

    private mutating func readCode(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "-") where lastCodeByte == UInt8(ascii: "-"): context = .lineComment
        // The `*` of the opener cannot also close the comment: `/*/` is still open.
        case UInt8(ascii: "*") where lastCodeByte == UInt8(ascii: "/"):
            context = .blockComment(afterStar: false)
        case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"): context = .quoted(closing: byte)
        case UInt8(ascii: "["): context = .quoted(closing: UInt8(ascii: "]"))
        default: break
        }
        lastCodeByte = context == .code ? byte : 0
    }
}
