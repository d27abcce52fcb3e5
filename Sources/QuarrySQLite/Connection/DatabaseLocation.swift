/// Where a connection's database lives.
public enum DatabaseLocation: Sendable, Hashable {
    /// A file at this path; missing parent folders are created when the database is writable.
    case path(String)
    /// A `file:` URI (`file:app.sqlite?mode=ro&cache=private`), opened with `SQLITE_OPEN_URI`.
    case uri(String)
    /// A private database in memory that disappears when the connection closes.
    case inMemory
    /// A private temporary file that SQLite deletes when the connection closes.
    case temporary

    /// The file name passed to `sqlite3_open_v2`.
    var filename: String {
        switch self {
        case .path(let path): return path
        case .uri(let uri): return uri
        case .inMemory: return ":memory:"
        case .temporary: return ""
        }
    }
}
