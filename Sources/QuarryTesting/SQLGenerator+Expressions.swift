import Quarry

extension SQLGenerator {
    /// A random expression tree in `scope`: every kind of node (operators, patterns, BETWEEN,
    /// IN, CAST, COLLATE, functions, subqueries, row values, fragments), within the limits.
    public mutating func expression(in scope: GeneratorScope = .constant) -> ExpressionNode {
        startTree()
        return makeExpression(scope, depth: 0)
    }

    mutating func makeExpression(_ scope: GeneratorScope, depth: Int) -> ExpressionNode {
        nodesLeft -= 1
        if depth >= limits.maxDepth || nodesLeft <= 0 || chance(0.2) { return leaf(scope) }
        let next = depth + 1
        switch int(0...99) {
        case 0..<8: return .unary(pick(Self.unaryOperators), makeExpression(scope, depth: next))
        case 8..<34:
            return .binary(
                pick(Self.binaryOperators), makeExpression(scope, depth: next),
                makeExpression(scope, depth: next))
        case 34..<38: return .nullTest(makeExpression(scope, depth: next), isNull: chance(0.5))
        case 38..<42:
            return .collate(makeExpression(scope, depth: next), pick(["BINARY", "NOCASE", "RTRIM"]))
        case 42..<48: return pattern(scope, depth: next)
        case 48..<53:
            return .between(
                negated: chance(0.3), makeExpression(scope, depth: next), makeExpression(scope, depth: next),
                makeExpression(scope, depth: next))
        case 53..<60: return inExpression(scope, depth: next)
        case 60..<65: return .cast(makeExpression(scope, depth: next), pick(Self.typeNames))
        case 65..<80: return function(scope, depth: next)
        case 80..<85 where scope.allowsAggregates: return aggregate(scope, depth: next)
        case 85..<90 where scope.selectDepth < limits.maxSelectDepth: return subqueryExpression(scope)
        case 90..<92: return rowComparison(scope, depth: next)
        case 92..<94: return caseExpression(scope, depth: next)
        case 94..<97: return fragment(scope, depth: next)
        default: return leaf(scope)
        }
    }

    mutating func leaf(_ scope: GeneratorScope) -> ExpressionNode {
        if !scope.columns.isEmpty && chance(0.5) { return pick(scope.columns).node }
        if chance(0.1) {
            return .keyword(pick(deterministic ? [.null, .true, .false] : Self.keywords))
        }
        return .value(value())
    }

    private mutating func pattern(_ scope: GeneratorScope, depth: Int) -> ExpressionNode {
        // MATCH is not deterministic: definitions (CHECK, partial-index WHERE) refuse it.
        let op = pick(
            scope.isDefinition
                ? [.like, .glob, .regexp] : [PatternOperator.like, .like, .glob, .glob, .regexp, .match])
        var escape: ExpressionNode?
        if op == .like && chance(0.4) {
            escape =
                chance(0.7)
                ? .value(.text(pick(["\\", "!", "'", "%"]))) : makeExpression(scope, depth: depth)
        }
        return .pattern(
            op, negated: chance(0.3), makeExpression(scope, depth: depth),
            makeExpression(scope, depth: depth),
            escape: escape)
    }

    private mutating func inExpression(_ scope: GeneratorScope, depth: Int) -> ExpressionNode {
        let operand = makeExpression(scope, depth: depth)
        let target: InTarget
        switch int(0...9) {
        case 0..<6: target = .list(list(scope, depth: depth, count: int(0...limits.maxListLength)))
        case 6...7 where scope.selectDepth < limits.maxSelectDepth:
            target = .select(makeSelect(outer: scope, width: 1).select)
        case 8 where scope.readsTables && oneColumnTable != nil:
            target = .table(TableName(oneColumnTable!.name))
        case 9 where !scope.isDefinition:
            target = .function(FunctionCall(pick(["pragma_module_list", "pragma_compile_options"]), []))
        default: target = .list(list(scope, depth: depth, count: 1))
        }
        return .in(negated: chance(0.3), operand, target)
    }

    /// A schema table of one column, which `x IN table` needs.
    var oneColumnTable: FuzzTable? { schema.tables.first { $0.columns.count == 1 } }

