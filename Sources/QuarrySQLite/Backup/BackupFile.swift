import Foundation

/// The files a backup writes or reads: a new destination that is removed again when the backup
/// fails, and a source opened read-only.
enum BackupFile {
    /// Opens a new database at `path` for `body` to fill, closes it, and removes it if `body`
    /// throws. A file that exists with content is refused: a backup replaces its destination.
    static func write(
        to path: String, configuration: DatabaseConfiguration = DatabaseConfiguration(),
        _ body: (Database) throws -> Void
    ) throws {
        try checkWritable(path)
        let existed = FileManager.default.fileExists(atPath: path)
        do {
            let destination = try Database(path: path, configuration: configuration)
            do {
                try body(destination)
            } catch {
                try? destination.close()
                throw error
            }
            try destination.close()
        } catch {
            if !existed { removeDatabaseFiles(at: path) }
            throw error
        }
    }

    /// Opens the database file at `path` read-only; a missing file is an error, not a new database.
    static func openForReading(_ path: String) throws -> Database {
        var configuration = DatabaseConfiguration()
        configuration.isReadOnly = true
        configuration.createsMissingFile = false
        return try Database(path: path, configuration: configuration)
    }

    /// Refuses a destination that already holds data.
    static func checkWritable(_ path: String) throws(DatabaseError) {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        if size > 0 {
            throw DatabaseError(
                .cantopen,
                "the backup destination \(path) already exists and is not empty; remove it or choose another path"
            )
        }
    }

    /// Removes a database file and the journal, WAL and shared-memory files SQLite may have left.
    static func removeDatabaseFiles(at path: String) {
        for suffix in ["", "-journal", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: path + suffix)
        }
    }
}
