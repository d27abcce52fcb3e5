/// A table or view, as `PRAGMA table_list` lists it.
public struct TableListEntry: Sendable, Hashable, RowDecodable {
    /// The schema it lives in.
    public var schema: String
    /// Its name.
    public var name: String
    /// `table`, `view`, `virtual` or `shadow`.
    public var type: String
    /// The number of columns, hidden ones included.
    public var columnCount: Int
    /// Whether it is `WITHOUT ROWID`.
    public var isWithoutRowID: Bool
    /// Whether it is `STRICT`.
    public var isStrict: Bool

    /// Reads `schema, name, type, ncol, wr, strict`.
    public init(row: borrowing Row) throws {
        schema = try row[0]
        name = try row[1]
        type = try row[2]
        columnCount = try row[3]
        isWithoutRowID = try row[4]
        isStrict = try row[5]
    }
}
