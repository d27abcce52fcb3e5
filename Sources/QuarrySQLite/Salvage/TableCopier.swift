import Quarry

/// Copies one table's readable rows from a damaged database into the new one.
///
/// A rowid table is read in rowid order. When a read fails, the copier looks for the first rowid
/// past the failure from which reading whole rows works again (doubling the distance, then halving
/// it back) and carries on from there, reporting the range in between as unreadable: a row that
/// fails to read is stepped over, never read again. A table without a usable rowid is read forwards
/// until a read fails, then backwards from its other end. Every read spends from a
/// ``SalvageBudget``, so no damage makes the copy run forever.
struct TableCopier {
    let source: Database
    let destination: Database
    let table: Table
    /// Whether copied rows replace rows already there (shadow tables a virtual table's module
    /// filled in, `sqlite_sequence`).
    let replacing: Bool
    /// The field count of the records on the table's leaf pages, by rowid (see
    /// ``RecordFieldCounts``).
    let fieldCounts: [Int64: Int]
    /// Whether the file holds damage no one table owns: then no lost count is known.
    let fileIsDamaged: Bool
    private var budget: SalvageBudget
    private var result: TableSalvage

    init(
        source: Database, destination: Database, table name: String, replacing: Bool,
        damage: [String], fieldCounts: [Int64: Int], fileIsDamaged: Bool, budget: SalvageBudget
    ) {
        self.source = source
        self.destination = destination
        self.table = Table(SQLIdentifier(name))
        self.replacing = replacing
        self.fieldCounts = fieldCounts
        self.fileIsDamaged = fileIsDamaged
        self.budget = budget
        result = TableSalvage(name: name)
        for message in damage { result.recordDamage(message) }
    }

    mutating func copy() -> TableSalvage {
        var readToTheEnd = false
        do {
            let layout = try TableLayout(of: table, in: source)
            checkRecordWidths(layout)
            if let rowID = layout.rowID {
                try copyByRowID(layout, rowID: rowID)
            } else {
                try copyFromBothEnds(layout)
            }
            readToTheEnd = result.errors.isEmpty && result.unreadableRanges.isEmpty
        } catch let error as SalvageBudget.Exhausted {
            result.record(error)
            result.recordDamage(error.description)
        } catch {
            result.record(error)
        }
        result.countedRows = countRows()
        // Only a sound tree read to its end knows what it held; a damaged tree's count(*) walks the
        // same damage (or an index) and is no measure of what was lost.
        if readToTheEnd, !result.isDamaged, !fileIsDamaged {
            result.lostRows = result.rejectedRows
        }
        return result
    }

    /// Notes as damage the records whose field count is not the table's: more fields are another
    /// tree's cells (those rows are not copied); fewer are another tree's cells too, or rows
    /// written before an `ALTER TABLE ADD COLUMN`, which salvage cannot tell apart.
    private mutating func checkRecordWidths(_ layout: TableLayout) {
        let width = layout.recordFieldCount
        if fieldCounts.values.contains(where: { $0 > width }) {
            result.recordDamage(
                "its tree holds records with more fields than its \(width) columns: cells of another tree")
        }
        if fieldCounts.values.contains(where: { $0 < width }) {
            result.recordDamage(
                "its tree holds records with fewer fields than its \(width) columns: cells of another tree, or rows from before an ALTER TABLE ADD COLUMN"
            )
        }
    }

    // MARK: - Rowid tables

    private mutating func copyByRowID(_ layout: TableLayout, rowID: Column<Int64>) throws {
        var start = Int64.min
        while true {
            var last: Int64?
            do {
                try source.forEachRow(layout.select(rowID, from: table).where(rowID >= start).orderBy(rowID))
                {
                    row in
                    try budget.spend()
                    let snapshot = row.snapshot()
                    let id = try row.value(at: 0, as: Int64.self)
                    // A damaged tree can give rowids out of order; never go back.
                    if let last, id <= last { return }
                    last = id
                    insert(snapshot.values, rowID: id, layout: layout)
                }
                return
            } catch let error as SalvageBudget.Exhausted {
                throw error
            } catch {
                result.record(error)
                result.recordDamage("reading failed: \((error as? DatabaseError)?.message ?? "\(error)")")
            }
            let failedFrom = last.map { $0 == .max ? $0 : $0 + 1 } ?? start
            if last == .max { return }
            guard let resume = try firstReadableRowID(after: failedFrom, layout: layout, rowID: rowID) else {
                result.unreadableRanges.append(failedFrom...Int64.max)
                return
            }
            result.unreadableRanges.append(failedFrom...(resume - 1))
            start = resume
        }
    }

