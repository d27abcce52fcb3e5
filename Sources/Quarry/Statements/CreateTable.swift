/// A `CREATE TABLE` statement: columns and table constraints from a builder, or `AS SELECT`, with
/// `TEMP`, `IF NOT EXISTS`, `WITHOUT ROWID` and `STRICT`.
///
/// ```swift
/// CreateTable("note", ifNotExists: true) {
///     ColumnDefinition("id", .integer).primaryKey(autoincrement: true)
///     ColumnDefinition("body", .text).notNull().default("")
///     TableConstraint.check(SQLExpression<Int64>(node: .column(.init(name: "id"))) > 0)
/// }
/// .strict
/// ```
///
/// Values in CHECK, DEFAULT and generated expressions are written as literals: SQLite refuses
/// bound parameters in a schema.
public struct CreateTable: SQLStatement {
    enum Body: Sendable {
        case elements([TableElement])
        case select(Select)
    }

    var name: TableName
    var temporary: Bool
    var ifNotExists: Bool
    var body: Body
    var isWithoutRowID = false
    var isStrict = false

    /// `CREATE [TEMP] TABLE [IF NOT EXISTS] name (…)` with the columns and constraints the
    /// builder lists.
    public init(
        _ name: TableName, temporary: Bool = false, ifNotExists: Bool = false,
        @TableElementBuilder _ elements: () -> [TableElement]
    ) {
        self.name = name
        self.temporary = temporary
        self.ifNotExists = ifNotExists
        self.body = .elements(elements())
    }

    /// `CREATE [TEMP] TABLE [IF NOT EXISTS] name AS select`: the columns and rows of a query.
    public init(_ name: TableName, temporary: Bool = false, ifNotExists: Bool = false, as select: Select) {
        self.name = name
        self.temporary = temporary
        self.ifNotExists = ifNotExists
        self.body = .select(select)
    }

    /// `CREATE TABLE` for a ``Table`` (its alias is not written), with the columns and constraints
    /// the builder lists.
    public init(
        _ table: Table, temporary: Bool = false, ifNotExists: Bool = false,
        @TableElementBuilder _ elements: () -> [TableElement]
    ) {
        self.init(table.name, temporary: temporary, ifNotExists: ifNotExists, elements)
    }

    /// `CREATE TABLE … AS select` for a ``Table`` (its alias is not written).
    public init(_ table: Table, temporary: Bool = false, ifNotExists: Bool = false, as select: Select) {
        self.init(table.name, temporary: temporary, ifNotExists: ifNotExists, as: select)
    }

    /// `WITHOUT ROWID`: the table is stored by its PRIMARY KEY, which it must have.
    public var withoutRowID: CreateTable {
        var copy = self
        copy.isWithoutRowID = true
        return copy
    }

    /// `STRICT` (SQLite 3.37+): every column must have one of the strict type names and values
    /// must have the column's type.
    public var strict: CreateTable {
        var copy = self
        copy.isStrict = true
        return copy
    }
}

extension CreateTable {
    public func render(into r: inout SQLRenderer) {
        writeCreateHead(
            temporary ? "CREATE TEMP TABLE " : "CREATE TABLE ", ifNotExists: ifNotExists, name, into: &r)
        switch body {
        case .elements(let elements):
            // CHECK, DEFAULT and generated columns see only this table's columns, by bare name.
            r.inColumnScope(.unscoped) { r in renderElements(elements, into: &r) }
        case .select(let select):
            if isWithoutRowID || isStrict {
                r.record(QuarryError(.invalidStatement, "CREATE TABLE … AS SELECT takes no table options"))
            }
            r.write(" AS ")
            if r.dialect == .postgres {
                // PostgreSQL binds no parameter in a utility statement such as CREATE TABLE AS.
                r.inliningValues { r in select.render(into: &r) }
            } else {
                select.render(into: &r)
            }
        }
    }

    private func renderElements(_ elements: [TableElement], into r: inout SQLRenderer) {
        var columns: [ColumnDefinition] = []
        var constraints: [TableConstraint] = []
        for element in elements {
            switch element {
            case .column(let column): columns.append(column)
            case .constraint(let constraint): constraints.append(constraint)
            }
        }
        if columns.isEmpty {
            r.record(QuarryError(.emptyList, "CREATE TABLE \(name.name) needs at least one column"))
        }
        if isWithoutRowID && !columns.contains(where: \.hasPrimaryKey)
            && !constraints.contains(where: \.isPrimaryKey)
        {
            r.record(
                QuarryError(.invalidStatement, "WITHOUT ROWID table \(name.name) needs a PRIMARY KEY"))
        }
        r.write(" (")
        r.writeList(columns) { r, column in column.render(into: &r) }
        for constraint in constraints {
            r.write(", ")
            constraint.render(into: &r)
        }
        r.write(")")
        if isStrict { r.require(.strict) }
        if isWithoutRowID { r.require(.withoutRowID) }
        if isStrict { r.write(" STRICT") }
        if isStrict && isWithoutRowID { r.write(",") }
        if isWithoutRowID { r.write(" WITHOUT ROWID") }
    }
}
