/// Finds which parameter indexes belong to anonymous `?` placeholders when a statement mixes them
/// with numbered `?NNN` ones: SQLite then leaves unused indexes that also have no name, so only
/// the SQL text tells them apart.
///
/// It reads the text as SQLite's tokenizer does (`sqlite3GetToken`), so that it finds the same
/// parameters: strings, quoted identifiers (`"…"`, `` `…` ``, `[…]`) and comments hide what is
/// inside them; identifiers and numbers are read whole (an identifier may contain `$`, so `a$b`
/// is one name, not `a` and a parameter); a named parameter (`:`, `@`, `$` or `#`) runs over
/// identifier characters, `::` and a Tcl-style `(…)` suffix. Then, as SQLite does, a `?` takes the
/// largest index so far plus one, `?NNN` takes NNN, and a name takes the next index the first time
/// it appears.
enum AnonymousParameterScanner {
    static func indexes(in sql: String) -> [Int] {
        var scanner = Scanner(bytes: Array(sql.utf8))
        return scanner.anonymousIndexes()
    }

    private struct Scanner {
        let bytes: [UInt8]
        var position = 0
        var largest = 0
        var names: Set<ArraySlice<UInt8>> = []

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func anonymousIndexes() -> [Int] {
            var anonymous: [Int] = []
            while position < bytes.count {
                let byte = bytes[position]
                switch byte {
                case 0:
                    // SQLite stops reading at a NUL (and the core refuses such text anyway).
                    return anonymous
                case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"):
                    skipQuoted(closing: byte)
                case UInt8(ascii: "["):
                    skip(through: UInt8(ascii: "]"))
                case UInt8(ascii: "-") where next == UInt8(ascii: "-"):
                    skip(through: 0x0A)
                case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
                    skipBlockComment()
                case UInt8(ascii: "?"):
                    if let index = numberedOrAnonymous() { anonymous.append(index) }
                case UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "$"), UInt8(ascii: "#"):
                    namedParameter()
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    skipNumber()
                case UInt8(ascii: ".") where next.map(Self.isDigit) == true:
                    skipNumber()
                default:
                    if Self.isIdentifierCharacter(byte) {
                        // A keyword or identifier, `$` included; `x'…'` is an `x` and then a string.
                        while position < bytes.count, Self.isIdentifierCharacter(bytes[position]) {
                            position += 1
                        }
                    } else {
                        position += 1
                    }
                }
            }
            return anonymous
        }

        var next: UInt8? { position + 1 < bytes.count ? bytes[position + 1] : nil }

        /// `?` alone is anonymous and takes the next index; `?NNN` takes NNN.
        mutating func numberedOrAnonymous() -> Int? {
            position += 1
            var number = 0
            var digits = 0
            while position < bytes.count, Self.isDigit(bytes[position]) {
                number = min(number * 10 + Int(bytes[position] - UInt8(ascii: "0")), 1 << 20)
                digits += 1
                position += 1
            }
            if digits == 0 {
                largest += 1
                return largest
            }
            largest = max(largest, number)
            return nil
        }

        /// `:name`, `@name`, `$name`, `#name`, with `::` and a Tcl `(…)` suffix as SQLite reads them;
        /// the first appearance of a name takes the next index.
        mutating func namedParameter() {
            let start = position
            position += 1
            var nameCharacters = 0
            while position < bytes.count {
                let byte = bytes[position]
                if Self.isIdentifierCharacter(byte) {
                    nameCharacters += 1
                    position += 1
                } else if byte == UInt8(ascii: "("), nameCharacters > 0 {
                    // `$a(…)` runs to `)`, and stops at a blank (then SQLite refuses the token).
                    position += 1
                    while position < bytes.count, !Self.isSpace(bytes[position]),
                        bytes[position] != UInt8(ascii: ")")
                    {
                        position += 1
                    }
                    if position < bytes.count, bytes[position] == UInt8(ascii: ")") { position += 1 }
                    break
                } else if byte == UInt8(ascii: ":"), next == UInt8(ascii: ":") {
                    position += 2
                } else {
                    break
                }
            }
            if nameCharacters > 0, names.insert(bytes[start..<position]).inserted { largest += 1 }
        }

        /// A number, read with the identifier characters SQLite reads after it (`1e5`, `0x1F`,
        /// `12abc` is one illegal token).
        mutating func skipNumber() {
            while position < bytes.count {
                let byte = bytes[position]
                if Self.isIdentifierCharacter(byte) || byte == UInt8(ascii: ".") {
                    position += 1
                } else if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"),
                    bytes[position - 1] | 0x20 == UInt8(ascii: "e"), !isHexNumber(endingAt: position)
                {
                    position += 1
                } else {
                    break
                }
            }
        }

        /// Whether the number being read is hexadecimal (`0x…`), where `e` is a digit, not an
        /// exponent.
        func isHexNumber(endingAt end: Int) -> Bool {
            var start = end
            while start > 0,
                Self.isIdentifierCharacter(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: ".")
            {
                start -= 1
            }
            return end - start >= 2 && bytes[start] == UInt8(ascii: "0")
                && bytes[start + 1] | 0x20 == UInt8(ascii: "x")
        }

        /// A string or quoted identifier; a doubled quote is an escaped one.
        mutating func skipQuoted(closing: UInt8) {
            position += 1
            while position < bytes.count, bytes[position] != 0 {
                if bytes[position] == closing {
                    if next == closing {
                        position += 2
                        continue
                    }
                    position += 1
                    return
                }
                position += 1
            }
        }

        mutating func skip(through closing: UInt8) {
            position += 1
            while position < bytes.count, bytes[position] != closing, bytes[position] != 0 { position += 1 }
            if position < bytes.count, bytes[position] == closing { position += 1 }
        }

        mutating func skipBlockComment() {
            position += 2
            while position < bytes.count {
                if bytes[position] == UInt8(ascii: "*"), next == UInt8(ascii: "/") {
                    position += 2
                    return
                }
                position += 1
            }
        }

        /// SQLite's `IdChar`: letters, digits, `_`, `$` and every byte of a multi-byte character.
        static func isIdentifierCharacter(_ byte: UInt8) -> Bool {
            byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || isDigit(byte)
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
        }

        static func isDigit(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }

        /// SQLite's `sqlite3Isspace`.
        static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || (0x09...0x0D).contains(byte)
        }
    }
}
