import Foundation
import Quarry
import QuarrySQLite
import QuarryTesting

/// One kind of damage the salvage oracle does to a generated file, the ways files get damaged:
/// by the disk, by a bug writing pages, by a cut copy, by a writer killed mid-transaction.
enum SalvageDamage: Int, CaseIterable, CustomStringConvertible {
    case zeroedPage
    case randomBytes
    case swappedPages
    case overflowPointer
    case childPointer
    case rootReplacedByLeaf
    case truncated
    case hotJournal

    var description: String {
        switch self {
        case .zeroedPage: "a page zeroed"
        case .randomBytes: "a page overwritten with random bytes"
        case .swappedPages: "two pages swapped"
        case .overflowPointer: "an overflow pointer aimed elsewhere"
        case .childPointer: "a child pointer aimed elsewhere"
        case .rootReplacedByLeaf: "a root page replaced by another table's leaf"
        case .truncated: "the file truncated"
        case .hotJournal: "a hot journal left by a killed writer"
        }
    }

    /// What one damage did, and the rows it may have changed with no trace in the file's
    /// structure: bytes of values written over in place (an overflow page's, or a leaf's cells for
    /// random bytes) change a row the way a bad disk sector does, and no check SQLite has can see
    /// that, since SQLite keeps no checksums. The oracle lets at most that many rows of each
    /// table be wrong unflagged.
    struct Outcome {
        var description: String
        var silentlyChangeableRows: [String: Int] = [:]
    }

    /// Damages the file at `path` (made by `generated`), returning what exactly was done.
    func apply(to path: String, _ generated: GeneratedDatabase, random: inout SplitMix64) throws -> Outcome {
        let pages = try GeneratedDatabase.pages(in: path)
        var outcome = Outcome(description: try damage(path, generated, pages: pages, random: &random))
        for hit in Self.pagesHit(in: outcome.description) {
            for page in pages where page.page == hit && generated.tableNames.contains(page.name) {
                if page.kind == "overflow" { outcome.silentlyChangeableRows[page.name, default: 0] += 1 }
                if page.kind == "leaf", self == .randomBytes {
                    outcome.silentlyChangeableRows[page.name, default: 0] += page.cells
                }
            }
        }
        return outcome
    }

    /// The pages whose bytes a zeroing, random write or swap changed in place.
    private static func pagesHit(in description: String) -> [Int] {
        guard
            description.hasPrefix("zeroed") || description.contains("random bytes")
                || description.hasPrefix("swapped")
        else { return [] }
        let words = description.split(separator: " ")
        return words.enumerated().compactMap { index, word in
            index > 0
                && (words[index - 1] == "page" || words[index - 1] == "pages" || words[index - 1] == "and")
                ? Int(word) : nil
        }
    }

