extension SQLValue {
    /// The value's storage class as SQLite names it (`INTEGER`, `TEXT` …), for error messages:
    /// they name what was found, never the value itself, which may be private data.
    var storageClassName: String {
        switch self {
        case .null: return "NULL"
        case .integer: return "INTEGER"
        case .real: return "REAL"
        case .text: return "TEXT"
        case .blob: return "BLOB"
        }
    }
}