    /// The smallest start past `failedFrom` from which whole rows read, or `nil` when none up to
    /// the largest rowid does: steps forward from the failing start by doubling distances, then
    /// halves the gap between the last failing and the first working start. Always past
    /// `failedFrom`, since the read from `failedFrom` failed.
    private mutating func firstReadableRowID(
        after failedFrom: Int64, layout: TableLayout, rowID: Column<Int64>
    )
        throws -> Int64?
    {
        var failing = failedFrom
        var distance: Int64 = 1
        var working: Int64
        while true {
            let (next, overflow) = failing.addingReportingOverflow(distance)
            let candidate = overflow ? Int64.max : next
            if try canRead(from: candidate, layout: layout, rowID: rowID) {
                working = candidate
                break
            }
            if candidate == .max { return nil }
            failing = candidate
            let (doubled, tooFar) = distance.multipliedReportingOverflow(by: 2)
            distance = tooFar ? .max : doubled
        }
        // Unsigned, because the gap between two rowids can exceed Int64.max.
        while UInt64(bitPattern: working &- failing) > 1 {
            let middle = failing &+ Int64(bitPattern: UInt64(bitPattern: working &- failing) / 2)
            if try canRead(from: middle, layout: layout, rowID: rowID) {
                working = middle
            } else {
                failing = middle
            }
        }
        return working
    }

    /// Whether seeking to `start` and reading the whole first row there works (or finds the
    /// table's end). The whole row, not its rowid alone: a row whose overflow chain is broken
    /// reads its rowid without error, and probing by rowid would resume at the row that failed.
    private mutating func canRead(from start: Int64, layout: TableLayout, rowID: Column<Int64>) throws -> Bool
    {
        try budget.spend()
        let probe = layout.select(rowID, from: table).where(rowID >= start).orderBy(rowID).limit(1)
        return (try? source.forEachRow(probe) { row in _ = row.snapshot() }) != nil
    }

    // MARK: - Tables without a usable rowid

    private mutating func copyFromBothEnds(_ layout: TableLayout) throws {
        var seen: Set<[SQLValue]> = []
        do {
            try source.forEachRow(ordered(layout, descending: false)) { row in
                try budget.spend()
                let values = row.snapshot().values
                seen.insert(layout.key(of: values))
                insert(values, rowID: nil, layout: layout)
            }
            return
        } catch let error as SalvageBudget.Exhausted {
            throw error
        } catch {
            result.record(error)
            result.recordDamage("reading failed: \((error as? DatabaseError)?.message ?? "\(error)")")
        }
        do {
            try source.forEachRow(ordered(layout, descending: true)) { row in
                try budget.spend()
                let values = row.snapshot().values
                if seen.contains(layout.key(of: values)) { throw ReachedReadRows() }
                insert(values, rowID: nil, layout: layout)
            }
        } catch is ReachedReadRows {
        } catch let error as SalvageBudget.Exhausted {
            throw error
        } catch {
            result.record(error)
        }
    }

    private struct ReachedReadRows: Error {}

    /// Every stored column, ordered by the table's key.
    private func ordered(_ layout: TableLayout, descending: Bool) -> Select {
        var select = layout.select(nil, from: table)
        for column in layout.keyColumns {
            select = select.orderBy(descending ? column.descending : column.ascending)
        }
        return select
    }

    // MARK: - Writing and counting

    /// Writes one row read from the damaged file, unless its record cannot be the table's; counts
    /// it as recovered or doubtful by whether the table's tree is damaged.
    private mutating func insert(_ values: [SQLValue], rowID: Int64?, layout: TableLayout) {
        if let rowID, let fields = fieldCounts[rowID], fields > layout.recordFieldCount {
            result.damagedRows += 1
            return
        }
        var statement = Insert(into: table)
        if replacing { statement = statement.orReplace }
        let names = layout.insertedNames
        let row = layout.insertedValues(values)
        do {
            try destination.execute(
                statement.values {
                    for (name, value) in zip(names, row) { Assignment(name, to: SQLExpression(value: value)) }
                })
            if result.isDamaged { result.doubtfulRows += 1 } else { result.recoveredRows += 1 }
        } catch {
            result.rejectedRows += 1
            result.record(error)
        }
    }

    /// The damaged file's own row count, when it can still be read (often from an index).
    private func countRows() -> Int? {
        var count: Int?
        try? source.forEachRow(Select { SQL.count() }.from(table)) { row in
            count = try row.value(at: 0, as: Int.self)
        }
        return count
    }
}
