import Quarry

/// A generated select with what a reader of it needs: its width and result column names.
struct GeneratedSelect {
    var select: Select
    var names: [SQLIdentifier]
}

/// A table that a generated FROM may read: a schema table or a CTE.
struct SourceTable {
    var name: SQLIdentifier
    var columns: [SQLIdentifier]
}

extension SQLGenerator {
    /// A random SELECT against the schema: joins, subqueries, CTEs (recursive too), compounds,
    /// GROUP BY/HAVING, windows, ORDER BY, LIMIT/OFFSET.
    public mutating func select() -> Select {
        startTree()
        return makeSelect(outer: GeneratorScope(readsTables: true), width: nil).select
    }

    /// A random SELECT of exactly `width` result columns that reads only values (no tables).
    public mutating func constantSelect(width: Int) -> Select {
        startTree()
        return makeSelect(outer: .constant, width: width).select
    }

    mutating func makeSelect(outer: GeneratorScope, width: Int?, tables: [SourceTable]? = nil)
        -> GeneratedSelect
    {
        var tables =
            tables ?? schema.tables.map { SourceTable(name: $0.name, columns: $0.columns.map(\.name)) }
        var inner = outer
        inner.selectDepth += 1
        var ctes: [CommonTableExpression] = []
        if outer.readsTables && inner.selectDepth < limits.maxSelectDepth && chance(0.15) {
            for _ in 0..<int(1...2) {
                let cte = commonTableExpression(inner, tables: tables)
                ctes.append(cte.expression)
                tables.append(cte.table)
            }
        }
        let columnCount = width ?? int(1...limits.maxListLength)
        let first = makeCore(inner, tables: tables, width: width == nil && chance(0.1) ? nil : columnCount)
        var select = first.select
        var isCompound = false
        if first.names.count == columnCount && chance(0.15) {
            isCompound = true
            for _ in 0..<int(1...2) {
                let member =
                    chance(0.3)
                    ? valuesMember(inner, width: columnCount)
                    : makeCore(inner, tables: tables, width: columnCount).select
                switch int(0...3) {
                case 0: select = select.union(member)
                case 1: select = select.unionAll(member)
                case 2: select = select.intersect(member)
                default: select = select.except(member)
                }
            }
        }
        select = addOrdering(to: select, names: first.names, scope: first.orderScope, isCompound: isCompound)
        if !ctes.isEmpty {
            select = select.with(recursive: chance(0.3)) { for cte in ctes { cte } }
        }
        return GeneratedSelect(select: select, names: first.names)
    }

    private mutating func addOrdering(
        to select: Select, names: [SQLIdentifier], scope: GeneratorScope, isCompound: Bool
    ) -> Select {
        var select = select
        if chance(0.3) {
            for _ in 0..<int(1...2) {
                let node: ExpressionNode
                if isCompound || (chance(0.3) && !names.isEmpty) {
                    guard !names.isEmpty else { break }
                    node = .column(ColumnReference(name: pick(names)))
                } else {
                    node = makeExpression(scope, depth: 2)
                }
                var term = OrderingTerm(
                    UntypedExpression(node: node), direction: pick([nil, .ascending, .descending]),
                    nulls: pick([nil, .first, .last]))
                // SQLite rewrites a compound whose ORDER BY has COLLATE into a subquery, and then
                // cannot resolve a bare column in a member's HAVING ("no such column").
                if !isCompound && chance(0.2) { term = term.collate(pick(["NOCASE", "BINARY"])) }
                select = select.orderBy(term)
            }
        }
        let constant = GeneratorScope(selectDepth: limits.maxSelectDepth)
        if chance(0.2) {
            select = select.limit(
                UntypedExpression(
                    node: chance(0.7)
                        ? .value(.integer(Int64(int(-1...5)))) : makeExpression(constant, depth: 3)))
            if chance(0.5) {
                select = select.offset(UntypedExpression(node: .value(.integer(Int64(int(0...3))))))
            }
        }
        return select
    }

    private mutating func commonTableExpression(_ scope: GeneratorScope, tables: [SourceTable]) -> (
        expression: CommonTableExpression, table: SourceTable
    ) {
        let name = freshAlias("cte")
        if chance(0.3) {
            // WITH RECURSIVE cte(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM cte WHERE n < k)
            let n = ExpressionNode.column(ColumnReference(name: "n"))
            let step = Select(columns: [.expression(.binary(.add, n, .value(.integer(1))), alias: nil)])
                .from(Table(name))
                .where(SQLExpression<Bool>(node: .binary(.less, n, .value(.integer(Int64(int(0...5)))))))
            let select = Select(columns: [.expression(.value(.integer(Int64(int(0...3)))), alias: nil)])
                .unionAll(step)
            return (
                CommonTableExpression(name, columns: ["n"], as: select),
                SourceTable(name: name, columns: ["n"])
            )
        }
        let body = makeSelect(
            outer: GeneratorScope(readsTables: true, selectDepth: scope.selectDepth), width: int(1...3),
            tables: tables)
        let columns = body.names.indices.map { SQLIdentifier("x\($0)") }
        let materialized: Bool? = pick([nil, true, false])
        return (
            CommonTableExpression(name, columns: columns, materialized: materialized, as: body.select),
            SourceTable(name: name, columns: columns)
        )
    }

    private mutating func valuesMember(_ scope: GeneratorScope, width: Int) -> Select {
        let constant = GeneratorScope(selectDepth: scope.selectDepth)
        let rows = (0..<int(1...3)).map { _ in
            list(constant, depth: 3, count: width).map { UntypedExpression(node: $0) as any SQLExpressible }
        }
        return Select.values(expressions: rows)
    }
}
