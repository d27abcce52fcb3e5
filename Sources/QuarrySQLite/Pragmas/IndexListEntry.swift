/// An index of a table, as `PRAGMA index_list` lists it.
public struct IndexListEntry: Sendable, Hashable, RowDecodable {
    /// Why the index exists.
    public enum Origin: String, Sendable, Hashable {
        /// `CREATE INDEX`.
        case createIndex = "c"
        /// A `UNIQUE` constraint.
        case unique = "u"
        /// A `PRIMARY KEY` constraint.
        case primaryKey = "pk"
    }

    /// The index's position in the list.
    public var sequence: Int
    /// The index's name (`sqlite_autoindex_…` for constraint indexes).
    public var name: String
    /// Whether the index is `UNIQUE`.
    public var isUnique: Bool
    /// Why the index exists.
    public var origin: Origin
    /// Whether the index is partial (has a `WHERE`).
    public var isPartial: Bool

    /// Whether both hold the same values, text compared by its bytes as SQLite tells names and
    /// SQL apart (Swift's `String ==` takes "é" U+00E9 and "e\u{301}" for one).
    public static func == (lhs: IndexListEntry, rhs: IndexListEntry) -> Bool {
        lhs.sequence == rhs.sequence
            && lhs.name.isByteEqual(to: rhs.name)
            && lhs.isUnique == rhs.isUnique
            && lhs.origin == rhs.origin
            && lhs.isPartial == rhs.isPartial
    }

    /// Hashes text by its bytes, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(sequence)
        hasher.combine(ExactText(name))
        hasher.combine(isUnique)
        hasher.combine(origin)
        hasher.combine(isPartial)
    }

    /// Reads `seq, name, unique, origin, partial`.
    public init(row: borrowing Row) throws {
        sequence = try row[0]
        name = try row[1]
        isUnique = try row[2]
        let origin: String = try row[3]
        self.origin = Origin(rawValue: origin) ?? .createIndex
        isPartial = try row[4]
    }
}
