/// What salvage brought back from one table of a damaged database.
public struct TableSalvage: Sendable, Hashable, CustomStringConvertible {
    /// The table's name.
    public let name: String
    /// Rows copied into the new database.
    public internal(set) var recoveredRows = 0
    /// Rows the damaged file still counts for the table but salvage could not copy, or `nil` when
    /// the count itself could not be read.
    public internal(set) var lostRows: Int?
    /// Rows read from the damaged file that the new database refused (a constraint the damaged
    /// data breaks); they are among ``lostRows``.
    public internal(set) var rejectedRows = 0
    /// The rowid ranges salvage could not read. Not every rowid in a range held a row.
    public internal(set) var unreadableRanges: [ClosedRange<Int64>] = []
    /// Rows read from the table's leaf pages where SQLite could not reach them (a damaged tree),
    /// inserted with their rowids; they are among ``recoveredRows``.
    public internal(set) var recoveredFromPages = 0
    /// Cells on the table's pages that could not be decoded whole (a broken overflow chain, a
    /// record that does not fit the table): not recovered, and not guessed.
    public internal(set) var damagedPageRows = 0
    /// Rowids found on two pages outside the tree with different values: neither copy is kept.
    public internal(set) var doubtfulPageRows = 0
    /// Rows SQLite read through the table's tree from a page holding another table's records (a
    /// pointer aimed at it, pages swapped): removed from the new database.
    public internal(set) var misplacedRows = 0
    /// Pages outside every tree whose rows fit this table and another: left out, not guessed.
    public internal(set) var ambiguousPages: [Int] = []
    /// SQLite's messages for the reads that failed (the first few, without duplicates).
    public internal(set) var errors: [String] = []

    init(name: String) { self.name = name }

    public var description: String {
        var text = "\(name): \(recoveredRows) recovered"
        if let lostRows { text += ", \(lostRows) lost" } else { text += ", lost rows unknown" }
        if recoveredFromPages > 0 { text += " (\(recoveredFromPages) read from its pages)" }
        if rejectedRows > 0 { text += " (\(rejectedRows) refused by the new database)" }
        if !unreadableRanges.isEmpty {
            text +=
                "; unreadable rowids "
                + unreadableRanges.map { "\($0.lowerBound)…\($0.upperBound)" }.joined(separator: ", ")
        }
        return text
    }

    mutating func record(_ error: any Error) {
        let message = (error as? DatabaseError)?.message ?? String(describing: error)
        if errors.count < 5, !errors.contains(message) { errors.append(message) }
    }
}
