// `x IN ()` is valid SQLite: it is false (and `x NOT IN ()` true) for every x, NULL included. An
// empty list is therefore rendered as it is rather than refused, so that a list built from
// program state needs no special case.

extension SQLExpressible where Value: SQLValueConvertible {
    /// `self IN (values…)`, each value bound; an empty list is `IN ()`, which is false.
    public func `in`(_ values: some Sequence<Value>) -> SQLExpression<Bool> {
        membership(false, .list(values.map { ExpressionNode(converting: $0) }))
    }

    /// `self NOT IN (values…)`, each value bound; an empty list is `NOT IN ()`, which is true.
    public func notIn(_ values: some Sequence<Value>) -> SQLExpression<Bool> {
        membership(true, .list(values.map { ExpressionNode(converting: $0) }))
    }

    /// `self IN (expressions…)`.
    public func `in`(expressions: [any SQLOperand]) -> SQLExpression<Bool> {
        membership(false, .list(expressions.map(\.operandNode)))
    }

    /// `self NOT IN (expressions…)`.
    public func notIn(expressions: [any SQLOperand]) -> SQLExpression<Bool> {
        membership(true, .list(expressions.map(\.operandNode)))
    }
}

extension SQLExpressible {
    /// `self IN (values…)` on an optional column with values that are not optional (a `[Int]`
    /// against a `Column<Int?>`); a NULL column is in no list.
    public func `in`<Wrapped: SQLValueConvertible>(_ values: some Sequence<Wrapped>) -> SQLExpression<Bool>
    where Value == Wrapped? {
        membership(false, .list(values.map { ExpressionNode(converting: $0) }))
    }

    /// `self NOT IN (values…)` on an optional column with values that are not optional; a NULL
    /// column is in no list, so its row is left out here too (SQL's rule: `NULL NOT IN (1)` is
    /// NULL).
    public func notIn<Wrapped: SQLValueConvertible>(_ values: some Sequence<Wrapped>) -> SQLExpression<Bool>
    where Value == Wrapped? {
        membership(true, .list(values.map { ExpressionNode(converting: $0) }))
    }
}

extension SQLExpressible {
    /// `self IN (SELECT …)`.
    public func `in`(_ select: Select) -> SQLExpression<Bool> { membership(false, .select(select)) }

    /// `self NOT IN (SELECT …)`.
    public func notIn(_ select: Select) -> SQLExpression<Bool> { membership(true, .select(select)) }

    /// `self IN table`: the table's only column. A table with an alias or index hint is an error,
    /// since IN takes a bare name. (Labeled: `Column.in(_:)` already names a column of a table.)
    public func `in`(table: Table) -> SQLExpression<Bool> { membership(false, table) }

    /// `self NOT IN table`.
    public func notIn(table: Table) -> SQLExpression<Bool> { membership(true, table) }

    /// `self IN function(…)`: a table-valued function of one visible column, such as
    /// `pragma_module_list`. (`json_each` has eight columns: use `in(Select …)` with it.)
    public func `in`(_ function: TableValuedFunction) -> SQLExpression<Bool> {
        membership(false, .function(function.call))
    }

    /// `self NOT IN function(…)`.
    public func notIn(_ function: TableValuedFunction) -> SQLExpression<Bool> {
        membership(true, .function(function.call))
    }

    private func membership(_ negated: Bool, _ table: Table) -> SQLExpression<Bool> {
        guard table.alias == nil, table.indexHint == nil else {
            let problem = QuarryError(
                .invalidStatement,
                "IN takes a table by name alone; \(table.name.name) has an alias or index hint")
            return SQLExpression(node: .invalid(problem))
        }
        return membership(negated, .table(table.name))
    }

    func membership(_ negated: Bool, _ target: InTarget) -> SQLExpression<Bool> {
        SQLExpression(node: .in(negated: negated, anyNode, target))
    }
}
