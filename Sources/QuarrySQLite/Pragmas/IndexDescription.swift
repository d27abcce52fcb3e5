/// An index with its columns, from `PRAGMA index_list` and `index_info`.
public struct IndexDescription: Sendable, Hashable {
    /// The index's name.
    public var name: String
    /// Whether it is `UNIQUE`.
    public var isUnique: Bool
    /// Why it exists.
    public var origin: IndexListEntry.Origin
    /// Whether it is partial.
    public var isPartial: Bool
    /// The key columns' names, in order (`nil` for an expression).
    public var columns: [String?]

    /// An index description from its parts.
    public init(
        name: String, isUnique: Bool, origin: IndexListEntry.Origin, isPartial: Bool, columns: [String?]
    ) {
        self.name = name
        self.isUnique = isUnique
        self.origin = origin
        self.isPartial = isPartial
        self.columns = columns
    }
}
