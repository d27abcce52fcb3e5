import Foundation

/// A damaged database file opened read-only for salvage. When SQLite cannot open the file as it
/// is (`SQLITE_NOTADB`, `SQLITE_CORRUPT`), salvage reads a temporary copy with the damage SQLite
/// stops at repaired: a rebuilt header, or the missing end of a truncated file padded. The
/// original file is never written.
struct DamagedDatabaseFile {
    let database: Database
    let repairs: [SalvageRepair]
    private let temporaryCopy: String?

    /// Opens the file at `path`, repairing a copy when SQLite cannot open the original.
    static func open(_ path: String) throws -> DamagedDatabaseFile {
        guard FileManager.default.fileExists(atPath: path) else {
            throw DatabaseError(.cantopen, "there is no database file to salvage at \(path)")
        }
        do {
            return DamagedDatabaseFile(
                database: try BackupFile.openForReading(path), repairs: [], temporaryCopy: nil)
        } catch let error as DatabaseError where error.code == .notadb || error.code == .corrupt {
            guard let repaired = try openRepairedCopy(of: path) else { throw error }
            return repaired
        }
    }

    /// Closes the connection and removes the temporary copy.
    func close() {
        try? database.close()
        if let temporaryCopy { BackupFile.removeDatabaseFiles(at: temporaryCopy) }
    }

    /// Copies the file and repairs the copy: a header without SQLite's magic string gets a standard
    /// one (format versions, payload fractions) and each plausible page size in turn, the stated one
    /// first; a file shorter than the size its header validly states is padded with zeros. `nil`
    /// when no repair makes the copy open.
    private static func openRepairedCopy(of path: String) throws -> DamagedDatabaseFile? {
        let copy = FileManager.default.temporaryDirectory
            .appendingPathComponent("quarry-salvage-\(UUID().uuidString).sqlite").path
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        do {
            if let opened = try repair(copy) { return opened }
        } catch {
            BackupFile.removeDatabaseFiles(at: copy)
            throw error
        }
        BackupFile.removeDatabaseFiles(at: copy)
        return nil
    }

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
            if let database = try? BackupFile.openForReading(copy) {
                return DamagedDatabaseFile(database: database, repairs: repairs, temporaryCopy: copy)
            }
        }
        return nil
    }
}
