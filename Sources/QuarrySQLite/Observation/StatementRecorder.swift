import CSQLite

/// The SQL of every statement that started on a connection while an observation's fetch ran,
/// each once, told by SQLite's trace callback (`SQLITE_TRACE_STMT`), with the rows it was known
/// to look up.
///
/// Learning the statements at run time rather than at prepare time is what makes cached
/// statements work: a statement the cache prepared before the observation started is not prepared
/// again, but it still starts, and its region is then learned from its SQL.
final class StatementRecorder {
    private(set) var statements: [String] = []
    private var seen: Set<ExactText> = []
    /// Set while a lookup by rowid runs (see ``Database/narrowingRecordedRegion(to:_:)``): the
    /// statements starting meanwhile read only that row.
    var lookup: RowLookup?
    /// The rows each statement looked up, by SQL; a statement that also ran without a lookup has
    /// none (it may read any row).
    private(set) var lookedUpRows: [ExactText: RowLookups] = [:]

    func record(_ statement: OpaquePointer) {
        guard let text = sqlite3_sql(statement) else { return }
        let sql = String(cString: text)
        let key = ExactText(sql)
        let isFirst = seen.insert(key).inserted
        if isFirst { statements.append(sql) }
        note(lookup, for: key, isFirst: isFirst)
    }

    private func note(_ lookup: RowLookup?, for key: ExactText, isFirst: Bool) {
        guard let lookup else {
            lookedUpRows[key] = .anyRow
            return
        }
        if isFirst {
            lookedUpRows[key] = .rows(table: lookup.table, column: lookup.column, rowIDs: [lookup.rowID])
        } else if case .rows(let table, let column, var rowIDs)? = lookedUpRows[key],
            table.isSameSQLiteName(as: lookup.table), column.isSameSQLiteName(as: lookup.column)
        {
            rowIDs.insert(lookup.rowID)
            lookedUpRows[key] = .rows(table: table, column: column, rowIDs: rowIDs)
        } else {
            lookedUpRows[key] = .anyRow
        }
    }

    /// Adds the statements another recorder saw (a fetch nested in this one).
    func merge(_ other: StatementRecorder) {
        for sql in other.statements {
            let key = ExactText(sql)
            if seen.insert(key).inserted {
                statements.append(sql)
                lookedUpRows[key] = other.lookedUpRows[key]
            } else if lookedUpRows[key] != other.lookedUpRows[key] {
                lookedUpRows[key] = .anyRow
            }
        }
    }

    /// The rows statements of one SQL text looked up.
    enum RowLookups: Equatable {
        case anyRow
        case rows(table: String, column: String, rowIDs: Set<Int64>)
    }
}

/// One row a fetch looks up by its key (a record's `find` or `filter(key:)`), when the record's
/// definition makes that key the rowid. Whether the table in the file agrees (a script may have
/// made `id INT PRIMARY KEY`, which is not the rowid) is checked before the lookup narrows a
/// region (see `Database.isRowIDKey`).
@usableFromInline
struct RowLookup: Sendable {
    var table: String
    var column: String
    var rowID: Int64
}
