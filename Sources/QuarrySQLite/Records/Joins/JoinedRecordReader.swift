import CSQLite

/// Reads one record out of a row that holds several (a join): a decoder that sees only the
/// columns named `"prefix.column"`, each read in its field's storage.
@usableFromInline
struct JoinedRecordReader<Record: TableRecord> {
    let decoder: RowDecoder
    /// The record's columns in the row, to tell an outer join's missing record (all `NULL`).
    let columns: [Int32]

    /// The reader of `Record`'s columns under `prefix` in `statement`'s rows; an error when the
    /// statement has none of them.
    @usableFromInline
    init(_ statement: Statement, prefix: String) throws {
        let core = try Record.definition.runtimeCore()
        let names = JoinScope.names(in: statement.columnNames, prefix: prefix)
        var window: [SQLiteNameKey: Int] = [:]
        var columns: [Int32] = []
        for (index, name) in names.enumerated() {
            guard let name else { continue }
            let key = SQLiteNameKey(name)
            if window[key] == nil { window[key] = index }
            columns.append(Int32(index))
        }
        guard !columns.isEmpty else {
            throw QuarryError(
                .invalidStatement,
                "no column of the statement is named \(prefix.debugDescription).column, so no \(Record.self) can be read from its rows: select \(Record.self).joinedColumns() (columns aliased \"\(prefix).column\")"
            )
        }
        let decoder = RowDecoder(statement)
        decoder.columnStorage = core.columnsByName(names)
        decoder.columnWindow = window
        self.decoder = decoder
        self.columns = columns
    }

    /// The record of the current row.
    @usableFromInline
    func read() throws -> Record {
        try decoder.decodeRow(Record.self)
    }

    /// The record of the current row, or `nil` when all its columns are `NULL` (an outer join
    /// found no row for it).
    @usableFromInline
    func readIfPresent() throws -> Record? {
        guard let handle = decoder.statement.handle else { throw decoder.statement.closedFailure() }
        for column in columns where sqlite3_column_type(handle, column) != SQLITE_NULL {
            return try read()
        }
        return nil
    }
}
