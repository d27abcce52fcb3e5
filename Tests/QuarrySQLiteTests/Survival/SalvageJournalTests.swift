import Foundation
import QuarrySQLite
import Testing

/// Salvage of a file left with a hot journal or a WAL beside it (issue 27, item 13): the journal is
/// rolled back and the WAL read in a private copy, and the files themselves stay as they were.
@Suite struct SalvageJournalTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    /// The database, journal and WAL bytes at `path` (nil for a file that is not there).
    private func files(at path: String) -> [Data?] {
        ["", "-journal", "-wal", "-shm"].map { FileManager.default.contents(atPath: path + $0) }
    }

    private func values(in path: String) throws -> [String] {
        let db = try Database(path: path)
        defer { try? db.close() }
        return try db.fetchValues("SELECT v FROM t ORDER BY id", as: String.self)
    }

    private func committed(_ id: Int) -> String { "committed \(id) " + String(repeating: "x", count: 100) }

    @Test func aHotJournalIsRolledBackInACopyAndTheCommittedRowsComeBack() throws {
        let live = folder.file("live.sqlite")
        let killed = folder.file("killed.sqlite")
        let db = try Database(path: live)
        try db.execute("CREATE TABLE t(id INTEGER PRIMARY KEY, v TEXT NOT NULL)")
        try db.inTransaction { db in
            for id in 1...5000 { try db.execute("INSERT INTO t(id, v) VALUES (\(id), \(committed(id)))") }
        }
        // A tiny cache makes the writer spill its changes into the file before it commits; the
        // file and its journal copied then are what a writer killed at that moment leaves.
        try db.execute("PRAGMA cache_size = 2")
        try db.execute("BEGIN")
        try db.execute("UPDATE t SET v = 'uncommitted ' || id")
        try db.execute("DELETE FROM t WHERE id % 2 = 0")
        try FileManager.default.copyItem(atPath: live, toPath: killed)
        try FileManager.default.copyItem(atPath: live + "-journal", toPath: killed + "-journal")
        try db.execute("ROLLBACK")
        try db.close()
        let before = files(at: killed)
        #expect(before[1] != nil)
        // The writer did spill: the file left behind is not the committed one.
        #expect(before[0] != FileManager.default.contents(atPath: live))

        let salvaged = folder.file("salvaged.sqlite")
        let report = try Database.salvage(from: killed, to: salvaged)

        #expect(report[table: "t"]?.recoveredRows == 5000, "\(report)")
        #expect(report[table: "t"]?.lostRows == 0, "\(report)")
        #expect(try values(in: salvaged) == (1...5000).map(committed))
        #expect(files(at: killed) == before)
    }

    @Test func theCommittedFramesOfAWALBesideTheFileAreSalvaged() throws {
        let live = folder.file("live.sqlite")
        let left = folder.file("left.sqlite")
        let db = try Database(path: live)
        try db.execute("PRAGMA journal_mode = WAL")
        try db.execute("PRAGMA wal_autocheckpoint = 0")
        try db.execute("CREATE TABLE t(id INTEGER PRIMARY KEY, v TEXT NOT NULL)")
        for id in 1...50 { try db.execute("INSERT INTO t(id, v) VALUES (\(id), \("in the WAL \(id)"))") }
        try FileManager.default.copyItem(atPath: live, toPath: left)
        try FileManager.default.copyItem(atPath: live + "-wal", toPath: left + "-wal")
        try db.close()
        let before = files(at: left)
        #expect(before[2] != nil)

        let salvaged = folder.file("salvaged.sqlite")
        let report = try Database.salvage(from: left, to: salvaged)

        #expect(report[table: "t"]?.recoveredRows == 50, "\(report)")
        #expect(try values(in: salvaged) == (1...50).map { "in the WAL \($0)" })
        #expect(files(at: left) == before)
    }
}
