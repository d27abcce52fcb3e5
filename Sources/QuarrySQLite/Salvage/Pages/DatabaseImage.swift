import Foundation

/// A copy of a damaged database file's bytes, read as pages without trusting the file: the page
/// size comes from the header when the pages agree with it, else from the legal size whose pages
/// parse best; a page number outside the file reads as `nil`.
struct DatabaseImage {
    /// How text values are stored (header bytes 56–59).
    enum TextEncoding: Int {
        case utf8 = 1
        case utf16LittleEndian = 2
        case utf16BigEndian = 3
    }

    let bytes: [UInt8]
    let pageSize: Int
    /// The page size less the bytes reserved at the end of every page (header byte 20).
    let usableSize: Int
    /// Whole pages present in the file (a truncated file's partial last page is not counted).
    let pageCount: Int
    let textEncoding: TextEncoding

    static let legalPageSizes = [512, 1024, 2048, 4096, 8192, 16384, 32768, 65536]

    /// Reads the file at `path` into memory.
    init(contentsOf path: String) throws {
        self.init(bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // A destroyed header's reserved-bytes field is not believed.
        let hasMagic = bytes.count >= 100 && Array(bytes[0..<16]) == Array("SQLite format 3\0".utf8)
        let reserved = hasMagic ? Int(bytes[20]) : 0
        let stated = PageBytes.integer(bytes, at: 16, width: 2).map { $0 == 1 ? 65536 : $0 }
        pageSize = Self.choosePageSize(bytes, stated: stated, intactHeader: hasMagic, reserved: reserved)
        usableSize = pageSize - reserved >= 480 ? pageSize - reserved : pageSize
        pageCount = bytes.count / pageSize
        textEncoding = PageBytes.integer(bytes, at: 56, width: 4).flatMap(TextEncoding.init) ?? .utf8
    }

    /// The bytes of page `number` (counted from 1), or `nil` when the file does not hold it.
    func page(_ number: Int) -> [UInt8]? {
        guard number >= 1, number <= pageCount else { return nil }
        let start = (number - 1) * pageSize
        return Array(bytes[start..<start + pageSize])
    }

    /// The stated size when the header is intact (its magic string) and the size legal; else the
    /// largest legal size at which at least 90% as many pages parse as at the best one (a size
    /// too small parses the true pages and a few more by chance, one too large about half).
    private static func choosePageSize(_ bytes: [UInt8], stated: Int?, intactHeader: Bool, reserved: Int)
        -> Int
    {
        if intactHeader, let stated, legalPageSizes.contains(stated) { return stated }
        let scores = legalPageSizes.map { size in
            (size, parsedPages(bytes, pageSize: size, reserved: reserved))
        }
        let best = scores.map(\.1).max() ?? 0
        guard best > 0 else { return stated.flatMap { legalPageSizes.contains($0) ? $0 : nil } ?? 4096 }
        return scores.filter { $0.1 * 10 >= best * 9 }.map(\.0).max() ?? 4096
    }

    /// How many of the first 2,048 pages after page 1 parse as B-tree pages at that size.
    private static func parsedPages(_ bytes: [UInt8], pageSize: Int, reserved: Int) -> Int {
        let count = min(bytes.count / pageSize, 2049)
        guard count >= 2 else { return 0 }
        let usable = pageSize - reserved >= 480 ? pageSize - reserved : pageSize
        var parsed = 0
        for number in 2...count {
            let start = (number - 1) * pageSize
            let page = Array(bytes[start..<start + pageSize])
            if BTreePage(page, number: number, usableSize: usable, pageCount: count) != nil { parsed += 1 }
        }
        return parsed
    }

    /// The pages on the freelist (trunks and leaves), followed at most `pageCount` trunks; a
    /// damaged trunk ends the list.
    func freelistPages() -> Set<Int> {
        var pages: Set<Int> = []
        var trunk = PageBytes.integer(bytes, at: 32, width: 4) ?? 0
        var steps = 0
        while trunk >= 2, steps < pageCount, !pages.contains(trunk), let page = page(trunk) {
            steps += 1
            pages.insert(trunk)
            let leaves = PageBytes.integer(page, at: 4, width: 4) ?? 0
            guard leaves <= (usableSize - 8) / 4 else { break }
            for index in 0..<leaves {
                if let leaf = PageBytes.integer(page, at: 8 + 4 * index, width: 4), leaf >= 2,
                    leaf <= pageCount
                {
                    pages.insert(leaf)
                }
            }
            trunk = PageBytes.integer(page, at: 0, width: 4) ?? 0
        }
        return pages
    }
}
