import Foundation
import QuarrySQLite

/// Real database files to back up, check and damage: a table of items large enough to span many
/// B-tree pages, with an index, a view, a trigger and a second small table.
enum DamageFixture {
    static let pageSize = 4096

    /// The payload every item carries, so that a recovered row can be checked against what was
    /// written: about 300 bytes, different per id.
    static func payload(_ id: Int) -> String {
        "item \(id) " + String(repeating: String(UnicodeScalar(UInt8(65 + id % 26))), count: 290)
    }

    /// Creates the file with `items` rows in `item` and 20 rows in `note`.
    static func make(at path: String, items: Int, withoutRowID: Bool = false) throws {
        let db = try Database(path: path)
        defer { try? db.close() }
        try db.execute("CREATE TABLE note(id INTEGER PRIMARY KEY, body TEXT NOT NULL)")
        if withoutRowID {
            try db.execute(
                "CREATE TABLE item(id INTEGER PRIMARY KEY, grp INTEGER NOT NULL, payload TEXT NOT NULL) WITHOUT ROWID"
            )
        } else {
            try db.execute(
                "CREATE TABLE item(id INTEGER PRIMARY KEY, grp INTEGER NOT NULL, payload TEXT NOT NULL)")
        }
        try db.execute("CREATE INDEX item_by_group ON item(grp)")
        try db.execute("CREATE VIEW big_item AS SELECT id FROM item WHERE id > 100")
        try db.execute(
            "CREATE TRIGGER item_note AFTER INSERT ON item BEGIN INSERT INTO note(body) VALUES ('inserted'); END"
        )
        try db.inTransaction { db in
            for id in 1...20 { try db.execute("INSERT INTO note(id, body) VALUES (\(id), \("note \(id)"))") }
            for id in 1...items {
                try db.execute("INSERT INTO item(id, grp, payload) VALUES (\(id), \(id % 7), \(payload(id)))")
            }
            // The trigger wrote one note per item; keep the 20 notes only.
            try db.execute("DELETE FROM note WHERE id > 20")
        }
        try db.setPragma(.userVersion, to: 7)
    }

    /// The pages of `table`'s own B-tree of the given kind (`leaf` or `internal`), in page order,
    /// as the `dbstat` virtual table reports them.
    static func pages(of table: String, kind: String, in path: String) throws -> [Int] {
        let db = try Database(path: path)
        defer { try? db.close() }
        return try db.fetchValues(
            "SELECT pageno FROM dbstat WHERE name = \(table) AND pagetype = \(kind) ORDER BY pageno",
            as: Int.self)
    }

    /// The root page of `table`.
    static func rootPage(of table: String, in path: String) throws -> Int {
        let db = try Database(path: path)
        defer { try? db.close() }
        return try db.fetchValue("SELECT rootpage FROM sqlite_schema WHERE name = \(table)", as: Int.self)
            ?? 0
    }

    /// Overwrites page `page` (counted from 1) with bytes that are no B-tree page.
    static func damage(page: Int, in path: String) throws {
        try write(Data(repeating: 0xFF, count: pageSize), at: UInt64((page - 1) * pageSize), in: path)
    }

    /// Writes `bytes` at `offset` in the file.
    static func write(_ bytes: Data, at offset: UInt64, in path: String) throws {
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        try handle.seek(toOffset: offset)
        try handle.write(contentsOf: bytes)
    }

    /// Cuts the file to `fraction` of its size.
    static func truncate(_ path: String, to fraction: Double) throws {
        let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        let pages = Int(Double(size / pageSize) * fraction)
        try handle.truncate(atOffset: UInt64(pages * pageSize))
    }

    /// The items of a salvaged or copied file, checked against what ``make(at:items:withoutRowID:)``
    /// wrote: returns their ids; a row whose payload or group is wrong fails the caller's check.
    static func itemIDs(in path: String) throws -> (ids: [Int], wrong: [Int]) {
        let db = try Database(path: path)
        defer { try? db.close() }
        var ids: [Int] = []
        var wrong: [Int] = []
        try db.forEachRow("SELECT id, grp, payload FROM item ORDER BY id") { row in
            let id: Int = try row[0]
            ids.append(id)
            if try row[1] != id % 7 || row[2] != payload(id) { wrong.append(id) }
        }
        return (ids, wrong)
    }
}
