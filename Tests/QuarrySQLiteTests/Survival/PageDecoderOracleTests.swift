import Foundation
import QuarryTesting
import Testing

@testable import QuarrySQLite

/// The page scanner's cell, varint and record decoding against SQLite itself: random rows of every
/// serial type (rowids of every varint width, text and blobs large enough to overflow), written by
/// SQLite at a random page size and text encoding, decoded from the file's pages and compared byte
/// for byte with what SQLite reads back.
@Suite struct PageDecoderOracleTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    /// `QUARRY_PAGESCAN_CASES` raises the count (scripts/campaigns/pagescan.sh).
    static let cases = ProcessInfo.processInfo.environment["QUARRY_PAGESCAN_CASES"].flatMap { Int($0) } ?? 60

    @Test func decodedPagesMatchWhatSQLiteReads() throws {
        for index in 0..<Self.cases {
            let seed = SplitMix64.seed(ofCase: index, base: 0x5041_4745)
            var random = SplitMix64(seed: seed)
            let path = folder.file("case-\(index).sqlite")
            let written = try RandomTableFile.make(at: path, random: &random)
            let expected = try RandomTableFile.rowsAsSQLiteReadsThem(path)
            let db = try Database(path: path)
            let tables = PageRecovery.tables(in: db)
            try db.close()
            let scan = PageScan(image: try DatabaseImage(contentsOf: path), tables: tables)
            let found = try #require(scan.rows(of: "t"), "seed \(seed)")
            let context = "seed \(seed) (case \(index)): \(written)"
            #expect(
                !found.treeIsDamaged && found.damagedCells == 0 && found.orphanPages.isEmpty, "\(context)")
            #expect(found.rows.count == expected.count, "\(context)")
            for (rowID, values) in expected {
                let decoded =
                    (found.rows[rowID] ?? [])
                    + Array(
                        repeating: .null,
                        count: max(0, values.count - (found.rows[rowID]?.count ?? values.count)))
                if !PageScan.sameValues(decoded, values) {
                    Issue.record("rowid \(rowID) differs, \(context)")
                    break
                }
            }
            BackupFile.removeDatabaseFiles(at: path)
        }
    }

    @Test func aDestroyedHeaderStillGivesThePageSize() throws {
        for pageSize in DatabaseImage.legalPageSizes {
            let path = folder.file("size-\(pageSize).sqlite")
            let db = try Database(path: path)
            try db.setPragma(.pageSize, to: pageSize)
            try db.execute("CREATE TABLE t(a, b)")
            try db.inTransaction { db in
                for id in 0..<400 {
                    try db.execute("INSERT INTO t VALUES (\(id), \(String(repeating: "x", count: id % 97)))")
                }
            }
            try db.close()
            var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            bytes.replaceSubrange(0..<100, with: repeatElement(0xFF, count: 100))
            #expect(DatabaseImage(bytes: bytes).pageSize == pageSize)
            bytes.replaceSubrange(0..<100, with: repeatElement(0, count: 100))
            #expect(DatabaseImage(bytes: bytes).pageSize == pageSize)
        }
    }
}

