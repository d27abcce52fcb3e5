import Foundation

/// Where a schema comes from: SQL files applied in order to an empty database, or an existing
/// database file read as it is.
public enum SchemaInput: Sendable, Hashable {
    /// `.sql` files (or folders, meaning the `.sql` files directly inside them). They are applied
    /// in the order of their file names compared byte by byte (UTF-8), ties broken by the full
    /// path: `001_users.sql` before `002_posts.sql` whatever order they were named in.
    case sqlFiles([URL])
    /// An existing SQLite database file, opened read-only.
    case database(URL)
}
