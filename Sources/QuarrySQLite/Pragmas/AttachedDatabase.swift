/// A database of the connection, as `PRAGMA database_list` lists it.
public struct AttachedDatabase: Sendable, Hashable, RowDecodable {
    /// The database's position (0 is `main`, 1 `temp`).
    public var sequence: Int
    /// The schema name (`main`, `temp` or the name given to `ATTACH`).
    public var name: String
    /// The file's path, empty for an in-memory or temporary database.
    public var file: String

    /// Whether both hold the same values, text compared by its bytes as SQLite tells names and
    /// SQL apart (Swift's `String ==` takes "é" U+00E9 and "e\u{301}" for one).
    public static func == (lhs: AttachedDatabase, rhs: AttachedDatabase) -> Bool {
        lhs.sequence == rhs.sequence
            && lhs.name.isByteEqual(to: rhs.name)
            && lhs.file.isByteEqual(to: rhs.file)
    }

    /// Hashes text by its bytes, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(sequence)
        hasher.combine(ExactText(name))
        hasher.combine(ExactText(file))
    }

    /// Reads `seq, name, file`.
    public init(row: borrowing Row) throws {
        sequence = try row[0]
        name = try row[1]
        file = try row[2]
    }
}
