import Quarry

/// Copies one table's readable rows from a damaged database into the new one.
///
/// A rowid table is read in rowid order. When a read fails, the copier looks for the first rowid
/// past the failure where reading works again (doubling the distance, then halving it back) and
/// carries on from there, reporting the range in between as unreadable. A table without a usable
/// rowid is read forwards until a read fails, then backwards from its other end.
struct TableCopier {
    let source: Database
    let destination: Database
    let table: Table
    /// Whether copied rows replace rows already there (shadow tables a virtual table's module
    /// filled in, `sqlite_sequence`).
    let replacing: Bool
    private var result: TableSalvage

    init(source: Database, destination: Database, table name: String, replacing: Bool) {
        self.source = source
        self.destination = destination
        self.table = Table(SQLIdentifier(name))
        self.replacing = replacing
        result = TableSalvage(name: name)
    }

    mutating func copy() -> TableSalvage {
        do {
            let layout = try TableLayout(of: table, in: source)
            if let rowID = layout.rowID {
                try copyByRowID(layout, rowID: rowID)
            } else {
                try copyFromBothEnds(layout)
            }
        } catch {
            result.record(error)
        }
        if let count = countRows() {
            result.lostRows = max(0, count - result.recoveredRows)
        }
        return result
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
                    let snapshot = row.snapshot()
                    last = try row.value(at: 0, as: Int64.self)
                    insert(snapshot.values, layout: layout)
                }
                return
            } catch {
                result.record(error)
            }
            let failedFrom = last.map { $0 == .max ? $0 : $0 + 1 } ?? start
            if last == .max { return }
            guard let resume = firstReadableRowID(after: failedFrom, rowID: rowID) else {
                result.unreadableRanges.append(failedFrom...Int64.max)
                return
            }
            if resume > failedFrom { result.unreadableRanges.append(failedFrom...(resume - 1)) }
            start = resume
        }
    }

    /// The smallest start past `failedFrom` from which a read works, or `nil` when none up to the
    /// largest rowid does: steps forward from the last failing start by doubling distances, then
    /// halves the gap between the last failing and the first working start.
    private func firstReadableRowID(after failedFrom: Int64, rowID: Column<Int64>) -> Int64? {
        var failing = failedFrom
        var distance: Int64 = 1
        var working: Int64
        while true {
            let (next, overflow) = failing.addingReportingOverflow(distance)
            let candidate = overflow ? Int64.max : next
            if canRead(from: candidate, rowID: rowID) {
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
            if canRead(from: middle, rowID: rowID) { working = middle } else { failing = middle }
        }
        return working
    }

    /// Whether seeking to `start` and reading the first row there works (or finds the table's end).
    private func canRead(from start: Int64, rowID: Column<Int64>) -> Bool {
        let probe = Select { rowID }.from(table).where(rowID >= start).orderBy(rowID).limit(1)
        return (try? source.forEachRow(probe) { _ in }) != nil
    }

    // MARK: - Tables without a usable rowid

    private mutating func copyFromBothEnds(_ layout: TableLayout) throws {
        var seen: Set<[SQLValue]> = []
        do {
            try source.forEachRow(ordered(layout, descending: false)) { row in
                let values = row.snapshot().values
                seen.insert(layout.key(of: values))
                insert(values, layout: layout)
            }
            return
        } catch {
            result.record(error)
        }
        do {
            try source.forEachRow(ordered(layout, descending: true)) { row in
                let values = row.snapshot().values
                if seen.contains(layout.key(of: values)) { throw ReachedReadRows() }
                insert(values, layout: layout)
            }
        } catch is ReachedReadRows {
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

    private mutating func insert(_ values: [SQLValue], layout: TableLayout) {
        var statement = Insert(into: table)
        if replacing { statement = statement.orReplace }
        let names = layout.insertedNames
        let row = layout.insertedValues(values)
        do {
            try destination.execute(
                statement.values {
                    for (name, value) in zip(names, row) { Assignment(name, to: SQLExpression(value: value)) }
                })
            result.recoveredRows += 1
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
