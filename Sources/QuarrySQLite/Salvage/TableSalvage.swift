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
    /// SQLite's messages for the reads that failed (the first few, without duplicates).
    public internal(set) var errors: [String] = []

    init(name: String) { self.name = name }

    public var description: String {
        var text = "\(name): \(recoveredRows) recovered"
        if let lostRows { text += ", \(lostRows) lost" } else { text += ", lost rows unknown" }
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
