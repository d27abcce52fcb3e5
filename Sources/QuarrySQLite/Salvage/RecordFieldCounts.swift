import Foundation

/// How many fields the record of each row holds, read from a table's leaf pages in the file
/// (https://www.sqlite.org/fileformat.html, "B-tree Pages" and "Record Format"): the one fact about
/// a row that SQL cannot show, since SQLite reads the columns a short record lacks as their
/// defaults and ignores the fields a long one has past the table's columns. Salvage uses it to
/// tell another tree's cells from the table's own (a root page overwritten with another table's
/// leaf). Only the cell header and the record header are read; a cell whose record header does not
/// fit in its page is left out.
enum RecordFieldCounts {
    /// The field count of each cell on the table-leaf pages `pages` (counted from 1) of the file at
    /// `path`, by rowid; pages that are not table leaves are skipped.
    static func read(pages: [Int], of path: String, pageSize: Int) -> [Int64: Int] {
        guard let handle = FileHandle(forReadingAtPath: path) else { return [:] }
        defer { try? handle.close() }
        var counts: [Int64: Int] = [:]
        for page in pages where page > 0 {
            guard (try? handle.seek(toOffset: UInt64(page - 1) * UInt64(pageSize))) != nil,
                let data = try? handle.read(upToCount: pageSize), data.count == pageSize
            else { continue }
            for (rowID, fields) in cells(of: [UInt8](data), page: page) { counts[rowID] = fields }
        }
        return counts
    }

    /// The (rowid, field count) of each cell of one table-leaf page.
    static func cells(of bytes: [UInt8], page: Int) -> [(Int64, Int)] {
        let header = page == 1 ? 100 : 0
        guard bytes.count > header + 8, bytes[header] == 0x0D else { return [] }
        let cellCount = Int(bytes[header + 3]) << 8 | Int(bytes[header + 4])
        var cells: [(Int64, Int)] = []
        for index in 0..<min(cellCount, bytes.count / 2) {
            let pointer = header + 8 + 2 * index
            guard pointer + 1 < bytes.count else { break }
            let offset = Int(bytes[pointer]) << 8 | Int(bytes[pointer + 1])
            if let cell = cell(at: offset, in: bytes) { cells.append(cell) }
        }
        return cells
    }

    private static func cell(at offset: Int, in bytes: [UInt8]) -> (Int64, Int)? {
        var position = offset
        guard varint(in: bytes, at: &position) != nil,  // payload size
            let rowID = varint(in: bytes, at: &position)
        else { return nil }
        let recordStart = position
        guard let headerSize = varint(in: bytes, at: &position), headerSize > 0,
            headerSize <= UInt64(bytes.count - recordStart)
        else { return nil }
        let headerEnd = recordStart + Int(headerSize)
        var fields = 0
        while position < headerEnd {
            guard varint(in: bytes, at: &position) != nil else { return nil }
            fields += 1
        }
        return position == headerEnd ? (Int64(bitPattern: rowID), fields) : nil
    }

    /// SQLite's variable-length integer: up to eight bytes of seven bits, then one of eight.
    private static func varint(in bytes: [UInt8], at position: inout Int) -> UInt64? {
        var value: UInt64 = 0
        for length in 0..<9 {
            guard position < bytes.count else { return nil }
            let byte = bytes[position]
            position += 1
            if length == 8 { return value << 8 | UInt64(byte) }
            value = value << 7 | UInt64(byte & 0x7F)
            if byte & 0x80 == 0 { return value }
        }
        return value
    }
}
