import Quarry

/// One row of a damaged database's `sqlite_schema`.
struct SchemaEntry {
    /// `table`, `index`, `view` or `trigger`.
    let type: String
    let name: String
    /// The table an index or trigger belongs to (the entry's own name for a table).
    let tableName: String
    /// The first page of the entry's B-tree, or 0 for views, triggers and virtual tables.
    let rootPage: Int
    /// The CREATE statement SQLite stored, or `nil` for an automatic index.
    let sql: String?

    var isVirtualTable: Bool {
        type == "table" && (sql.map { Self.startsWith("CREATE VIRTUAL TABLE", $0) } ?? false)
    }

    /// Whether SQLite made the object itself (`sqlite_sequence`, `sqlite_stat1`, automatic
    /// indexes), so that it cannot be created by its SQL.
    var isInternal: Bool { name.hasSQLiteNamePrefix("sqlite_") }

    /// Whether the entry owns a B-tree of the file.
    var hasTree: Bool { (type == "table" || type == "index") && rootPage > 0 }

    /// Whether the stored text is a CREATE statement of the entry's own kind: salvage runs the
    /// damaged file's schema text and nothing else.
    var hasCreateStatement: Bool {
        guard let sql else { return false }
        return Self.startsWith("CREATE", sql)
    }

    /// Whether the statement's first words are `words`, as SQLite reads keywords: ASCII letters in
    /// either case, words apart by SQL's whitespace.
    private static func startsWith(_ words: String, _ sql: String) -> Bool {
        let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0C, 0x0D]
        let normalized = sql.utf8.split(whereSeparator: { whitespace.contains($0) })
            .map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
        return normalized.hasSQLiteNamePrefix(words + " ")
    }
}
