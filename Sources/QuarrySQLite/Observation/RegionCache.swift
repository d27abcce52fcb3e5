/// The regions of the statements a connection's observed fetches ran, by SQL text, for as long as
/// the schema stays the same (a view redefined reads other tables).
struct RegionCache {
    private var regions: [ExactText: DatabaseRegion] = [:]
    /// Whether a table's column is its rowid, by table and column.
    private var rowIDKeys: [ExactText: Bool] = [:]
    private var schemaVersion: Int?
    /// At most this many statements are remembered; past it the cache starts over.
    private static let capacity = 256

    /// The region of `sql` under `schemaVersion`, learned by `learn` when not known.
    mutating func region(
        of sql: String, schemaVersion: Int, learn: (String) -> DatabaseRegion
    ) -> DatabaseRegion {
        startOver(unlessAt: schemaVersion)
        let key = ExactText(sql)
        if let region = regions[key] { return region }
        let region = learn(sql)
        regions[key] = region
        return region
    }

    /// Whether `column` is `table`'s rowid under `schemaVersion`, checked by `check` when not known.
    mutating func isRowIDKey(
        table: String, column: String, schemaVersion: Int, check: () -> Bool
    ) -> Bool {
        startOver(unlessAt: schemaVersion)
        let key = ExactText(table + "\u{0}" + column)
        if let known = rowIDKeys[key] { return known }
        let isRowID = check()
        rowIDKeys[key] = isRowID
        return isRowID
    }

    private mutating func startOver(unlessAt schemaVersion: Int) {
        guard schemaVersion != self.schemaVersion || regions.count + rowIDKeys.count >= Self.capacity else {
            return
        }
        regions.removeAll()
        rowIDKeys.removeAll()
        self.schemaVersion = schemaVersion
    }
}
