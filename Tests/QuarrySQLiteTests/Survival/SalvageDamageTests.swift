import Foundation
import QuarrySQLite
import Testing

/// Salvage must not report damaged rows as recovered (issue 27, item 11) and must not spin on damage
/// (item 12): overflow chains that loop or point out of the file, a root page holding another
/// table's cells.
@Suite struct SalvageDamageTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    /// Four rows of blobs three overflow pages long in `big` (12,765 bytes: 489 on the leaf, the
    /// rest on exactly three overflow pages, so that the four fit one leaf), and a small table
    /// `small`.
    private func makeBlobs(at path: String, rows: Int = 4) throws {
        let db = try Database(path: path)
        defer { try? db.close() }
        try db.execute("CREATE TABLE big(id INTEGER PRIMARY KEY, data BLOB NOT NULL)")
        try db.execute("CREATE TABLE small(id INTEGER PRIMARY KEY, a TEXT, b TEXT, c TEXT)")
        for id in 1...rows {
            try db.execute(
                "INSERT INTO big(id, data) VALUES (\(id), \(Data(PageSurgery.blob(id, count: 12765))))")
        }
        for id in 1...5 {
            try db.execute("INSERT INTO small VALUES (\(id), \("a\(id)"), \("b\(id)"), \("c\(id)"))")
        }
    }

    /// The rows of `big` in the salvaged file whose blob is the one written.
    private func exactBlobRows(in path: String) throws -> (exact: Int, total: Int) {
        let db = try Database(path: path)
        defer { try? db.close() }
        var exact = 0
        var total = 0
        try db.forEachRow("SELECT id, data FROM big") { row in
            let id: Int = try row[0]
            let data: Data = try row[1]
            total += 1
            if data == Data(PageSurgery.blob(id, count: 12765)) { exact += 1 }
        }
        return (exact, total)
    }

    @Test func anOverflowChainLoopingOnItselfIsNotReportedAsRecovered() throws {
        let damaged = folder.file("damaged.sqlite")
        try makeBlobs(at: damaged)
        let chain = try #require(try PageSurgery.overflowChains(of: "big", in: damaged)[1])
        // The second row's first overflow page names itself as the next one.
        try PageSurgery.writePageNumber(UInt32(chain[0]), page: chain[0], in: damaged)

        let salvaged = folder.file("salvaged.sqlite")
        let report = try Database.salvage(from: damaged, to: salvaged)

        let big = try #require(report[table: "big"])
        let (exact, _) = try exactBlobRows(in: salvaged)
        #expect(big.recoveredRows <= exact, "\(report)")
        #expect(big.lostRows != 0, "\(report)")
        #expect(!report.description.contains("big: 4 recovered, 0 lost"), "\(report)")
    }

    @Test func aRootPageHoldingAnotherTablesLeafIsNotThatTablesRows() throws {
        let damaged = folder.file("damaged.sqlite")
        try makeBlobs(at: damaged)
        let smallRoot = try DamageFixture.rootPage(of: "small", in: damaged)
        let bigRoot = try DamageFixture.rootPage(of: "big", in: damaged)
        // small's one page now holds big's cells (the overflow pages they name are big's).
        try PageSurgery.replace(
            page: smallRoot, with: try PageSurgery.read(page: bigRoot, of: damaged), in: damaged)

        let salvaged = folder.file("salvaged.sqlite")
        let report = try Database.salvage(from: damaged, to: salvaged)

        let small = try #require(report[table: "small"])
        let db = try Database(path: salvaged)
        defer { try? db.close() }
        let written = try db.fetchValue(
            "SELECT count(*) FROM small WHERE a = 'a' || id AND b = 'b' || id AND c = 'c' || id", as: Int.self
        )
        #expect(small.recoveredRows <= written ?? 0, "\(report)")
        #expect(small.lostRows != 0, "\(report)")
    }

    @Test(.timeLimit(.minutes(5)), arguments: [1, 2])
    func anOverflowChainPointingPastTheEndIsSteppedOver(row: Int) throws {
        let damaged = folder.file("damaged.sqlite")
        try makeBlobs(at: damaged)
        let chain = try #require(try PageSurgery.overflowChains(of: "big", in: damaged)[row - 1])
        let pastTheEnd = UInt32(try PageSurgery.pageCount(of: damaged) + 1000)
        try PageSurgery.writePageNumber(pastTheEnd, page: chain[0], in: damaged)

        let salvaged = folder.file("salvaged.sqlite")
        let report = try Database.salvage(from: damaged, to: salvaged)

        let (exact, total) = try exactBlobRows(in: salvaged)
        #expect(exact == 3 && total == 3, "\(report)")
        #expect(report[table: "big"]?.lostRows != 0, "\(report)")
    }

    @Test(.timeLimit(.minutes(5)), arguments: [1, 3])
    func anOverflowChainPointingAtPageOneIsSteppedOver(row: Int) throws {
        let damaged = folder.file("damaged.sqlite")
        try makeBlobs(at: damaged)
        let chain = try #require(try PageSurgery.overflowChains(of: "big", in: damaged)[row - 1])
        try PageSurgery.writePageNumber(1, page: chain[0], in: damaged)

        let salvaged = folder.file("salvaged.sqlite")
        let report = try Database.salvage(from: damaged, to: salvaged)

        let (exact, total) = try exactBlobRows(in: salvaged)
        #expect(exact == 3 && total == 3, "\(report)")
        #expect(report[table: "big"]?.lostRows != 0, "\(report)")
    }
}
