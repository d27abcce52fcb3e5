// Array forms of lists that are otherwise variadic, for lists built at run time (a record
// binding's key, its indexes): Swift cannot pass an array to a variadic parameter.

extension CreateIndex {
    /// `CREATE [UNIQUE] INDEX [IF NOT EXISTS] name ON table (columns)` with the columns in an array.
    public init(
        _ name: TableName, on table: Table, unique: Bool = false, ifNotExists: Bool = false,
        columns: [any OrderingTermConvertible]
    ) {
        self.name = name.inSchema(of: table)
        self.table = table.name.name
        self.unique = unique
        self.ifNotExists = ifNotExists
        self.columns = columns.map(\.orderingTerm)
    }
}

extension Insert {
    /// The column list `("a", "b", …)` with the columns in an array; replaces an earlier list.
    public consuming func columns(_ columns: [any ColumnNameConvertible]) -> Insert {
        self.columns = columns.map(\.columnName)
        return self
    }

    /// `ON CONFLICT (target)` with the target's columns in an array; an empty array is the
    /// clause without a target.
    public func onConflict(_ target: [any OrderingTermConvertible]) -> PendingUpsert {
        PendingUpsert(insert: self, target: target.map(\.orderingTerm), targetCondition: nil)
    }
}

extension TableConstraint {
    /// `PRIMARY KEY (columns) [ON CONFLICT …]` with the columns in an array.
    public static func primaryKey(
        columns: [any OrderingTermConvertible], onConflict: ConflictResolution? = nil
    ) -> TableConstraint {
        TableConstraint(kind: .primaryKey(columns.map(\.orderingTerm), onConflict: onConflict))
    }

    /// `UNIQUE (columns) [ON CONFLICT …]` with the columns in an array.
    public static func unique(
        columns: [any OrderingTermConvertible], onConflict: ConflictResolution? = nil
    ) -> TableConstraint {
        TableConstraint(kind: .unique(columns.map(\.orderingTerm), onConflict: onConflict))
    }
}

extension Select {
    /// `GROUP BY expressions` with the expressions in an array; calling it again appends them. A
    /// label rather than an overload of `groupBy(_:)`, which takes expressions (see the
    /// type-checking budget in `docs/ARCHITECTURE.md`).
    public consuming func groupBy(expressions: [any SQLExpressible]) -> Select {
        modifyingCore("groupBy()") { $0.groupBy += expressions.map(\.anyNode) }
    }
}