    mutating func list(_ scope: GeneratorScope, depth: Int, count: Int) -> [ExpressionNode] {
        (0..<count).map { _ in makeExpression(scope, depth: depth) }
    }

    private mutating func function(_ scope: GeneratorScope, depth: Int) -> ExpressionNode {
        let (name, arity) = pick(
            deterministic ? Self.scalarFunctions : Self.scalarFunctions + Self.volatileFunctions)
        var arguments = list(
            scope, depth: depth,
            count: int(arity.lowerBound...min(arity.upperBound, arity.lowerBound + limits.maxListLength)))
        if name == "format" { arguments.insert(.value(.text("%s|%d|%.3f|%q")), at: 0) }
        if name.hasPrefix("json_object") && arguments.count % 2 == 1 { arguments.removeLast() }
        return .function(FunctionCall(name, arguments))
    }

    private mutating func caseExpression(_ scope: GeneratorScope, depth: Int) -> ExpressionNode {
        var arms: [When<SQLValue>] = []
        for _ in 0..<int(1...3) {
            arms.append(
                When(
                    UntypedExpression(node: makeExpression(scope, depth: depth)),
                    then: UntypedExpression(node: makeExpression(scope, depth: depth))))
        }
        var expression =
            chance(0.3)
            ? Case<SQLValue>(UntypedExpression(node: makeExpression(scope, depth: depth))) {
                for arm in arms { arm }
            }
            : Case<SQLValue> { for arm in arms { arm } }
        if chance(0.6) {
            expression = expression.else(UntypedExpression(node: makeExpression(scope, depth: depth)))
        }
        return expression.sqlExpression.node
    }

    /// A window function call (or an aggregate used as one), for result columns.
    mutating func windowFunction(_ scope: GeneratorScope, window: SQLIdentifier?) -> ExpressionNode {
        let inner = scope.withoutAggregates()
        let argument = UntypedExpression(node: makeExpression(inner, depth: 3))
        let definition = WindowDefinition().partitionBy(
            UntypedExpression(node: makeExpression(inner, depth: 3))
        )
        .orderBy(UntypedExpression(node: makeExpression(inner, depth: 3)))
        func over<V>(_ function: WindowFunction<V>) -> ExpressionNode {
            (window.map { function.over($0) } ?? function.over(definition)).node
        }
        switch int(0...6) {
        case 0: return over(SQL.rowNumber())
        case 1: return over(SQL.rank())
        case 2: return over(SQL.denseRank())
        case 3: return over(SQL.firstValue(argument))
        case 4: return over(SQL.lastValue(argument))
        case 5: return over(SQL.nthValue(argument, Int64(int(1...3))))
        default: return (window.map { SQL.sum(argument).over($0) } ?? SQL.sum(argument).over(definition)).node
        }
    }

    private mutating func aggregate(_ scope: GeneratorScope, depth: Int) -> ExpressionNode {
        let inner = scope.withoutAggregates()
        if chance(0.4) {
            let argument = UntypedExpression(node: makeExpression(inner, depth: depth))
            var function: AggregateFunction<SQLValue?>
            switch int(0...3) {
            case 0: function = SQL.sum(argument)
            case 1: function = SQL.max(argument)
            case 2: function = SQL.min(argument)
            default: function = SQL.sum(argument)
            }
            if chance(0.4) { function = function.distinct }
            if chance(0.4) {
                function = function.filter(
                    where: SQLExpression<Bool>(node: makeExpression(inner, depth: depth)))
            }
            return function.sqlExpression.node
        }
        let (name, arity) = pick(Self.aggregateFunctions)
        if name == "count" && chance(0.3) { return .function(FunctionCall("count", [.star(table: nil)])) }
        return .function(FunctionCall(name, list(inner, depth: depth, count: int(arity))))
    }

    private mutating func subqueryExpression(_ scope: GeneratorScope) -> ExpressionNode {
        if chance(0.4) { return .exists(negated: chance(0.3), makeSelect(outer: scope, width: nil).select) }
        return .subquery(makeSelect(outer: scope, width: 1).select)
    }

