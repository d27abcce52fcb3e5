/// What a join of two record tables holds, shared by ``JoinRequest`` and ``OptionalJoinRequest``:
/// the joined table (aliased when it needs to be), the ON condition, and the request's own WHERE,
/// ORDER BY and LIMIT.
struct JoinParts<Left: TableRecord, Right: TableRecord>: Sendable {
    let kind: JoinOperator
    let rightTable: Table
    let on: SQLExpression<Bool>
    var condition: SQLExpression<Bool>?
    var ordering: [OrderingTerm] = []
    var limitCount: Int64?
    var offsetCount: Int64?

    init(
        kind: JoinOperator, rightTable: Table,
        on: (RecordColumns<Left>, RecordColumns<Right>) -> SQLExpression<Bool>
    ) {
        self.kind = kind
        self.rightTable = rightTable
        self.on = on(Left.columns, Right.columns.in(rightTable))
    }

    var prefixes: JoinPrefixes {
        JoinPrefixes(left: JoinScope.prefix(of: Left.table), right: JoinScope.prefix(of: rightTable))
    }
    var rightColumns: RecordColumns<Right> { Right.columns.in(rightTable) }

    mutating func filter(_ added: SQLExpression<Bool>) {
        condition = condition.map { $0 && added } ?? added
    }

    /// `SELECT <left's joined columns>, <right's> FROM left JOIN right ON … WHERE … ORDER BY … LIMIT …`.
    var query: Select {
        var columns = Left.joinedColumns() + Right.joinedColumns(of: rightTable)
        let prefixes = self.prefixes
        if prefixes.left.isSameSQLiteName(as: prefixes.right) {
            let error = QuarryError(
                .invalidStatement,
                "both sides of the join are named \(prefixes.left.debugDescription), so their columns would collide: give the joined table an alias (`as:`)"
            )
            columns = [
                .expression(Column<SQLValue>(unresolved: error, name: "", in: nil).untyped.node, alias: nil)
            ]
        }
        var select = Select(columns: columns).from(Left.table.join(kind, rightTable, on: on))
        if let condition { select = select.where(condition) }
        for term in ordering { select = select.orderBy(term) }
        if let limitCount {
            select = offsetCount.map { select.limit(limitCount, offset: $0) } ?? select.limit(limitCount)
        } else if let offsetCount {
            select = select.offset(offsetCount)
        }
        return select
    }

    /// `SELECT count(*)` of the pairs the request reads.
    var countQuery: Select {
        Select { SQL.count() }.from(query.tableSource)
    }
}

extension RecordColumns {
    /// The same columns taken from another table: an alias of the record's table in a join.
    func `in`(_ table: Table) -> RecordColumns {
        RecordColumns(lookup: ColumnLookup(table: table, entries: lookup.entries, failure: lookup.failure))
    }
}
