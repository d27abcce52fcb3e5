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

    /// Whether both hold the same values, text compared by its bytes as SQLite tells names and
    /// SQL apart (Swift's `String ==` takes "é" U+00E9 and "e\u{301}" for one).
    public static func == (lhs: IndexDescription, rhs: IndexDescription) -> Bool {
        lhs.name.isByteEqual(to: rhs.name)
            && lhs.isUnique == rhs.isUnique
            && lhs.origin == rhs.origin
            && lhs.isPartial == rhs.isPartial
            && lhs.columns.map { $0.map(ExactText.init) } == rhs.columns.map { $0.map(ExactText.init) }
    }

    /// Hashes text by its bytes, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ExactText(name))
        hasher.combine(isUnique)
        hasher.combine(origin)
        hasher.combine(isPartial)
        hasher.combine(columns.map { $0.map(ExactText.init) })
    }

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
