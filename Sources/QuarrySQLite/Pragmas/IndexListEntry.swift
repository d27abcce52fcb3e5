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
