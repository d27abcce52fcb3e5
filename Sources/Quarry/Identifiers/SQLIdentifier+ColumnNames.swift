extension SQLIdentifier {
    /// Whether both names name the same column: SQLite compares column names ignoring ASCII case.
    package func namesSameColumn(as other: SQLIdentifier) -> Bool {
        name.isSameSQLiteName(as: other.name)
    }

    /// The key under which SQLite finds a column of this name.
    var columnKey: SQLiteNameKey { SQLiteNameKey(name) }
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
        var seen: Set<SQLiteNameKey> = []
        return first { !seen.insert($0.columnKey).inserted }
    }
}
