/// Finds which parameter indexes belong to anonymous `?` placeholders when a statement mixes them
/// with numbered `?NNN` ones: SQLite then leaves unused indexes that also have no name, so only
/// the SQL text tells them apart. A `?` takes the largest index so far plus one, as in SQLite.
enum AnonymousParameterScanner {
    static func indexes(in sql: String) -> [Int] {
        let bytes = Array(sql.utf8)
        var anonymous: [Int] = []
        var largest = 0
        var position = 0
        var names: Set<ArraySlice<UInt8>> = []
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"):
                position = skipQuoted(bytes, from: position, closing: byte)
            case UInt8(ascii: "["):
                position = skipQuoted(bytes, from: position, closing: UInt8(ascii: "]"))
            case UInt8(ascii: "-") where next(bytes, position) == UInt8(ascii: "-"):
                position = bytes[position...].firstIndex(of: 0x0A) ?? bytes.count
            case UInt8(ascii: "/") where next(bytes, position) == UInt8(ascii: "*"):
                position = skipBlockComment(bytes, from: position + 2)
            case UInt8(ascii: "?"):
                var end = position + 1
                var number = 0
                while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) {
                    number = min(number * 10 + Int(bytes[end] - UInt8(ascii: "0")), 1 << 20)
                    end += 1
                }
                if end == position + 1 {
                    largest += 1
                    anonymous.append(largest)
                } else {
                    largest = max(largest, number)
                }
                position = end
            case UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "$"):
                // A named parameter takes the next index the first time its name appears.
                var end = position + 1
                while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
                if end > position + 1, names.insert(bytes[position..<end]).inserted { largest += 1 }
                position = end
            default:
                position += 1
            }
        }
        return anonymous
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func next(_ bytes: [UInt8], _ position: Int) -> UInt8? {
        position + 1 < bytes.count ? bytes[position + 1] : nil
    }

    private static func skipQuoted(_ bytes: [UInt8], from start: Int, closing: UInt8) -> Int {
        var position = start + 1
        while position < bytes.count {
            if bytes[position] == closing {
                // A doubled quote is an escaped one, except for brackets.
                if closing != UInt8(ascii: "]"), next(bytes, position) == closing {
                    position += 2
                    continue
                }
                return position + 1
            }
            position += 1
        }
        return bytes.count
    }

    private static func skipBlockComment(_ bytes: [UInt8], from start: Int) -> Int {
        var position = start
        while position + 1 < bytes.count {
            if bytes[position] == UInt8(ascii: "*"), bytes[position + 1] == UInt8(ascii: "/") {
                return position + 2
            }
            position += 1
        }
        return bytes.count
    }
}
