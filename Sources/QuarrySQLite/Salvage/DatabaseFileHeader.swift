import Foundation

/// The first 100 bytes of a database file, as https://www.sqlite.org/fileformat.html describes
/// them: just the fields salvage reads or rebuilds.
struct DatabaseFileHeader {
    private(set) var bytes: [UInt8]
    private static let magic = Array("SQLite format 3\0".utf8)

    init(_ data: Data) { bytes = [UInt8](data) }

    var isComplete: Bool { bytes.count == 100 }

    var hasMagicString: Bool { Array(bytes[0..<16]) == Self.magic }

    /// Bytes 16–17: the page size, where 1 means 65536. An invalid value reads as 4096.
    var pageSize: Int {
        get {
            let stated = Int(bytes[16]) << 8 | Int(bytes[17])
            let size = stated == 1 ? 65536 : stated
            return Self.pageSizes.contains(size) ? size : 4096
        }
        set {
            bytes[16] = newValue == 65536 ? 0 : UInt8(newValue >> 8)
            bytes[17] = newValue == 65536 ? 1 : UInt8(newValue & 0xFF)
        }
    }

    /// Bytes 28–31: the page count, when SQLite would trust it (bytes 92–95 match the change
    /// counter in bytes 24–27).
    var statedPageCount: Int? {
        let count = integer(at: 28)
        guard count > 0, integer(at: 92) == integer(at: 24) else { return nil }
        return count
    }

    /// Every page size SQLite allows, the one the header states (if valid) first.
    var plausiblePageSizes: [Int] {
        let stated = pageSize
        return [stated] + Self.pageSizes.filter { $0 != stated }
    }

    /// Writes the magic string and the fixed format bytes: file format versions 1 (rollback
    /// journal, so that the copy needs no WAL), and the payload fractions every file has.
    mutating func rebuild() {
        bytes.replaceSubrange(0..<16, with: Self.magic)
        bytes[18] = 1
        bytes[19] = 1
        bytes[21] = 64
        bytes[22] = 32
        bytes[23] = 32
    }

    private static let pageSizes = [4096, 1024, 2048, 8192, 16384, 32768, 65536, 512]

    private func integer(at offset: Int) -> Int {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
}
