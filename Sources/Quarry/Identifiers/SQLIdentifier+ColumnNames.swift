extension SQLIdentifier {
    /// Whether both names name the same column: SQLite compares column names ignoring ASCII case.
    package func namesSameColumn(as other: SQLIdentifier) -> Bool {
        let left = name.utf8
        let right = other.name.utf8
        guard left.count == right.count else { return false }
        return zip(left, right).allSatisfy { Self.foldingASCIICase($0) == Self.foldingASCIICase($1) }
    }

    /// The name with ASCII capitals made small, the key under which SQLite finds a column.
    var columnKey: String {
        String(decoding: name.utf8.map(Self.foldingASCIICase), as: UTF8.self)
    }

    private static func foldingASCIICase(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }
}

extension Array where Element == SQLIdentifier {
    /// The first name that repeats an earlier one as a column name. SQLite does not refuse a column
    /// named twice in an INSERT's column list or an UPDATE's SET: it keeps one of the values and
    /// drops the other without a word.
    var firstRepeatedColumnName: SQLIdentifier? {
        // Pairwise for the usual few columns (no allocation); hashed for wide rows.
        if count <= 32 {
            for index in indices.dropFirst()
            where self[..<index].contains(where: { $0.namesSameColumn(as: self[index]) }) {
                return self[index]
            }
            return nil
        }
        var seen: Set<String> = []
        return first { !seen.insert($0.columnKey).inserted }
    }
}
