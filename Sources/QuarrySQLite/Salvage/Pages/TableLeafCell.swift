/// One cell of a table B-tree leaf: its rowid and its whole payload, the overflow chain followed
/// with every pointer checked.
struct TableLeafCell {
    /// Why a cell could not be read.
    enum Damage: Error, Equatable {
        /// A varint, the local payload or the overflow pointer runs past the page.
        case outsidePage
        /// The stated payload is larger than the whole file could hold.
        case impossiblePayloadSize
        /// The overflow chain points outside the file, at page 1, at a page it already visited,
        /// or ends before the payload does.
        case brokenOverflowChain
    }

    let rowID: Int64
    let payload: [UInt8]

    /// Reads the cell at `offset` of `page`, following its overflow pages in `image`.
    static func read(at offset: Int, of page: BTreePage, in image: DatabaseImage) -> Result<
        TableLeafCell, Damage
    > {
        let limit = page.usableSize
        guard let (size, afterSize) = PageBytes.varint(page.bytes, at: offset, limit: limit),
            let (rowID, afterRowID) = PageBytes.varint(page.bytes, at: afterSize, limit: limit)
        else { return .failure(.outsidePage) }
        guard size <= UInt64(image.pageCount + 1) * UInt64(image.usableSize) else {
            return .failure(.impossiblePayloadSize)
        }
        let payloadSize = Int(size)
        let local = localSize(of: payloadSize, usableSize: image.usableSize)
        guard afterRowID + local <= limit else { return .failure(.outsidePage) }
        var payload = Array(page.bytes[afterRowID..<afterRowID + local])
        if local < payloadSize {
            guard let first = PageBytes.integer(page.bytes, at: afterRowID + local, width: 4, limit: limit)
            else {
                return .failure(.outsidePage)
            }
            guard appendOverflow(from: first, to: &payload, size: payloadSize, in: image) else {
                return .failure(.brokenOverflowChain)
            }
        }
        return .success(TableLeafCell(rowID: Int64(bitPattern: rowID), payload: payload))
    }

    /// How much of a payload of `size` bytes a table leaf keeps on the page (the file format's
    /// rule: all of it up to U-35, else M or K).
    static func localSize(of size: Int, usableSize: Int) -> Int {
        let maxLocal = usableSize - 35
        guard size > maxLocal else { return size }
        let minLocal = (usableSize - 12) * 32 / 255 - 23
        let surplus = minLocal + (size - minLocal) % (usableSize - 4)
        return surplus <= maxLocal ? surplus : minLocal
    }

    /// Appends the overflow chain starting at `first` until `payload` holds `size` bytes; at most
    /// one step per page of the file, each page once.
    private static func appendOverflow(
        from first: Int, to payload: inout [UInt8], size: Int, in image: DatabaseImage
    )
        -> Bool
    {
        var next = first
        var visited: Set<Int> = []
        let chunk = image.usableSize - 4
        while payload.count < size {
            guard next >= 2, visited.count < image.pageCount, visited.insert(next).inserted,
                let page = image.page(next)
            else { return false }
            let take = min(chunk, size - payload.count)
            payload += page[4..<4 + take]
            next = PageBytes.integer(page, at: 0, width: 4) ?? 0
        }
        return true
    }
}
