/// A database of the connection, as `PRAGMA database_list` lists it.
public struct AttachedDatabase: Sendable, Hashable, RowDecodable {
    /// The database's position (0 is `main`, 1 `temp`).
    public var sequence: Int
    /// The schema name (`main`, `temp` or the name given to `ATTACH`).
    public var name: String
    /// The file's path, empty for an in-memory or temporary database.
    public var file: String

    /// Reads `seq, name, file`.
    public init(row: borrowing Row) throws {
        sequence = try row[0]
        name = try row[1]
        file = try row[2]
    }
}
