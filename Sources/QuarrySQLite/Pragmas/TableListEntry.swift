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

    /// Whether both hold the same values, text compared by its bytes as SQLite tells names and
    /// SQL apart (Swift's `String ==` takes "é" U+00E9 and "e\u{301}" for one).
    public static func == (lhs: TableListEntry, rhs: TableListEntry) -> Bool {
        lhs.schema.isByteEqual(to: rhs.schema)
            && lhs.name.isByteEqual(to: rhs.name)
            && lhs.type.isByteEqual(to: rhs.type)
            && lhs.columnCount == rhs.columnCount
            && lhs.isWithoutRowID == rhs.isWithoutRowID
            && lhs.isStrict == rhs.isStrict
    }

    /// Hashes text by its bytes, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ExactText(schema))
        hasher.combine(ExactText(name))
        hasher.combine(ExactText(type))
        hasher.combine(columnCount)
        hasher.combine(isWithoutRowID)
        hasher.combine(isStrict)
    }

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
