/// Table options of the CREATE TABLE a record definition makes.
public struct TableOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    /// Makes an option set from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `WITHOUT ROWID`: the table is stored by its primary key, which it must have.
    public static let withoutRowID = TableOptions(rawValue: 1)
    /// `STRICT` (SQLite 3.37+): values must have their column's type; a field whose type has no
    /// inferred SQL type is declared `ANY`.
    public static let strict = TableOptions(rawValue: 2)
}
