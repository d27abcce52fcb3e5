import Foundation
import QuarrySQLite

/// Page-level damage for salvage tests: where a table's pages and overflow chains lie (as `dbstat`
/// reports them) and the bytes to write there.
enum PageSurgery {
    /// The page size of the files the tests make.
    static let pageSize = 4096

    /// The overflow pages of each cell of a table held in one leaf (its root), in chain order, by
    /// cell index (`dbstat` paths `/00c+00000n`).
    static func overflowChains(of table: String, in path: String) throws -> [Int: [Int]] {
        let db = try Database(path: path)
        defer { try? db.close() }
        var chains: [Int: [Int]] = [:]
        try db.forEachRow(
            "SELECT pageno, path FROM dbstat WHERE name = \(table) AND pagetype = 'overflow' ORDER BY path"
        ) { row in
            let page: Int = try row[0]
            let path: String = try row[1]
            let cell = path.dropFirst().prefix(while: { $0 != "+" })
            if let index = Int(cell, radix: 16) { chains[index, default: []].append(page) }
        }
        return chains
    }

    /// The file's page count.
    static func pageCount(of path: String) throws -> Int {
        let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
        return size / pageSize
    }

    /// Writes a big-endian 32-bit page number at `offset` in page `page` (counted from 1): offset 0
    /// of an overflow page is the next page of its chain.
    static func writePageNumber(_ number: UInt32, page: Int, offset: Int = 0, in path: String) throws {
        let bytes = withUnsafeBytes(of: number.bigEndian) { Data($0) }
        try DamageFixture.write(bytes, at: UInt64((page - 1) * pageSize + offset), in: path)
    }

    /// The bytes of page `page`.
    static func read(page: Int, of path: String) throws -> Data {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return data.subdata(in: (page - 1) * pageSize..<page * pageSize)
    }

    /// Replaces page `page` with `bytes`.
    static func replace(page: Int, with bytes: Data, in path: String) throws {
        try DamageFixture.write(bytes, at: UInt64((page - 1) * pageSize), in: path)
    }

    /// A blob of `count` bytes that differs per `seed`, so that bytes read from the wrong page show.
    static func blob(_ seed: Int, count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: ($0 &* 31) ^ (seed &* 131) ^ ($0 >> 8)) }
    }
}
