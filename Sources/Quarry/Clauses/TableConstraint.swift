/// A table constraint of CREATE TABLE: `PRIMARY KEY (…)`, `UNIQUE (…)`, `CHECK (…)` or
/// `FOREIGN KEY (…) REFERENCES …`, optionally named.
public struct TableConstraint: Sendable {
    enum Kind: Sendable {
        case primaryKey([OrderingTerm], onConflict: ConflictResolution?)
        case unique([OrderingTerm], onConflict: ConflictResolution?)
        case check(ExpressionNode)
        case foreignKey([SQLIdentifier], ForeignKeyClause)
    }

    var name: SQLIdentifier?
    var kind: Kind

    /// The same constraint named: `CONSTRAINT "name" …`.
    public func named(_ name: SQLIdentifier) -> TableConstraint {
        var copy = self
        copy.name = name
        return copy
    }

    /// `PRIMARY KEY (columns) [ON CONFLICT …]`; a column may carry `COLLATE` and `ASC`/`DESC`.
    public static func primaryKey(
        _ columns: any OrderingTermConvertible..., onConflict: ConflictResolution? = nil
    )
        -> TableConstraint
    {
        TableConstraint(kind: .primaryKey(columns.map(\.orderingTerm), onConflict: onConflict))
    }

    /// `UNIQUE (columns) [ON CONFLICT …]`.
    public static func unique(
        _ columns: any OrderingTermConvertible..., onConflict: ConflictResolution? = nil
    )
        -> TableConstraint
    {
        TableConstraint(kind: .unique(columns.map(\.orderingTerm), onConflict: onConflict))
    }

    /// `CHECK (condition)`, values inlined as literals.
    public static func check<Condition: SQLExpressible>(_ condition: Condition) -> TableConstraint
    where Condition.Value: SQLBooleanType {
        TableConstraint(kind: .check(condition.anyNode))
    }

    /// `FOREIGN KEY (columns) REFERENCES …`.
    public static func foreignKey(_ columns: any ColumnNameConvertible..., references: ForeignKeyClause)
        -> TableConstraint
    {
        TableConstraint(kind: .foreignKey(columns.map(\.columnName), references))
    }

    var isPrimaryKey: Bool {
        if case .primaryKey = kind { return true }
        return false
    }
}

extension TableConstraint: SQLRenderable {
    public func render(into r: inout SQLRenderer) {
        writeConstraintName(name, into: &r)
        switch kind {
        case .primaryKey(let columns, let onConflict):
            requireBareColumns(columns, into: &r)
            r.write("PRIMARY KEY (")
            columns.renderIndexedColumns(into: &r)
            r.write(")")
            writeConflictClause(onConflict, into: &r)
        case .unique(let columns, let onConflict):
            requireBareColumns(columns, into: &r)
            r.write("UNIQUE (")
            columns.renderIndexedColumns(into: &r)
            r.write(")")
            writeConflictClause(onConflict, into: &r)
        case .check(let condition):
            r.write("CHECK ")
            writeCheckExpression(condition, named: name != nil, into: &r)
        case .foreignKey(let columns, let clause):
            if columns.isEmpty { r.record(QuarryError(.emptyList, "FOREIGN KEY needs at least one column")) }
            r.write("FOREIGN KEY ")
            columns.renderParenthesizedNames(into: &r)
            r.write(" ")
            clause.render(into: &r)
        }
    }
}

/// PostgreSQL lists bare column names in a table's PRIMARY KEY and UNIQUE, where SQLite also takes
/// a direction and a collation.
private func requireBareColumns(_ columns: [OrderingTerm], into r: inout SQLRenderer) {
    if r.dialect != .sqlite, columns.contains(where: { $0.direction != nil || $0.collation != nil }) {
        r.require(.constraintColumnTerm)
    }
}

extension TableConstraint {
    /// The child columns and the REFERENCES clause of a `FOREIGN KEY` constraint; `nil` for any
    /// other constraint (what record associations infer their key from).
    public var foreignKeyReference: (columns: [SQLIdentifier], clause: ForeignKeyClause)? {
        guard case .foreignKey(let columns, let clause) = kind else { return nil }
        return (columns, clause)
    }
}