    private func damage(
        _ path: String, _ generated: GeneratedDatabase,
        pages: [(name: String, page: Int, kind: String, cells: Int)],
        random: inout SplitMix64
    ) throws -> String {
        let size = GeneratedDatabase.pageSize
        let pageCount = try Self.pageCount(of: path)
        let anyPage = { (random: inout SplitMix64) in Int.random(in: 2...max(2, pageCount), using: &random) }
        switch self {
        case .zeroedPage:
            let page = Int.random(in: 0..<20, using: &random) == 0 ? 1 : anyPage(&random)
            try Self.write(Data(count: size), at: (page - 1) * size, in: path)
            return "zeroed page \(page)"
        case .randomBytes:
            let page = anyPage(&random)
            let count = Int.random(in: 1...size, using: &random)
            let offset = Int.random(in: 0...(size - count), using: &random)
            let bytes = Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &random) })
            try Self.write(bytes, at: (page - 1) * size + offset, in: path)
            return "\(count) random bytes at offset \(offset) of page \(page)"
        case .swappedPages:
            let first = anyPage(&random)
            var second = anyPage(&random)
            if second == first { second = first == pageCount ? 2 : first + 1 }
            let a = try Self.read(page: first, of: path)
            let b = try Self.read(page: second, of: path)
            try Self.write(b, at: (first - 1) * size, in: path)
            try Self.write(a, at: (second - 1) * size, in: path)
            return "swapped pages \(first) and \(second)"
        case .overflowPointer, .childPointer:
            let kind = self == .overflowPointer ? "overflow" : "internal"
            let candidates = pages.filter { $0.kind == kind }
            guard let victim = candidates.randomElement(using: &random) else {
                return try SalvageDamage.zeroedPage.damage(path, generated, pages: pages, random: &random)
            }
            let others = pages.filter { $0.name != victim.name }.map(\.page)
            let targets =
                [victim.page, 1, pageCount + Int.random(in: 1...1000, using: &random)] + others.prefix(3)
            let target = targets.randomElement(using: &random) ?? 1
            // An overflow page's next page is its first four bytes; an interior page's right child
            // is at offset 8 of its header.
            let offset = kind == "overflow" ? 0 : 8
            let number = withUnsafeBytes(of: UInt32(target).bigEndian) { Data($0) }
            try Self.write(number, at: (victim.page - 1) * size + offset, in: path)
            return "\(kind) page \(victim.page) of \(victim.name) now points at page \(target)"
        case .rootReplacedByLeaf:
            let roots = try Self.rootPages(of: generated.tableNames, in: path)
            guard let victim = generated.tableNames.randomElement(using: &random), let root = roots[victim],
                let leaf = pages.filter({
                    $0.kind == "leaf" && $0.name != victim && generated.tableNames.contains($0.name)
                })
                .randomElement(using: &random)
            else {
                return try SalvageDamage.zeroedPage.damage(path, generated, pages: pages, random: &random)
            }
            try Self.write(try Self.read(page: leaf.page, of: path), at: (root - 1) * size, in: path)
            return "root page \(root) of \(victim) replaced by leaf page \(leaf.page) of \(leaf.name)"
        case .truncated:
            let kept = Int.random(in: 1..<max(2, pageCount), using: &random)
            let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            try handle.truncate(atOffset: UInt64(kept * size))
            return "truncated to \(kept) of \(pageCount) pages"
        case .hotJournal:
            return try Self.killWriter(of: path, generated, random: &random)
        }
    }

    /// Leaves the file and a hot journal as a writer killed in the middle of a transaction does:
    /// the writer spills changes into the file (a two-page cache), the pair is copied then, the
    /// writer rolls back, and the copy replaces the file.
    private static func killWriter(of path: String, _ generated: GeneratedDatabase, random: inout SplitMix64)
        throws
        -> String
    {
        let killed = path + ".killed"
        let db = try Database(path: path)
        try db.execute("PRAGMA cache_size = 2")
        try db.execute("BEGIN")
        for name in generated.tableNames where Bool.random(using: &random) {
            try db.execute("UPDATE \(SQLIdentifier(name)) SET c0 = randomblob(1500)")
            try db.execute("DELETE FROM \(SQLIdentifier(name)) WHERE id % 3 = 0")
        }
        try db.execute("INSERT INTO t0(id, c0) VALUES (1000000, zeroblob(5000))")
        try FileManager.default.copyItem(atPath: path, toPath: killed)
        let journal = FileManager.default.fileExists(atPath: path + "-journal")
        if journal {
            try FileManager.default.copyItem(atPath: path + "-journal", toPath: killed + "-journal")
        }
        try db.execute("ROLLBACK")
        try db.close()
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.moveItem(atPath: killed, toPath: path)
        if journal {
            try FileManager.default.moveItem(atPath: killed + "-journal", toPath: path + "-journal")
        }
        return journal
            ? "killed a writer mid-transaction (hot journal)" : "killed a writer before it wrote a journal"
    }

    private static func rootPages(of tables: [String], in path: String) throws -> [String: Int] {
        let db = try Database(path: path)
        defer { try? db.close() }
        var roots: [String: Int] = [:]
        try db.forEachRow("SELECT name, rootpage FROM sqlite_schema WHERE type = 'table'") { row in
            roots[try row[0]] = try row[1]
        }
        return roots
    }

    static func pageCount(of path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0)
            / GeneratedDatabase.pageSize
    }

    static func read(page: Int, of path: String) throws -> Data {
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        try handle.seek(toOffset: UInt64((page - 1) * GeneratedDatabase.pageSize))
        return try handle.read(upToCount: GeneratedDatabase.pageSize) ?? Data()
    }

    static func write(_ bytes: Data, at offset: Int, in path: String) throws {
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        try handle.seek(toOffset: UInt64(offset))
        try handle.write(contentsOf: bytes)
    }
}
