import Foundation
import Testing

@testable import QuarrySQLite

/// Salvage of tables whose B-tree SQLite cannot walk: the rows come back from the table's leaf
/// pages, found by scanning the file (issue 27). Every recovered row is checked against what was
/// written; the rows expected back are computed from `dbstat` on the intact file (which leaf holds
/// which rowids), not by the scanner.
// The limit is a guard against a hang, not a timing: a loaded two-core machine ran these past a
// minute in a full suite.
@Suite(.timeLimit(.minutes(5))) struct PageScanSalvageTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    @Test func anOverwrittenInteriorRootGivesBackEveryRow() throws {
        let damaged = folder.file("damaged.sqlite")
        try DamageFixture.make(at: damaged, items: 3000)
        let root = try DamageFixture.rootPage(of: "item", in: damaged)
        try DamageFixture.damage(page: root, in: damaged)
        let before = try Data(contentsOf: URL(fileURLWithPath: damaged))

        let report = try Database.salvage(from: damaged, to: folder.file("salvaged.sqlite"))

        let items = try #require(report[table: "item"])
        let (ids, wrong) = try DamageFixture.itemIDs(in: folder.file("salvaged.sqlite"))
        #expect(wrong.isEmpty)
        #expect(ids == Array(1...3000))
        #expect(items.copiedRows == 3000 && items.recoveredFromPages == 3000)
        // The tree is damaged, so how many rows it held stays unknown even when every row came back.
        #expect(items.lostRows == nil && items.isDamaged)
        #expect(items.damagedPageRows == 0 && items.doubtfulPageRows == 0 && items.ambiguousPages.isEmpty)
        #expect(report[table: "note"]?.recoveredRows == 20 && report[table: "note"]?.recoveredFromPages == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: damaged)) == before)
    }

    @Test func aZeroedInteriorPageGivesBackEveryRow() throws {
        let damaged = folder.file("damaged.sqlite")
        try DamageFixture.make(at: damaged, items: 9000)
        let root = try DamageFixture.rootPage(of: "item", in: damaged)
        let interior = try DamageFixture.pages(of: "item", kind: "internal", in: damaged).filter {
            $0 != root
        }
        try #require(interior.count >= 2, "the table must be three levels deep")
        try DamageFixture.write(Data(count: DamageFixture.pageSize), at: offset(of: interior[0]), in: damaged)

        let report = try Database.salvage(from: damaged, to: folder.file("salvaged.sqlite"))

        let (ids, wrong) = try DamageFixture.itemIDs(in: folder.file("salvaged.sqlite"))
        #expect(wrong.isEmpty)
        #expect(ids == Array(1...9000))
        #expect((report[table: "item"]?.recoveredFromPages ?? 0) > 0)
    }

    /// The right-most child pointer of the root aimed at the root itself, at page 1, past the
    /// file's end, and at another table's page: bounded walks, and every row back.
    @Test(arguments: ["self", "page 1", "past the end", "zero", "other table"])
    func aChildPointerAimedAnywhereEndsAndTheRowsComeBack(_ target: String) throws {
        let damaged = folder.file("damaged.sqlite")
        try DamageFixture.make(at: damaged, items: 3000)
        let root = try DamageFixture.rootPage(of: "item", in: damaged)
        let noteRoot = try DamageFixture.rootPage(of: "note", in: damaged)
        let pages = try Data(contentsOf: URL(fileURLWithPath: damaged)).count / DamageFixture.pageSize
        let aim = [
            "self": root, "page 1": 1, "past the end": pages + 1000, "zero": 0, "other table": noteRoot,
        ][target]!
        // Bytes 8–11 of an interior page's header: its right-most child.
        try DamageFixture.write(bigEndian(aim), at: offset(of: root) + 8, in: damaged)

        let report = try Database.salvage(from: damaged, to: folder.file("salvaged.sqlite"))

        let (ids, wrong) = try DamageFixture.itemIDs(in: folder.file("salvaged.sqlite"))
        #expect(wrong.isEmpty)
        #expect(ids == Array(1...3000))
        // Aimed at note's root, that page is in two trees: the survey marks note damaged (doubtful).
        #expect(report[table: "note"]?.copiedRows == 20)
        #expect(try notes(in: folder.file("salvaged.sqlite")) == (1...20).map { "note \($0)" })
    }

    @Test func aLeafSwappedWithAnotherTablesPageComesBackInItsOwnTable() throws {
        let damaged = folder.file("damaged.sqlite")
        try DamageFixture.make(at: damaged, items: 3000)
        let leaves = try DamageFixture.pages(of: "item", kind: "leaf", in: damaged)
        let noteRoot = try DamageFixture.rootPage(of: "note", in: damaged)
        try swap(leaves[leaves.count / 2], noteRoot, in: damaged)

        let report = try Database.salvage(from: damaged, to: folder.file("salvaged.sqlite"))

        let (ids, wrong) = try DamageFixture.itemIDs(in: folder.file("salvaged.sqlite"))
        #expect(wrong.isEmpty)
        #expect(ids == Array(1...3000), "\(report)")
        #expect(try notes(in: folder.file("salvaged.sqlite")) == (1...20).map { "note \($0)" }, "\(report)")
    }

    @Test func aTruncatedFileGivesBackTheRowsOfEverySurvivingLeaf() throws {
        let damaged = folder.file("damaged.sqlite")
        try DamageFixture.make(at: damaged, items: 3000)
        let ranges = try leafRowIDs(of: "item", in: damaged)
        try DamageFixture.truncate(damaged, to: 0.6)
        let surviving = try Data(contentsOf: URL(fileURLWithPath: damaged)).count / DamageFixture.pageSize
        let expected = ranges.filter { $0.page <= surviving }.flatMap(\.rowIDs).sorted()

        _ = try Database.salvage(from: damaged, to: folder.file("salvaged.sqlite"))

        let (ids, wrong) = try DamageFixture.itemIDs(in: folder.file("salvaged.sqlite"))
        #expect(wrong.isEmpty)
        #expect(ids == expected)
    }

    @Test func aRowWhoseOverflowChainLoopsIsReportedDamagedNotGuessed() throws {
        let damaged = folder.file("damaged.sqlite")
        let db = try Database(path: damaged)
        try db.execute("CREATE TABLE big(id INTEGER PRIMARY KEY, body BLOB NOT NULL)")
        try db.inTransaction { db in
            for id in 1...300 { try db.execute("INSERT INTO big VALUES (\(id), \(Self.body(id)))") }
        }
        try db.close()
        let chainStart = try Database(path: damaged).fetchValue(
            "SELECT pageno FROM dbstat WHERE name = 'big' AND pagetype = 'overflow' AND path LIKE '%+000000' LIMIT 1",
            as: Int.self)
        let first = try #require(chainStart)
        try DamageFixture.write(bigEndian(first), at: offset(of: first), in: damaged)
        try DamageFixture.damage(page: DamageFixture.rootPage(of: "big", in: damaged), in: damaged)

        let report = try Database.salvage(from: damaged, to: folder.file("salvaged.sqlite"))

        let big = try #require(report[table: "big"])
        #expect(big.damagedPageRows == 1)
        #expect(big.copiedRows == 299)
        let salvaged = try Database(path: folder.file("salvaged.sqlite"))
        defer { try? salvaged.close() }
        try salvaged.forEachRow("SELECT id, body FROM big") { row in
            let id: Int = try row[0]
            #expect(try row[1] == Self.body(id), "row \(id)")
        }
    }

    // MARK: - Helpers

    /// Three to four overflow pages of bytes particular to `id`.
    static func body(_ id: Int) -> Data {
        Data((0..<(3 * DamageFixture.pageSize + id)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ id) })
    }

    private func offset(of page: Int) -> UInt64 { UInt64((page - 1) * DamageFixture.pageSize) }

    private func bigEndian(_ value: Int) -> Data {
        Data([24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) })
    }

    private func swap(_ first: Int, _ second: Int, in path: String) throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let size = DamageFixture.pageSize
        let a = bytes[(first - 1) * size..<first * size]
        let b = bytes[(second - 1) * size..<second * size]
        try DamageFixture.write(Data(b), at: offset(of: first), in: path)
        try DamageFixture.write(Data(a), at: offset(of: second), in: path)
    }

    private func notes(in path: String) throws -> [String] {
        let db = try Database(path: path)
        defer { try? db.close() }
        return try db.fetchValues("SELECT body FROM note ORDER BY id", as: String.self)
    }

    /// Which rowids each leaf of `table` holds, from `dbstat` on the intact file: leaves in tree
    /// order hold consecutive runs of the table's rowids in order.
    private func leafRowIDs(of table: String, in path: String) throws -> [(page: Int, rowIDs: [Int])] {
        let db = try Database(path: path)
        defer { try? db.close() }
        let rowIDs = try db.fetchValues("SELECT rowid FROM item ORDER BY rowid", as: Int.self)
        var next = 0
        var leaves: [(page: Int, rowIDs: [Int])] = []
        try db.forEachRow(
            "SELECT pageno, ncell FROM dbstat WHERE name = \(table) AND pagetype = 'leaf' ORDER BY path"
        ) { row in
            let cells: Int = try row[1]
            leaves.append((try row[0], Array(rowIDs[next..<next + cells])))
            next += cells
        }
        return leaves
    }
}