    private mutating func rowComparison(_ scope: GeneratorScope, depth: Int) -> ExpressionNode {
        let width = int(2...3)
        let left = ExpressionNode.row(list(scope, depth: depth, count: width))
        if chance(0.2) {
            return .between(
                negated: chance(0.3), left, .row(list(scope, depth: depth, count: width)),
                .row(list(scope, depth: depth, count: width)))
        }
        if chance(0.2) && scope.selectDepth < limits.maxSelectDepth {
            return .in(negated: chance(0.3), left, .select(makeSelect(outer: scope, width: width).select))
        }
        return .binary(pick(Self.rowComparisons), left, .row(list(scope, depth: depth, count: width)))
    }

    private mutating func fragment(_ scope: GeneratorScope, depth: Int) -> ExpressionNode {
        let a = SQLExpression<SQLValue>(node: makeExpression(scope, depth: depth))
        let b = SQLExpression<SQLValue>(node: makeExpression(scope, depth: depth))
        switch int(0...2) {
        case 0: return .fragment("\(a) + \(b)")
        case 1: return .fragment("coalesce(\(a), \(b))")
        default: return .fragment("\(a)")
        }
    }

    static let unaryOperators: [UnaryOperator] = [.negative, .negative, .positive, .bitwiseNot, .not]
    static let binaryOperators: [BinaryOperator] = [
        .or, .and, .equal, .notEqual, .is, .isNot, .isDistinctFrom, .isNotDistinctFrom, .less, .lessOrEqual,
        .greater, .greaterOrEqual, .bitwiseAnd, .bitwiseOr, .shiftLeft, .shiftRight, .add, .subtract,
        .multiply,
        .divide, .remainder, .concatenate, .extract, .extractValue,
    ]
    static let rowComparisons: [BinaryOperator] = [
        .equal, .notEqual, .is, .isNot, .less, .lessOrEqual, .greater, .greaterOrEqual,
    ]
    static let keywords: [SQLKeywordValue] = [
        .null, .true, .false, .currentTime, .currentDate, .currentTimestamp,
    ]
    static let typeNames: [SQLTypeName] = [
        .integer, .real, .text, .blob, .numeric, .any, .int, SQLTypeName("VARCHAR", 10),
        SQLTypeName("DECIMAL", 10, 2), SQLTypeName("UNSIGNED BIG INT"), SQLTypeName("DOUBLE PRECISION"),
    ]
    static let scalarFunctions: [(String, ClosedRange<Int>)] = [
        ("abs", 1...1), ("coalesce", 2...5), ("ifnull", 2...2), ("iif", 3...3), ("nullif", 2...2),
        ("instr", 2...2), ("hex", 1...1), ("length", 1...1), ("lower", 1...1), ("upper", 1...1),
        ("ltrim", 1...2), ("rtrim", 1...2), ("trim", 1...2), ("max", 2...4), ("min", 2...4), ("quote", 1...1),
        ("replace", 3...3), ("round", 1...2), ("sign", 1...1), ("substr", 2...3), ("typeof", 1...1),
        ("unicode", 1...1), ("char", 0...3), ("like", 2...3), ("glob", 2...2), ("likely", 1...1),
        ("unlikely", 1...1), ("format", 0...3), ("json", 1...1), ("json_valid", 1...1), ("json_quote", 1...1),
        ("json_type", 1...2), ("json_array", 0...4), ("json_extract", 2...3), ("json_object", 0...4),
        ("sqrt", 1...1), ("pow", 2...2), ("floor", 1...1), ("ceil", 1...1), ("mod", 2...2), ("ln", 1...1),
        ("pi", 0...0), ("atan2", 2...2),
    ]
    static let volatileFunctions: [(String, ClosedRange<Int>)] = [
        ("random", 0...0), ("changes", 0...0), ("last_insert_rowid", 0...0), ("sqlite_version", 0...0),
    ]
    static let aggregateFunctions: [(String, ClosedRange<Int>)] = [
        ("count", 1...1), ("sum", 1...1), ("total", 1...1), ("avg", 1...1), ("min", 1...1), ("max", 1...1),
        ("group_concat", 1...2),
    ]
}
