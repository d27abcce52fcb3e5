import Foundation
import QuarrySQLite
import Testing

/// Salvage on real files damaged the ways files get damaged: pages overwritten in the middle of a
/// table, an interior B-tree page lost, the file cut short, the header destroyed.
@Suite struct SalvageTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    @Test func damagedLeafPagesLoseOnlyTheirRows() throws {
        let damaged = folder.file("damaged.sqlite")
        try DamageFixture.make(at: damaged, items: 3000)
        let leaves = try DamageFixture.pages(of: "item", kind: "leaf", in: damaged)
        let hit = [leaves[leaves.count / 3], leaves[leaves.count / 2], leaves[2 * leaves.count / 3]]
        for page in hit { try DamageFixture.damage(page: page, in: damaged) }
        let before = try Data(contentsOf: URL(fileURLWithPath: damaged))

        let report = try Database.salvage(from: damaged, to: folder.file("salvaged.sqlite"))

        let items = try #require(report[table: "item"])
        let (ids, wrong) = try DamageFixture.itemIDs(in: folder.file("salvaged.sqlite"))
        #expect(wrong.isEmpty)
        #expect(ids.count == items.copiedRows)
        // About 13 rows fit a 4 KiB leaf; three leaves lost, everything else back, but from a tree
        // the integrity check reports damaged: doubtful, and how many were lost is not known.
        #expect(items.copiedRows < 3000 && items.copiedRows >= 3000 - 3 * 20)
        #expect(items.recoveredRows == 0 && items.doubtfulRows == items.copiedRows)
        #expect(items.isDamaged && items.lostRows == nil && items.countedRows == 3000)
        #expect(items.description.contains("lost: unknown"))
        #expect(!items.unreadableRanges.isEmpty)
        #expect(ids.contains(1) && ids.contains(3000))
        #expect(report[table: "note"]?.recoveredRows == 20)
        #expect(report[table: "note"]?.lostRows == 0, "\(report)")
        #expect(!report.isComplete)
        // The damaged file is read, never written.
        #expect(try Data(contentsOf: URL(fileURLWithPath: damaged)) == before)
        try expectSchemaAndHeaderCarriedOver(folder.file("salvaged.sqlite"))
    }

    @Test func anInteriorPageLostStillLeavesTheRowsAfterIt() throws {
        let damaged = folder.file("damaged.sqlite")
        try DamageFixture.make(at: damaged, items: 9000)
        let root = try DamageFixture.rootPage(of: "item", in: damaged)
        let interior = try DamageFixture.pages(of: "item", kind: "internal", in: damaged).filter {
            $0 != root
        }
        try #require(interior.count >= 2, "the table must be three levels deep")
        try DamageFixture.damage(page: interior[0], in: damaged)

        let report = try Database.salvage(from: damaged, to: folder.file("salvaged.sqlite"))

        let items = try #require(report[table: "item"])
        let (ids, wrong) = try DamageFixture.itemIDs(in: folder.file("salvaged.sqlite"))
        #expect(wrong.isEmpty)
        // The damaged subtree's leaves are intact: the page scan finds them (PageScanSalvageTests),
        // counted apart from the doubtful rows SQLite read through the damaged tree.
        #expect(items.copiedRows == 9000 && items.recoveredFromPages > 0, "\(report)")
        #expect(ids.count == 9000)
        #expect(ids.contains(9000))
        #expect(items.lostRows == nil && items.isDamaged)
        // The whole-file check stops at the lost page; note's own check vouches for note.
        #expect(report[table: "note"]?.recoveredRows == 20, "\(report)")
    }

    @Test func aTruncatedFileGivesBackWhatItStillHolds() throws {
        let damaged = folder.file("damaged.sqlite")
        try DamageFixture.make(at: damaged, items: 3000)
        try DamageFixture.truncate(damaged, to: 0.6)

        let report = try Database.salvage(from: damaged, to: folder.file("salvaged.sqlite"))

        let items = try #require(report[table: "item"])
        let (ids, wrong) = try DamageFixture.itemIDs(in: folder.file("salvaged.sqlite"))
        #expect(wrong.isEmpty)
        #expect(items.copiedRows > 1000 && items.copiedRows < 3000)
        #expect(items.lostRows == nil)
        #expect(ids.first == 1)
        #expect(report[table: "note"]?.recoveredRows == 20)
        guard case .paddedTruncatedFile(let missing) = report.repairs.first else {
            Issue.record("expected the truncated file to be padded, got \(report.repairs)")
            return
        }
        #expect(missing > 10)
    }

    @Test func aDestroyedHeaderIsRebuiltAndEveryRowComesBack() throws {
        let damaged = folder.file("damaged.sqlite")
        try DamageFixture.make(at: damaged, items: 500)
        // The magic string and the page size.
        try DamageFixture.write(Data(repeating: 0, count: 18), at: 0, in: damaged)
        let opening = #expect(throws: DatabaseError.self) { try Database(path: damaged) }
        #expect(opening?.code == .notadb)
        #expect(opening?.databaseFile == damaged)

        let report = try Database.salvage(from: damaged, to: folder.file("salvaged.sqlite"))

        #expect(report.repairs == [.rebuiltHeader])
        #expect(report.isComplete)
        #expect(report[table: "item"]?.recoveredRows == 500)
        let (ids, wrong) = try DamageFixture.itemIDs(in: folder.file("salvaged.sqlite"))
        #expect(ids == Array(1...500) && wrong.isEmpty)
        try expectSchemaAndHeaderCarriedOver(folder.file("salvaged.sqlite"))
    }

    @Test func aTableWithoutRowIDIsReadFromBothEnds() throws {
        let damaged = folder.file("damaged.sqlite")
        try DamageFixture.make(at: damaged, items: 3000, withoutRowID: true)
        let leaves = try DamageFixture.pages(of: "item", kind: "leaf", in: damaged)
        try DamageFixture.damage(page: leaves[leaves.count / 2], in: damaged)

        let report = try Database.salvage(from: damaged, to: folder.file("salvaged.sqlite"))

        let items = try #require(report[table: "item"])
        let (ids, wrong) = try DamageFixture.itemIDs(in: folder.file("salvaged.sqlite"))
        #expect(wrong.isEmpty)
        #expect(ids.contains(1) && ids.contains(3000))
        #expect(items.copiedRows < 3000 && items.copiedRows > 2000)
        #expect(items.lostRows == nil)
    }

    @Test func anIntactFileIsCopiedWhole() throws {
        let intact = folder.file("intact.sqlite")
        try DamageFixture.make(at: intact, items: 200)
        let report = try Database.salvage(from: intact, to: folder.file("copy.sqlite"))
        #expect(report.isComplete, "\(report)")
        #expect(report.recoveredRows == 220)
        #expect(try DamageFixture.itemIDs(in: folder.file("copy.sqlite")).ids == Array(1...200))
    }

    @Test func aDestinationWithDataIsRefusedAndKept() throws {
        let intact = folder.file("intact.sqlite")
        try DamageFixture.make(at: intact, items: 10)
        let existing = folder.file("existing.sqlite")
        try DamageFixture.make(at: existing, items: 5)
        let before = try Data(contentsOf: URL(fileURLWithPath: existing))
        let error = #expect(throws: DatabaseError.self) {
            try Database.salvage(from: intact, to: existing)
        }
        #expect(error?.message.contains("already exists and is not empty") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: existing)) == before)
    }

    @Test func aMissingSourceIsAnErrorNamingIt() throws {
        let missing = folder.file("missing.sqlite")
        let error = #expect(throws: DatabaseError.self) {
            try Database.salvage(from: missing, to: folder.file("out.sqlite"))
        }
        #expect(error?.message.contains(missing) == true)
        #expect(!FileManager.default.fileExists(atPath: folder.file("out.sqlite")))
    }

    private func expectSchemaAndHeaderCarriedOver(_ path: String) throws {
        let db = try Database(path: path)
        defer { try? db.close() }
        let names = try db.fetchValues("SELECT name FROM sqlite_schema ORDER BY name", as: String.self)
        #expect(names == ["big_item", "item", "item_by_group", "item_note", "note"])
        #expect(try db.pragma(.userVersion) == 7)
        #expect(try db.checkIntegrity().isSound)
    }
}
