/// Which column of a table definition is the rowid, decided from the definition as SQLite decides
/// it when it creates the table.
extension CreateTable {
    /// The column SQLite makes the table's rowid (an alias of it: an INSERT that leaves it out, or
    /// binds NULL, gets the next number), or `nil` when the rowid has no column of its own.
    ///
    /// The one rule for definitions, as `sqlite3AddPrimaryKey` applies it: a rowid table whose
    /// primary key is one column declared exactly `INTEGER` (ASCII case folded, no size). Written
    /// on the column, the key must be `PRIMARY KEY` or `PRIMARY KEY ASC`: `PRIMARY KEY DESC` on the
    /// column is kept in an index of its own (a documented quirk), while a table-level
    /// `PRIMARY KEY (id DESC)` is the rowid. `INT`, `BIGINT`, a key of several columns, a
    /// `WITHOUT ROWID` table and `CREATE TABLE … AS SELECT` have none. Against a table that exists,
    /// `Database.rowIDAlias(in:)` asks SQLite; the two agree (`RowIDRuleTests`).
    package var rowIDColumn: SQLIdentifier? {
        guard !isWithoutRowID, case .elements(let elements) = body else { return nil }
        var columns: [ColumnDefinition] = []
        var keys: [TableConstraint] = []
        for element in elements {
            switch element {
            case .column(let column): columns.append(column)
            case .constraint(let constraint) where constraint.isPrimaryKey: keys.append(constraint)
            case .constraint: break
            }
        }
        let keyedColumns = columns.filter(\.hasPrimaryKey)
        switch (keyedColumns.count, keys.count) {
        case (1, 0):
            return keyedColumns[0].isRowIDAlias ? keyedColumns[0].name : nil
        case (0, 1):
            guard case .primaryKey(let terms, _) = keys[0].kind, terms.count == 1,
                case .column(let reference) = terms[0].expression.kind, reference.table == nil,
                let column = columns.first(where: { $0.name.name.isSameSQLiteName(as: reference.name.name) })
            else { return nil }
            return column.hasRowIDType ? column.name : nil
        default:
            // No key, or two (which SQLite refuses): no rowid column.
            return nil
        }
    }
}
