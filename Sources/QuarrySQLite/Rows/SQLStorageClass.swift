/// SQLite's five storage classes, as `sqlite3_column_type` reports them.
public enum SQLStorageClass: Sendable, Hashable, CustomStringConvertible {
    /// `NULL`.
    case null
    /// `INTEGER`.
    case integer
    /// `REAL`.
    case real
    /// `TEXT`.
    case text
    /// `BLOB`.
    case blob

    /// The SQL name: `INTEGER`, `TEXT` …
    public var description: String {
        switch self {
        case .null: return "NULL"
        case .integer: return "INTEGER"
        case .real: return "REAL"
        case .text: return "TEXT"
        case .blob: return "BLOB"
        }
    }
}
