import Foundation

/// A damaged database file, read through a private copy so that salvage never writes it.
///
/// The copy takes the file's rollback journal and WAL with it: a hot journal (a writer killed in
/// the middle of a transaction) is rolled back in the copy, as SQLite does on the first read, and
/// the WAL's committed frames are checkpointed into the copy, so that both the rows SQLite reads and
/// the pages salvage reads itself are the last committed state. When SQLite cannot open the copy
/// (`SQLITE_NOTADB`, `SQLITE_CORRUPT`), the damage it stops at is repaired in it: a rebuilt header,
/// or the missing end of a truncated file padded.
struct DamagedDatabaseFile {
    let database: Database
    /// The private copy `database` reads.
    let path: String
    let repairs: [SalvageRepair]

    /// Copies the file at `path` (with its journal and WAL) and opens the copy, repairing it when
    /// SQLite cannot open it as it is.
    static func open(_ path: String) throws -> DamagedDatabaseFile {
        guard FileManager.default.fileExists(atPath: path) else {
            throw DatabaseError(.cantopen, "there is no database file to salvage at \(path)")
        }
        let copy = FileManager.default.temporaryDirectory
            .appendingPathComponent("quarry-salvage-\(UUID().uuidString).sqlite").path
        do {
            // Not the -shm file: it describes the original's WAL to processes that have it open.
            for suffix in ["", "-journal", "-wal"] where FileManager.default.fileExists(atPath: path + suffix)
            {
                try FileManager.default.copyItem(atPath: path + suffix, toPath: copy + suffix)
            }
            do {
                return DamagedDatabaseFile(database: try openCopy(copy), path: copy, repairs: [])
            } catch let error as DatabaseError where error.code == .notadb || error.code == .corrupt {
                guard let repaired = try repair(copy) else { throw error }
                return repaired
            }
        } catch {
            BackupFile.removeDatabaseFiles(at: copy)
            throw error
        }
    }

    /// Closes the connection and removes the private copy.
    func close() {
        try? database.close()
        BackupFile.removeDatabaseFiles(at: path)
    }

    /// Opens the copy read-write, which lets SQLite roll a hot journal back and recover the WAL on
    /// the first read, then folds the WAL into the file (salvage reads pages of the file itself).
    private static func openCopy(_ copy: String) throws -> Database {
        var configuration = DatabaseConfiguration()
        configuration.createsMissingFile = false
        let database = try Database(path: copy, configuration: configuration)
        do {
            _ = try database.pragma(.schemaVersion)
            if FileManager.default.fileExists(atPath: copy + "-wal") {
                _ = try? database.walCheckpoint(.truncate)
            }
        } catch {
            try? database.close()
            throw error
        }
        return database
    }

    /// Repairs the copy: a header without SQLite's magic string gets a standard one (format
    /// versions, payload fractions) and each plausible page size in turn, the stated one first; a
    /// file shorter than the size its header validly states is padded with zeros. `nil` when no
    /// repair makes the copy open.
    private static func repair(_ copy: String) throws -> DamagedDatabaseFile? {
        guard let handle = FileHandle(forUpdatingAtPath: copy) else { return nil }
        defer { try? handle.close() }
        var header = DatabaseFileHeader(try handle.read(upToCount: 100) ?? Data())
        guard let fileSize = try? handle.seekToEnd(), header.isComplete else { return nil }
        let rebuilt = !header.hasMagicString
        if rebuilt { header.rebuild() }
        let pageSizes = rebuilt ? header.plausiblePageSizes : [header.pageSize]
        for pageSize in pageSizes {
            header.pageSize = pageSize
            try handle.seek(toOffset: 0)
            try handle.write(contentsOf: header.bytes)
            var repairs: [SalvageRepair] = rebuilt ? [.rebuiltHeader] : []
            if let statedPages = header.statedPageCount, UInt64(statedPages * pageSize) > fileSize {
                try handle.truncate(atOffset: UInt64(statedPages * pageSize))
                let presentPages = Int(fileSize) / pageSize
                repairs.append(.paddedTruncatedFile(missingPages: statedPages - presentPages))
            }
            try handle.synchronize()
            if let database = try? openCopy(copy) {
                return DamagedDatabaseFile(database: database, path: copy, repairs: repairs)
            }
        }
        return nil
    }
}
