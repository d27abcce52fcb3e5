/// How much reading salvage may do on one table, so that no loop over damaged data runs forever:
/// a count of reads (rows and probes), which a sound tree can never use up (no file holds more
/// rows than it has bytes), and a deadline over the whole salvage.
struct SalvageBudget {
    private var readsLeft: Int
    private let deadline: ContinuousClock.Instant

    /// A budget of `reads` reads, stopping at `deadline` at the latest.
    init(reads: Int, deadline: ContinuousClock.Instant) {
        readsLeft = reads
        self.deadline = deadline
    }

    /// The reads a table of a file of `pageCount` pages of `pageSize` bytes can take: every cell
    /// takes at least four bytes of a page, and every failure a few dozen probes.
    static func reads(pageCount: Int, pageSize: Int) -> Int {
        let (cells, overflow) = max(1, pageCount).multipliedReportingOverflow(by: max(1, pageSize / 4))
        return overflow ? .max / 2 : cells * 2 + 4096
    }

    /// Spends one read, or throws when the budget or the time is used up.
    mutating func spend() throws(Exhausted) {
        readsLeft -= 1
        if readsLeft < 0 {
            throw Exhausted(reason: "it gave more rows than the file can hold: a loop in its tree")
        }
        if readsLeft % 64 == 0, ContinuousClock.now > deadline {
            throw Exhausted(reason: "salvage ran out of its time limit")
        }
    }

    /// Why salvage stopped reading a table.
    struct Exhausted: Error, CustomStringConvertible {
        let reason: String
        var description: String { "salvage stopped reading the table: \(reason)" }
    }
}
