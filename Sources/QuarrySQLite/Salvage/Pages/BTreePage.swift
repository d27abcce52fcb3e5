/// One B-tree page of a damaged file whose header and cell pointers are within bounds: the page
/// kind, its cells' offsets and (interior pages) the right-most child. Cell contents are checked
/// when they are read.
struct BTreePage {
    enum Kind: UInt8 {
        case interiorIndex = 0x02
        case interiorTable = 0x05
        case leafIndex = 0x0A
        case leafTable = 0x0D
        var isLeaf: Bool { self == .leafIndex || self == .leafTable }
    }

    let number: Int
    let kind: Kind
    let bytes: [UInt8]
    let usableSize: Int
    /// Where each cell starts, in pointer order; each is past the pointer array and inside the
    /// usable part of the page.
    let cellOffsets: [Int]
    /// An interior page's right-most child, checked to be a page of the file.
    let rightMostChild: Int?

    /// Parses the header of page `number` (page 1's starts after the 100-byte file header), or
    /// `nil` when it is no B-tree page or a pointer leaves the page.
    init?(_ bytes: [UInt8], number: Int, usableSize: Int, pageCount: Int) {
        let header = number == 1 ? 100 : 0
        guard bytes.count >= usableSize, header < usableSize, let kind = Kind(rawValue: bytes[header]),
            let cellCount = PageBytes.integer(bytes, at: header + 3, width: 2)
        else { return nil }
        let headerSize = kind.isLeaf ? 8 : 12
        let pointersEnd = header + headerSize + 2 * cellCount
        guard pointersEnd <= usableSize else { return nil }
        var offsets: [Int] = []
        offsets.reserveCapacity(cellCount)
        for index in 0..<cellCount {
            guard let offset = PageBytes.integer(bytes, at: header + headerSize + 2 * index, width: 2),
                offset >= pointersEnd, offset < usableSize
            else { return nil }
            offsets.append(offset)
        }
        if kind.isLeaf {
            rightMostChild = nil
        } else {
            guard let child = PageBytes.integer(bytes, at: header + 8, width: 4), child >= 1,
                child <= pageCount
            else { return nil }
            rightMostChild = child
        }
        self.number = number
        self.kind = kind
        self.bytes = bytes
        self.usableSize = usableSize
        cellOffsets = offsets
    }

    /// The left child of an interior table page's cell at `offset`, or `nil` when it is no page of
    /// a file of `pageCount` pages.
    func leftChild(at offset: Int, pageCount: Int) -> Int? {
        guard let child = PageBytes.integer(bytes, at: offset, width: 4, limit: usableSize), child >= 1,
            child <= pageCount
        else { return nil }
        return child
    }
}
