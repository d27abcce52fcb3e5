/// What salvage brought back from one table of a damaged database.
///
/// Every row salvage copied is counted once: in ``recoveredRows`` when it was read from a tree the
/// integrity check found sound, in ``doubtfulRows`` when the tree it came from is reported damaged
/// (the row is most likely right, but a damaged tree can hand back bytes nobody wrote), or in
/// ``recoveredFromPages`` when it was decoded from a page no tree walk reached. ``damagedRows`` were
/// read but cannot be rows of this table, and were not copied.
public struct TableSalvage: Sendable, Hashable, CustomStringConvertible {
    /// The table's name.
    public let name: String
    /// Rows copied from a tree the integrity check found sound: rows the table held.
    public internal(set) var recoveredRows = 0
    /// Rows copied from a tree the integrity check reports damaged (see ``damage``): kept, but not
    /// vouched for.
    public internal(set) var doubtfulRows = 0
    /// Rows decoded from the file's pages directly, for the parts of the table SQLite could not
    /// walk.
    public internal(set) var recoveredFromPages = 0
    /// Rows SQLite handed back that cannot be the table's (their record holds more columns than the
    /// table has: another tree's cells): not copied.
    public internal(set) var damagedRows = 0
    /// Rows the table held that salvage could not copy, or `nil` when that is not known: it is known
    /// only for a table whose tree the integrity check found sound and which was read to its end.
    /// A damaged tree cannot say how many rows it held, even to `count(*)`.
    public internal(set) var lostRows: Int?
    /// The damaged file's own `count(*)` of the table when it could be read (often from an index,
    /// so only a hint when the table is damaged).
    public internal(set) var countedRows: Int?
    /// Rows read from the damaged file that the new database refused (a constraint the damaged
    /// data breaks); they are among the lost rows.
    public internal(set) var rejectedRows = 0
    /// The rowid ranges salvage could not read. Not every rowid in a range held a row.
    public internal(set) var unreadableRanges: [ClosedRange<Int64>] = []
    /// What the integrity check and salvage's own checks found wrong with the table's tree (the
    /// first few messages); empty when the table is sound.
    public internal(set) var damage: [String] = []
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

    /// Whether ``lostRows`` is a count rather than unknown.
    public var isLostCountKnown: Bool { lostRows != nil }

    /// Whether the table's tree was reported damaged (its rows are doubtful).
    public var isDamaged: Bool { !damage.isEmpty }

    /// Every row copied into the new database: recovered, doubtful and decoded from pages.
    public var copiedRows: Int { recoveredRows + doubtfulRows + recoveredFromPages }

    public var description: String {
        var text = "\(name): \(recoveredRows) recovered"
        if doubtfulRows > 0 { text += ", \(doubtfulRows) doubtful" }
        if recoveredFromPages > 0 { text += ", \(recoveredFromPages) from scanned pages" }
        if damagedRows > 0 { text += ", \(damagedRows) damaged (not the table's, not copied)" }
        if let lostRows { text += ", \(lostRows) lost" } else { text += ", lost: unknown" }
        if lostRows == nil, let countedRows { text += " (the damaged file counts \(countedRows))" }
        if rejectedRows > 0 { text += " (\(rejectedRows) refused by the new database)" }
        if !unreadableRanges.isEmpty {
            text +=
                "; unreadable rowids "
                + unreadableRanges.map { "\($0.lowerBound)…\($0.upperBound)" }.joined(separator: ", ")
        }
        if !damage.isEmpty { text += "; damage: " + damage.joined(separator: "; ") }
        return text
    }

    mutating func record(_ error: any Error) {
        let message = (error as? DatabaseError)?.message ?? String(describing: error)
        if errors.count < 5, !errors.contains(where: { $0.isByteEqual(to: message) }) {
            errors.append(message)
        }
    }

    /// Notes one problem with the table's tree, keeping the first few.
    mutating func recordDamage(_ message: String) {
        if damage.count < 5, !damage.contains(where: { $0.isByteEqual(to: message) }) {
            damage.append(message)
        }
    }
}
