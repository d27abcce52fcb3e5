/// The regions of the statements a connection's observed fetches ran, by SQL text, for as long as
/// the schema stays the same (a view redefined reads other tables).
struct RegionCache {
    private var regions: [ExactText: DatabaseRegion] = [:]
    private var schemaVersion: Int?
    /// At most this many statements are remembered; past it the cache starts over.
    private static let capacity = 256

    /// The region of `sql` under `schemaVersion`, learned by `learn` when not known.
    mutating func region(
        of sql: String, schemaVersion: Int, learn: (String) -> DatabaseRegion
    ) -> DatabaseRegion {
        if schemaVersion != self.schemaVersion || regions.count >= Self.capacity {
            regions.removeAll()
            self.schemaVersion = schemaVersion
        }
        let key = ExactText(sql)
        if let region = regions[key] { return region }
        let region = learn(sql)
        regions[key] = region
        return region
    }
}
