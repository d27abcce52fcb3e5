import Quarry
import QuarryTesting

/// Builds random statements whose subqueries name columns of outer statements, over three tables
/// that share every column name, so that a column written bare in the wrong scope binds to
/// another table and changes the result. Columns are declared the way users declare them
/// (`Column("x", in: table)`, never pre-qualified), so the renderer alone decides how they are
/// written.
struct CorrelatedQueryGenerator {
    static let tableNames: [SQLIdentifier] = ["a", "b", "c"]

    static let schema = """
        CREATE TABLE a(id INTEGER PRIMARY KEY, x INTEGER, y TEXT);
        CREATE TABLE b(id INTEGER PRIMARY KEY, x INTEGER, y TEXT);
        CREATE TABLE c(id INTEGER PRIMARY KEY, x INTEGER, y TEXT);
        INSERT INTO a VALUES (1, 0, 'p'), (2, 1, 'q'), (3, NULL, 'p'), (4, 2, NULL);
        INSERT INTO b VALUES (1, 1, 'q'), (2, 2, 'p'), (5, 0, 'r');
        INSERT INTO c VALUES (2, 1, 'p'), (3, 3, NULL), (4, 0, 'q'), (6, 2, 'r');
        """

    /// One table in a FROM clause, under its alias when it has one.
    struct Source {
        let table: Table
        var id: Column<Int64?> { Column("id", in: table) }
        var x: Column<Int64?> { Column("x", in: table) }
        var y: Column<String?> { Column("y", in: table) }
        var name: SQLIdentifier { table.alias ?? table.name.name }
    }

    private var random: SplitMix64
    private var aliasCount = 0
    /// The sources of every enclosing scope, innermost last.
    private var scopes: [[Source]] = []

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// A SELECT, an UPDATE or a DELETE (about one in four is a write).
    mutating func statement() -> any SQLStatement {
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return update()
        case 1: return delete()
        default: return select(depth: 0)
        }
    }

    /// A SELECT whose clauses may hold correlated subqueries down to three levels.
    mutating func select(depth: Int) -> Select {
        let sources = openScope(allowsJoin: true)
        defer { scopes.removeLast() }
        var columns: [ResultColumn] = []
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let column = depth < 2 && chance(4) ? scalar(depth: depth) : integer()
            columns.append(.expression(column.node, alias: nil))
        }
        let from: TableSource =
            sources.count == 1
            ? sources[0].table.tableSource
            : sources[0].table.join(sources[1].table, on: predicate(depth: depth))
        var select = Select(columns: columns).from(from)
        if chance(2) { select = select.where(predicate(depth: depth)) }
        if depth == 0, chance(4) { select = select.orderBy(integer().descending) }
        return select
    }

    private mutating func update() -> Update {
        let target = openScope(allowsJoin: false)[0]
        defer { scopes.removeLast() }
        let value: SQLExpression<Int64?> = chance(2) ? scalar(depth: 0) : integer()
        return Update(target.table).set(target.x, to: value).where(predicate(depth: 0))
    }

    private mutating func delete() -> Delete {
        let target = openScope(allowsJoin: false)[0]
        defer { scopes.removeLast() }
        return Delete(from: target.table).where(predicate(depth: 0))
    }

    /// Pushes a scope of one or two sources. A table already visible under its own name gets an
    /// alias: SQLite would bind both the inner and the outer one's qualified columns to the inner
    /// table, so such a statement could not say what it means in any rendering.
    private mutating func openScope(allowsJoin: Bool) -> [Source] {
        let count = allowsJoin && chance(5) ? 2 : 1
        var sources: [Source] = []
        for _ in 0..<count {
            let name = Self.tableNames[Int.random(in: 0..<Self.tableNames.count, using: &random)]
            let visible = scopes.joined().map(\.name) + sources.map(\.name)
            var table = Table(name)
            if visible.contains(name) || chance(4) {
                aliasCount += 1
                table = table.as(SQLIdentifier("t\(aliasCount)"))
            }
            sources.append(Source(table: table))
        }
        scopes.append(sources)
        return sources
    }

    private mutating func predicate(depth: Int) -> SQLExpression<Bool> {
        switch Int.random(in: 0..<(depth < 2 ? 10 : 6), using: &random) {
        case 0: return predicate(depth: depth + 1) && predicate(depth: depth + 1)
        case 1: return predicate(depth: depth + 1) || !predicate(depth: depth + 1)
        case 2: return text() == text()
        case 3: return integer() == nil
        case 4, 5: return comparison(integer(), integer())
        case 6, 7: return SQL.exists(subselect(depth: depth) { $0.id.sqlExpression.node })
        case 8: return integer().in(subselect(depth: depth) { $0.x.sqlExpression.node })
        default: return comparison(integer(), scalar(depth: depth))
        }
    }

    private mutating func comparison(_ left: SQLExpression<Int64?>, _ right: SQLExpression<Int64?>)
        -> SQLExpression<Bool>
    {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return left == right
        case 1: return left < right
        case 2: return left != right
        default: return left >= right
        }
    }

    /// `(SELECT max(x) …)` or `(SELECT count(*) …)` over a new scope.
    private mutating func scalar(depth: Int) -> SQLExpression<Int64?> {
        if chance(2) {
            return SQL.subquery(subselect(depth: depth) { SQL.max($0.x).sqlExpression.node }, as: Int64?.self)
        }
        return SQL.subquery(subselect(depth: depth) { _ in SQL.count().sqlExpression.node }, as: Int64?.self)
    }

    /// A one-column SELECT over a new scope, filtered by a predicate that may read outer columns.
    private mutating func subselect(depth: Int, _ column: (Source) -> ExpressionNode) -> Select {
        let source = openScope(allowsJoin: false)[0]
        defer { scopes.removeLast() }
        return Select(columns: [.expression(column(source), alias: nil)]).from(source.table)
            .where(predicate(depth: depth + 1))
    }

    /// An integer column of any visible scope, or a small constant.
    private mutating func integer() -> SQLExpression<Int64?> {
        let visible = Array(scopes.joined())
        if visible.isEmpty || chance(5) {
            return SQLExpression(value: Int64.random(in: 0...3, using: &random))
        }
        let source = visible[Int.random(in: 0..<visible.count, using: &random)]
        return chance(2) ? source.x.sqlExpression : source.id.sqlExpression
    }

    private mutating func text() -> SQLExpression<String?> {
        let visible = Array(scopes.joined())
        if visible.isEmpty || chance(4) {
            return SQLExpression(value: ["p", "q"][Int.random(in: 0...1, using: &random)])
        }
        return visible[Int.random(in: 0..<visible.count, using: &random)].y.sqlExpression
    }

    private mutating func chance(_ oneIn: Int) -> Bool { Int.random(in: 0..<oneIn, using: &random) == 0 }
}
