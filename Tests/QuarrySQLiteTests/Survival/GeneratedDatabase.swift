import Foundation
import Quarry
import QuarrySQLite
import QuarryTesting

/// A small database file drawn from a seed, with every row it holds remembered: several tables
/// of different widths (so that one table's cells cannot pass for another's), random values
/// including blobs and texts long enough to need overflow chains, and indexes on some tables.
/// Pages are 1 KiB so that a few dozen rows already make trees of several levels.
struct GeneratedDatabase {
    static let pageSize = 1024

    /// The rows of each table, by rowid: the columns after the INTEGER PRIMARY KEY.
    private(set) var rows: [String: [Int64: [SQLValue]]] = [:]
    private(set) var tableNames: [String] = []

    /// Writes the database at `path`.
    init(at path: String, random: inout SplitMix64) throws {
        let db = try Database(path: path)
        defer { try? db.close() }
        try db.execute("PRAGMA page_size = 1024")
        try db.execute("PRAGMA auto_vacuum = NONE")
        let tableCount = Int.random(in: 2...4, using: &random)
        let widths = Array(1...6).shuffled(using: &random).prefix(tableCount)
        try db.inTransaction { db in
            for (index, width) in widths.enumerated() {
                let name = "t\(index)"
                tableNames.append(name)
                let columns = (0..<width).map { "c\($0)" }.joined(separator: ", ")
                try db.execute(
                    "CREATE TABLE \(SQLIdentifier(name))(id INTEGER PRIMARY KEY, \(unsafeRaw: columns))")
                if Bool.random(using: &random) {
                    try db.execute(
                        "CREATE INDEX \(SQLIdentifier(name + "_c0")) ON \(SQLIdentifier(name))(c0)")
                }
                var table: [Int64: [SQLValue]] = [:]
                var rowID: Int64 = 0
                for _ in 0..<Int.random(in: 3...30, using: &random) {
                    rowID += Int64.random(in: 1...3, using: &random)
                    let values = (0..<width).map { _ in Self.value(using: &random) }
                    var insert: SQLFragment = "INSERT INTO \(SQLIdentifier(name)) VALUES (\(rowID)"
                    for value in values { insert = "\(insert), \(value)" }
                    try db.execute("\(insert))")
                    table[rowID] = values
                }
                rows[name] = table
            }
        }
    }

    /// A random value: mostly small, sometimes a text or blob over a page long.
    static func value(using random: inout SplitMix64) -> SQLValue {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return .null
        case 1, 2: return .integer(Int64.random(in: -1_000_000...1_000_000, using: &random))
        case 3: return .real(Double(Int.random(in: -10000...10000, using: &random)) / 8)
        case 4, 5: return .text(text(count: Int.random(in: 0...40, using: &random), using: &random))
        case 6: return .blob(bytes(count: Int.random(in: 0...60, using: &random), using: &random))
        case 7: return .text(text(count: Int.random(in: 900...2000, using: &random), using: &random))
        case 8: return .blob(bytes(count: Int.random(in: 900...3000, using: &random), using: &random))
        default: return .integer(Int64.random(in: 0...9, using: &random))
        }
    }

    private static func text(count: Int, using random: inout SplitMix64) -> String {
        String(
            decoding: (0..<count).map { _ in UInt8.random(in: 0x20...0x7E, using: &random) }, as: UTF8.self)
    }

    private static func bytes(count: Int, using random: inout SplitMix64) -> [UInt8] {
        (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
    }

    /// The pages of each tree (tables and indexes), by kind, as `dbstat` walks them.
    static func pages(in path: String) throws -> [(name: String, page: Int, kind: String, cells: Int)] {
        let db = try Database(path: path)
        defer { try? db.close() }
        var pages: [(String, Int, String, Int)] = []
        try db.forEachRow("SELECT name, pageno, pagetype, ncell FROM dbstat ORDER BY pageno") { row in
            pages.append((try row[0], try row[1], try row[2], try row[3]))
        }
        return pages
    }
}
