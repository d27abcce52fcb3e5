import Foundation
import QuarrySQLite
import Testing

/// Which column salvage takes for the rowid, and how it tells names apart (issue 27, item 3).
@Suite struct SalvageLayoutTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    @Test func anIntegerPrimaryKeyDescendingColumnIsNotTheRowIDAndTheRowIDIsKept() throws {
        let source = folder.file("source.sqlite")
        do {
            let db = try Database(path: source)
            defer { try? db.close() }
            // SQLite's documented quirk: written on the column, INTEGER PRIMARY KEY DESC is an
            // ordinary column with a unique index, and the rowid is a value of its own.
            try db.execute("CREATE TABLE t(id INTEGER PRIMARY KEY DESC, v TEXT)")
            for id in 1...5 {
                try db.execute("INSERT INTO t(rowid, id, v) VALUES (\(100 + id), \(id), \("v\(id)"))")
            }
        }
        let salvaged = folder.file("salvaged.sqlite")
        let report = try Database.salvage(from: source, to: salvaged)
        #expect(report.isComplete, "\(report)")
        let db = try Database(path: salvaged)
        defer { try? db.close() }
        let rows = try db.fetchValues(
            "SELECT rowid || ':' || id || ':' || v FROM t ORDER BY rowid", as: String.self)
        #expect(rows == (1...5).map { "\(100 + $0):\($0):v\($0)" })
    }

    @Test func tablesWhoseNamesAreCanonicallyEquivalentAreTwoTables() throws {
        let source = folder.file("source.sqlite")
        do {
            let db = try Database(path: source)
            defer { try? db.close() }
            // Different column names, so that no two statements' texts are canonically equivalent.
            try db.execute("CREATE TABLE \"\u{E9}\"(v)")
            try db.execute("CREATE TABLE \"e\u{301}\"(w)")
            try db.execute("INSERT INTO \"\u{E9}\"(v) VALUES (1)")
            for value in 1...3 { try db.execute("INSERT INTO \"e\u{301}\"(w) VALUES (\(value))") }
        }
        let report = try Database.salvage(from: source, to: folder.file("salvaged.sqlite"))
        let decomposed = try #require(report[table: "e\u{301}"])
        #expect(Array(decomposed.name.utf8) == Array("e\u{301}".utf8))
        #expect(report[table: "\u{E9}"]?.recoveredRows == 1)
        #expect(decomposed.recoveredRows == 3, "\(report)")
    }
}
