import Quarry

/// Which columns of a damaged table salvage reads and writes, and how it finds its rows: by rowid
/// (under a name no column shadows) or by its key columns.
struct TableLayout {
    /// The stored (not generated) columns, in table order.
    let columns: [SQLIdentifier]
    /// The rowid under a name no column takes, or `nil` for a `WITHOUT ROWID` table or one whose
    /// columns shadow every rowid name.
    let rowID: Column<Int64>?
    /// Whether the rowid is copied as its own value: not when a column is the rowid already (as
    /// ``Database/rowIDAlias(in:)`` decides: `INTEGER PRIMARY KEY DESC` on the column is not).
    let copiesRowID: Bool
    /// How many fields each of the table's records holds: every column but the generated
    /// `VIRTUAL` ones (a rowid alias is stored as a NULL field). A record with more fields is not
    /// this table's.
    let recordFieldCount: Int
    /// The columns that order the table when there is no rowid: its primary key, or every column.
    let keyColumns: [Column<SQLValue>]
    private let keyPositions: [Int]

    init(of table: Table, in database: Database) throws {
        let info = try database.tableXInfo(table.name)
        let stored = info.filter { $0.visibility == .normal || $0.visibility == .hidden }
        let columns = stored.map { SQLIdentifier($0.name) }
        self.columns = columns
        recordFieldCount = info.filter { $0.visibility != .generatedVirtual }.count
        let names = Set(info.map { SQLiteNameKey($0.name) })
        let withoutRowID = try database.tableList(table.name).first?.isWithoutRowID ?? false
        let rowIDName =
            withoutRowID ? nil : ["rowid", "_rowid_", "oid"].first { !names.contains(SQLiteNameKey($0)) }
        rowID = rowIDName.map { Column<Int64>(SQLIdentifier($0)) }
        let keys = stored.enumerated().filter { $0.element.primaryKeyIndex > 0 }
            .sorted { $0.element.primaryKeyIndex < $1.element.primaryKeyIndex }
        copiesRowID = try rowID != nil && database.rowIDAlias(in: table.name) == nil
        let keyPositions = keys.isEmpty ? Array(stored.indices) : keys.map(\.offset)
        self.keyPositions = keyPositions
        keyColumns = keyPositions.map { Column<SQLValue>(columns[$0]) }
    }

    /// `SELECT [rowid,] columns… FROM table`.
    func select(_ rowID: Column<Int64>?, from table: Table) -> Select {
        let columns = columns
        return Select {
            if let rowID { rowID }
            for column in columns { Column<SQLValue>(column) }
        }.from(table)
    }

    /// The column names an INSERT of a read row names.
    var insertedNames: [SQLIdentifier] {
        guard copiesRowID, let rowID else { return columns }
        return [rowID.name] + columns
    }

    /// The values of a row read by ``select(_:from:)`` that an INSERT writes.
    func insertedValues(_ values: [SQLValue]) -> [SQLValue] {
        guard rowID != nil, !copiesRowID else { return values }
        return Array(values.dropFirst())
    }

    /// The key of a row read without a rowid.
    func key(of values: [SQLValue]) -> [SQLValue] {
        keyPositions.map { values[$0] }
    }
}
