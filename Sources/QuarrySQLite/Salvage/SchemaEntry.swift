/// One row of a damaged database's `sqlite_schema`.
struct SchemaEntry {
    /// `table`, `index`, `view` or `trigger`.
    let type: String
    let name: String
    /// The CREATE statement SQLite stored, or `nil` for an automatic index.
    let sql: String?

    var isVirtualTable: Bool {
        type == "table" && (sql.map { Self.startsWith("CREATE VIRTUAL TABLE", $0) } ?? false)
    }

    /// Whether SQLite made the object itself (`sqlite_sequence`, `sqlite_stat1`, automatic
    /// indexes), so that it cannot be created by its SQL.
    var isInternal: Bool { name.lowercased().hasPrefix("sqlite_") }

    /// Whether the stored text is a CREATE statement of the entry's own kind: salvage runs the
    /// damaged file's schema text and nothing else.
    var hasCreateStatement: Bool {
        guard let sql else { return false }
        return Self.startsWith("CREATE", sql)
    }

    private static func startsWith(_ words: String, _ sql: String) -> Bool {
        let normalized = sql.uppercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return normalized.hasPrefix(words + " ")
    }
}