/// A file with one table `t` of random columns and rows, written by SQLite.
enum RandomTableFile {
    /// Writes the file; returns a line describing its settings for failure messages.
    static func make(at path: String, random: inout SplitMix64) throws -> String {
        let pageSize = DatabaseImage.legalPageSizes[Int(random.next() % 8)]
        let encoding = Int(random.next() % 3)
        let columns = 1 + Int(random.next() % 8)
        let db = try Database(path: path)
        defer { try? db.close() }
        try db.setPragma(.pageSize, to: pageSize)
        switch encoding {
        case 1: try db.execute("PRAGMA encoding = 'UTF-16le'")
        case 2: try db.execute("PRAGMA encoding = 'UTF-16be'")
        default: break
        }
        let names = (0..<columns).map { "c\($0)" }
        try db.executeScript(TrustedSQLScript(unsafeSQL: "CREATE TABLE t(\(names.joined(separator: ", ")))"))
        let rows = Int(random.next() % 60)
        var added = false
        try db.inTransaction { db in
            for row in 0..<rows {
                if !added, row == rows / 2, random.next() % 3 == 0 {
                    // Rows written before stop short of the added column; SQLite reads its default.
                    try db.execute("ALTER TABLE t ADD COLUMN late")
                    added = true
                }
                let count = columns + (added ? 1 : 0)
                let rowID = randomRowID(&random, row: row)
                let values = (0..<count).map { _ in randomValue(&random, pageSize: pageSize) }
                let target = (names + ["late"]).prefix(count).map { SQLIdentifier($0) }
                try db.execute(
                    Insert(into: Table("t")).orIgnore.values {
                        Assignment(SQLIdentifier("rowid"), to: SQLExpression(value: SQLValue.integer(rowID)))
                        for (name, value) in zip(target, values) {
                            Assignment(name, to: SQLExpression(value: value))
                        }
                    })
            }
            if random.next() % 2 == 0 { try db.execute("DELETE FROM t WHERE rowid % 3 = 0") }
        }
        return
            "page size \(pageSize), encoding \(encoding), \(columns) columns, \(rows) rows, added column \(added)"
    }

    static func rowsAsSQLiteReadsThem(_ path: String) throws -> [Int64: [SQLValue]] {
        let db = try Database(path: path)
        defer { try? db.close() }
        var rows: [Int64: [SQLValue]] = [:]
        for snapshot in try db.fetchAll("SELECT rowid, * FROM t") {
            guard case .integer(let rowID) = snapshot.values[0] else { continue }
            rows[rowID] = Array(snapshot.values.dropFirst())
        }
        return rows
    }

    /// Rowids of every varint width, negatives included.
    private static func randomRowID(_ random: inout SplitMix64, row: Int) -> Int64 {
        switch random.next() % 4 {
        case 0: return Int64(row + 1)
        case 1: return Int64(bitPattern: random.next())
        default: return Int64(bitPattern: random.next()) >> (random.next() % 64)
        }
    }

    /// The integers at each varint and serial-type width boundary.
    private static let integerEdges: [Int64] = [
        0, 1, -1, 127, 128, -129, 32767, 1 << 23, 1 << 31, 1 << 47, .max, .min,
    ]

    private static func randomValue(_ random: inout SplitMix64, pageSize: Int) -> SQLValue {
        switch random.next() % 8 {
        case 0: return .null
        case 1:
            return .integer(integerEdges[Int(random.next() % UInt64(integerEdges.count))])
        case 2: return .integer(Int64(bitPattern: random.next()) >> (random.next() % 64))
        case 3:
            let real = Double(bitPattern: random.next())
            let specials: [Double] = [
                0, -0.0, .infinity, -.infinity, Double.leastNonzeroMagnitude, 1.5, -2.25e300,
            ]
            return .real(real.isNaN ? specials[Int(random.next() % 7)] : real)
        case 4, 5: return .text(randomText(&random, length: randomLength(&random, pageSize: pageSize)))
        default:
            return .blob(
                (0..<randomLength(&random, pageSize: pageSize)).map { _ in
                    UInt8(truncatingIfNeeded: random.next())
                })
        }
    }

    /// Mostly short, sometimes several pages long (an overflow chain).
    private static func randomLength(_ random: inout SplitMix64, pageSize: Int) -> Int {
        random.next() % 6 == 0 ? Int(random.next() % UInt64(3 * pageSize)) : Int(random.next() % 40)
    }

    private static func randomText(_ random: inout SplitMix64, length: Int) -> String {
        let ranges: [ClosedRange<UInt32>] = [
            0...0x7F, 0x80...0x7FF, 0x800...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF,
        ]
        var scalars = String.UnicodeScalarView()
        for _ in 0..<length / 2 {
            let range = ranges[Int(random.next() % 5)]
            let value =
                range.lowerBound + UInt32(random.next() % UInt64(range.upperBound - range.lowerBound + 1))
            if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
        }
        return String(scalars)
    }
}
