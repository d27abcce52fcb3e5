import Quarry

/// A generated select core: the select, its result column names and the scope its clauses see.
struct GeneratedCore {
    var select: Select
    var names: [SQLIdentifier]
    /// What ORDER BY may name: the core's own sources (SQLite resolves ORDER BY terms without the
    /// outer query's columns) and no aggregates.
    var orderScope: GeneratorScope
}

extension SQLGenerator {
    /// One `SELECT … FROM … WHERE … GROUP BY … HAVING … WINDOW …` block; `width == nil` may give
    /// `SELECT *`.
    mutating func makeCore(_ outer: GeneratorScope, tables: [SourceTable], width: Int?) -> GeneratedCore {
        let correlated = outer.selectDepth > 1 && !outer.columns.isEmpty && chance(0.5)
        var scope = GeneratorScope(
            columns: correlated ? outer.columns : [], allowsAggregates: false, readsTables: outer.readsTables,
            selectDepth: outer.selectDepth)
        var orderScope = scope
        orderScope.columns = []
        let source = outer.readsTables ? makeSource(&scope, tables: tables) : nil
        orderScope.columns = Array(scope.columns.dropFirst(correlated ? outer.columns.count : 0))
        var results = scope
        // An aggregate over outer columns alone would belong to the outer query.
        results.allowsAggregates = !correlated
        let names: [SQLIdentifier]
        var windowName: SQLIdentifier?
        var select: Select
        // `*` over a join can expand to an ambiguous USING column (RIGHT/FULL JOIN … USING).
        var isJoin = false
        if case .join? = source?.kind { isJoin = true }
        if let width = width ?? (source == nil || isJoin ? 1 : nil) {
            names = (0..<width).map { SQLIdentifier("c\($0)") }
            windowName = chance(0.1) ? freshAlias("w") : nil
            var columns: [ResultColumn] = []
            for name in names {
                let node =
                    !correlated && chance(0.1)
                    ? windowFunction(results, window: chance(0.5) ? windowName : nil)
                    : makeExpression(results, depth: 1)
                columns.append(.expression(node, alias: name))
            }
            select = Select(columns: columns)
        } else {
            names = []
            select = Select.all
        }
        if let source { select = select.from(source) }
        if chance(0.5) { select = select.where(SQLExpression<Bool>(node: makeExpression(scope, depth: 1))) }
        if chance(0.2) {
            // Like ORDER BY, GROUP BY terms of a subquery cannot name the outer query's columns.
            for _ in 0..<int(1...2) {
                select = select.groupBy(UntypedExpression(node: makeExpression(orderScope, depth: 2)))
            }
            if chance(0.5) {
                select = select.having(SQLExpression<Bool>(node: makeExpression(results, depth: 1)))
            }
        }
        if chance(0.1) { select = select.distinct(chance(0.8)) }
        if let windowName { select = select.window(windowName, as: window(scope)) }
        return GeneratedCore(select: select, names: names, orderScope: orderScope)
    }

    private mutating func makeSource(_ scope: inout GeneratorScope, tables: [SourceTable]) -> TableSource {
        let outerCount = scope.columns.count
        var source = singleSource(&scope, tables: tables)
        var sourceCount = 1
        while sourceCount < 3 && chance(0.35) {
            let leftColumns = scope.columns.dropFirst(outerCount).map(\.name)
            let right = singleSource(&scope, tables: tables)
            let rightColumns = scope.columns.dropFirst(outerCount + leftColumns.count).map(\.name)
            let common = rightColumns.filter { leftColumns.contains($0) }
            let op = pick([
                JoinOperator.comma, .inner, .inner, .left, .right, .full, .cross, .natural, .naturalLeft,
            ])
            var constraint: JoinConstraint?
            switch op {
            case .comma, .cross: constraint = nil
            case .natural, .naturalLeft, .naturalRight, .naturalFull:
                // A column common to several left sources would be ambiguous.
                if sourceCount > 1 { return .join(source, .cross, right, nil) }
            default:
                if sourceCount == 1, !common.isEmpty, chance(0.3) {
                    constraint = .using([pick(common)])
                } else {
                    constraint = .on(makeExpression(scope, depth: 2))
                }
            }
            source = .join(source, op, right, constraint)
            sourceCount += 1
        }
        return source
    }

    private mutating func singleSource(_ scope: inout GeneratorScope, tables: [SourceTable]) -> TableSource {
        switch int(0...9) {
        case 0 where scope.selectDepth < limits.maxSelectDepth:
            let alias = freshAlias("s")
            let inner = GeneratorScope(readsTables: true, selectDepth: scope.selectDepth)
            let body = makeSelect(outer: inner, width: int(1...3), tables: tables)
            scope.columns += body.names.map { GeneratorScope.ScopedColumn(table: alias, name: $0) }
            return .subquery(body.select, alias: alias)
        case 1:
            let alias = freshAlias("j")
            scope.columns += ["key", "value", "type", "atom", "id", "parent", "fullkey", "path"].map {
                GeneratorScope.ScopedColumn(table: alias, name: SQLIdentifier($0))
            }
            let document = ExpressionNode.function(
                FunctionCall("json_array", list(.constant, depth: 4, count: int(0...3))))
            return .function(FunctionCall(pick(["json_each", "json_tree"]), [document]), alias: alias)
        default:
            let table = pick(tables)
            let alias = freshAlias("t")
            scope.columns += table.columns.map { GeneratorScope.ScopedColumn(table: alias, name: $0) }
            return .table(Table(table.name).as(alias))
        }
    }

    private mutating func window(_ scope: GeneratorScope) -> WindowDefinition {
        var definition = WindowDefinition()
        if chance(0.5) {
            definition = definition.partitionBy(UntypedExpression(node: makeExpression(scope, depth: 3)))
        }
        let ordered = chance(0.6)
        if ordered {
            definition = definition.orderBy(UntypedExpression(node: makeExpression(scope, depth: 3)))
        }
        if chance(0.5) {
            let offset = ExpressionNode.value(.integer(Int64(int(0...3))))
            let unit: WindowFrame.Unit = ordered ? pick([.rows, .range, .groups]) : .rows
            let frames: [(WindowFrame.Bound, WindowFrame.Bound?)] = [
                (.unboundedPreceding, nil), (.currentRow, nil), (.preceding(offset), nil),
                (.unboundedPreceding, .currentRow), (.preceding(offset), .following(offset)),
                (.currentRow, .unboundedFollowing), (.unboundedPreceding, .unboundedFollowing),
            ]
            let (start, end) = pick(frames)
            definition = definition.frame(
                WindowFrame(
                    unit, from: start, to: end, exclude: pick([nil, .noOthers, .currentRow, .group, .ties])))
        }
        return definition
    }
}
