import Quarry

/// The rows of a damaged file's tables read from its pages: each table's tree walked from its
/// root as far as it goes, then every table leaf no walk reached (and not on the freelist)
/// matched to a table by the shape of its records.
///
/// Every page is visited at most once per walk and once by the orphan scan, so a file of N pages
/// costs O(N) page reads whatever its pointers say.
struct PageScan {
    /// What the scan found for one table.
    struct TableRows {
        /// Rows by rowid, each a record that decoded completely and fits the table.
        var rows: [Int64: [SQLValue]] = [:]
        /// The rowids read from pages the table's own tree reached.
        var fromTree: Set<Int64> = []
        /// Cells that could not be read (a broken overflow chain, pointers off the page) or that do
        /// not fit the table, on pages assigned to it.
        var damagedCells = 0
        /// Rowids found twice outside the tree with different values: neither copy is kept.
        var doubtfulRowIDs: Set<Int64> = []
        /// Whether the walk met a page that is not this table's (off the file, no B-tree page, met
        /// twice, records of another shape).
        var treeIsDamaged = false
        /// Rowids on leaves the table's tree reached whose records are not this table's (a page
        /// of another table, aimed at or swapped in): SQLite reads them as this table's rows.
        var foreignRowIDs: Set<Int64> = []
        /// Leaf pages found outside every tree that were assigned to this table.
        var orphanPages: [Int] = []
    }

    let image: DatabaseImage
    let tables: [PageTable]
    private(set) var results: [TableRows]
    /// Leaf pages outside every tree whose records fit several damaged tables (or several intact
    /// ones and no damaged one), with the positions of those tables; left unassigned.
    private(set) var ambiguousPages: [Int: [Int]] = [:]
    /// Table leaf pages outside every tree that fit no table.
    private(set) var unmatchedPages: [Int] = []
    private var owner: [Int: Int] = [:]

    init(image: DatabaseImage, tables: [PageTable]) {
        self.image = image
        self.tables = tables
        results = Array(repeating: TableRows(), count: tables.count)
        for index in tables.indices { walk(table: index) }
        scanOrphans()
    }

    /// The scan's rows of the table named `name` (names compared as SQLite compares them).
    func rows(of name: String) -> TableRows? {
        tables.firstIndex { $0.name.isSameSQLiteName(as: name) }.map { results[$0] }
    }

    // MARK: - Walking a tree

    private mutating func walk(table index: Int) {
        var pending = [tables[index].rootPage]
        var visited: Set<Int> = []
        while let number = pending.popLast() {
            guard visited.insert(number).inserted, let bytes = image.page(number),
                let page = BTreePage(
                    bytes, number: number, usableSize: image.usableSize, pageCount: image.pageCount)
            else {
                results[index].treeIsDamaged = true
                continue
            }
            guard owner[number] == nil else {
                results[index].treeIsDamaged = true
                if page.kind == .leafTable { markForeign(readCells(of: page), for: index) }
                continue
            }
            switch page.kind {
            case .interiorTable:
                owner[number] = index
                for offset in page.cellOffsets {
                    if let child = page.leftChild(at: offset, pageCount: image.pageCount) {
                        pending.append(child)
                    } else {
                        results[index].treeIsDamaged = true
                    }
                }
                pending += page.rightMostChild.map { [$0] } ?? []
            case .leafTable:
                let cells = readCells(of: page)
                let total = cells.decoded.count + cells.damaged
                if total == 0 || fitCount(cells, table: tables[index]) * 2 > total {
                    owner[number] = index
                    take(cells, for: index, fromTree: true)
                } else {
                    results[index].treeIsDamaged = true
                    markForeign(cells, for: index)
                }
            case .interiorIndex, .leafIndex:
                results[index].treeIsDamaged = true
            }
        }
    }

    // MARK: - Leaves outside every tree

    private mutating func scanOrphans() {
        let free = image.freelistPages()
        let damaged = Set(results.indices.filter { results[$0].treeIsDamaged })
        guard image.pageCount >= 2 else { return }
        for number in 2...image.pageCount where owner[number] == nil && !free.contains(number) {
            guard let bytes = image.page(number),
                let page = BTreePage(
                    bytes, number: number, usableSize: image.usableSize, pageCount: image.pageCount),
                page.kind == .leafTable
            else { continue }
            let cells = readCells(of: page)
            let fitting = tables.indices.filter {
                fitCount(cells, table: tables[$0]) * 2 > cells.decoded.count + cells.damaged
            }
            var candidates = fitting
            if candidates.count > 1 { candidates = candidates.filter(damaged.contains) }
            switch candidates.count {
            case 1:
                results[candidates[0]].orphanPages.append(number)
                take(cells, for: candidates[0], fromTree: false)
            case 0 where fitting.isEmpty: unmatchedPages.append(number)
            default: ambiguousPages[number] = candidates.isEmpty ? fitting : candidates
            }
        }
    }

    // MARK: - Cells

    private struct Cells {
        var decoded: [(rowID: Int64, values: [SQLValue])] = []
        var damaged = 0
    }

    private func readCells(of page: BTreePage) -> Cells {
        var cells = Cells()
        for offset in page.cellOffsets {
            guard case .success(let cell) = TableLeafCell.read(at: offset, of: page, in: image),
                let values = RecordDecoder.values(of: cell.payload, encoding: image.textEncoding)
            else {
                cells.damaged += 1
                continue
            }
            cells.decoded.append((cell.rowID, values))
        }
        return cells
    }

    private mutating func markForeign(_ cells: Cells, for index: Int) {
        results[index].foreignRowIDs.formUnion(cells.decoded.map(\.rowID))
    }

    private func fitCount(_ cells: Cells, table: PageTable) -> Int {
        cells.decoded.count { table.fits($0.values) }
    }

    /// Keeps the fitting rows: a rowid the tree already gave keeps the tree's copy; one found
    /// twice outside the tree with different values is doubtful and dropped.
    private mutating func take(_ cells: Cells, for index: Int, fromTree: Bool) {
        let table = tables[index]
        var result = results[index]
        result.damagedCells += cells.damaged
        for (rowID, values) in cells.decoded {
            guard table.fits(values) else {
                result.damagedCells += 1
                continue
            }
            if fromTree {
                result.rows[rowID] = values
                result.fromTree.insert(rowID)
            } else if result.fromTree.contains(rowID) || result.doubtfulRowIDs.contains(rowID) {
                continue
            } else if let earlier = result.rows[rowID] {
                if !Self.sameValues(earlier, values) {
                    result.rows[rowID] = nil
                    result.doubtfulRowIDs.insert(rowID)
                }
            } else {
                result.rows[rowID] = values
            }
        }
        results[index] = result
    }

    /// Values compared as stored: text by its bytes, reals by their bits.
    static func sameValues(_ left: [SQLValue], _ right: [SQLValue]) -> Bool {
        left.count == right.count
            && zip(left, right).allSatisfy { pair in
                switch pair {
                case (.text(let a), .text(let b)): return a.isByteEqual(to: b)
                case (.real(let a), .real(let b)): return a.bitPattern == b.bitPattern
                default: return pair.0 == pair.1
                }
            }
    }
}
