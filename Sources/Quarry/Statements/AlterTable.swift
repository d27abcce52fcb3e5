/// An `ALTER TABLE` statement: rename the table, rename a column, add a column or drop one.
///
/// ```swift
/// AlterTable(Message.table).addColumn(ColumnDefinition("archived", .integer).notNull().default(0))
/// ```
public struct AlterTable: SQLStatement {
    enum Action: Sendable {
        case renameTable(SQLIdentifier)
        case renameColumn(SQLIdentifier, SQLIdentifier)
        case addColumn(ColumnDefinition)
        case dropColumn(SQLIdentifier)
    }

    var table: TableName
    var action: Action?

    /// `ALTER TABLE table`; finish with an action.
    public init(_ table: TableName) {
        self.table = table
    }

    /// `ALTER TABLE table` for a ``Table`` (its alias is not written).
    public init(_ table: Table) {
        self.table = table.name
    }

    /// `RENAME TO name`.
    public func rename(to name: SQLIdentifier) -> AlterTable {
        with(.renameTable(name))
    }

    /// `RENAME COLUMN old TO new`.
    public func renameColumn(_ column: any ColumnNameConvertible, to name: SQLIdentifier) -> AlterTable {
        with(.renameColumn(column.columnName, name))
    }

    /// `ADD COLUMN definition`, constraints included (SQLite limits which ones an added column may
    /// have: no PRIMARY KEY or UNIQUE, a non-constant DEFAULT only when NULL, …).
    public func addColumn(_ column: ColumnDefinition) -> AlterTable {
        with(.addColumn(column))
    }

    /// `DROP COLUMN name` (SQLite 3.35+).
    public func dropColumn(_ column: any ColumnNameConvertible) -> AlterTable {
        with(.dropColumn(column.columnName))
    }

    private func with(_ action: Action) -> AlterTable {
        var copy = self
        copy.action = action
        return copy
    }
}

extension AlterTable {
    public func render(into r: inout SQLRenderer) {
        r.write("ALTER TABLE ")
        table.render(into: &r)
        switch action {
        case nil:
            r.record(QuarryError(.invalidStatement, "ALTER TABLE \(table.name) needs an action"))
        case .renameTable(let name)?:
            r.write(" RENAME TO ")
            r.write(identifier: name)
        case .renameColumn(let old, let new)?:
            r.write(" RENAME COLUMN ")
            r.write(identifier: old)
            r.write(" TO ")
            r.write(identifier: new)
        case .addColumn(let column)?:
            r.write(" ADD COLUMN ")
            column.render(into: &r)
        case .dropColumn(let column)?:
            r.write(" DROP COLUMN ")
            r.write(identifier: column)
        }
    }
}
