import Quarry

extension SQLGenerator {
    /// A random INSERT, UPDATE or DELETE against a schema table, sometimes with RETURNING.
    public mutating func write() -> any SQLStatement {
        startTree()
        let table = pick(schema.tables)
        let scope = GeneratorScope(
            columns: table.columns.map { .init(table: table.name, name: $0.name) }, readsTables: true,
            selectDepth: 1)
        switch int(0...2) {
        case 0:
            var insert = chance(0.2) ? Insert.replace(into: table.table) : Insert(into: table.table)
            let columns = table.columns.filter { _ in chance(0.6) }.map(\.name)
            if let first = columns.first, chance(0.3) {
                insert = insert.columns(first).select(
                    makeSelect(outer: GeneratorScope(readsTables: true), width: 1).select)
            } else if !columns.isEmpty {
                let constant = GeneratorScope(readsTables: true, selectDepth: 1)
                var assignments: [Assignment] = []
                for column in columns {
                    assignments.append(
                        Assignment(column, to: UntypedExpression(node: makeExpression(constant, depth: 2))))
                }
                insert = insert.values { for assignment in assignments { assignment } }
            } else {
                insert = insert.values(expressions: [UntypedExpression(node: .value(value()))])
                    .columns(table.columns[0].name)
            }
            if chance(0.2) {
                insert = insert.returning(.expression(makeExpression(scope, depth: 2), alias: "r"))
            }
            return insert
        case 1:
            let last = table.columns[table.columns.count - 1].name
            var assignments: [Assignment] = []
            for column in table.columns where chance(0.5) {
                let expression = makeExpression(scope, depth: 2)
                // Still generated for the last column, so that every seed draws the same numbers
                // as before; assigned once, since Quarry refuses a column set twice.
                if column.name != last {
                    assignments.append(Assignment(column.name, to: UntypedExpression(node: expression)))
                }
            }
            assignments.append(Assignment(last, to: UntypedExpression(node: .value(value()))))
            var update = Update(table.table).set { for assignment in assignments { assignment } }
            if chance(0.6) {
                update = update.where(SQLExpression<Bool>(node: makeExpression(scope, depth: 1)))
            }
            if chance(0.2) { update = update.returning(.all) }
            return update
        default:
            var delete = Delete(from: table.table)
            if chance(0.7) {
                delete = delete.where(SQLExpression<Bool>(node: makeExpression(scope, depth: 1)))
            }
            if chance(0.2) {
                delete = delete.returning(.expression(makeExpression(scope, depth: 2), alias: "r"))
            }
            return delete
        }
    }

    /// A random CREATE TABLE, CREATE INDEX (often partial), CREATE VIEW or CREATE TRIGGER under a
    /// fresh name, or a DROP: every inlined slot (DEFAULT, CHECK, view and trigger bodies, the
    /// partial-index WHERE) gets random values.
    public mutating func definition() -> any SQLStatement {
        startTree()
        let table = pick(schema.tables)
        let name = SQLIdentifier("gen \(int(0...999_999)) \"x\"")
        // Definitions take no subqueries and only deterministic functions.
        let columns = GeneratorScope(
            columns: table.columns.map { .init(table: nil, name: $0.name) }, selectDepth: 99)
        switch int(0...6) {
        case 5:
            let column = pick(table.columns).name
            switch int(0...2) {
            case 0: return AlterTable(table.table).rename(to: name)
            case 1: return AlterTable(table.table).renameColumn(column, to: name)
            default:
                return AlterTable(table.table).addColumn(
                    ColumnDefinition(name, pick([nil, .integer, .text, .real, .blob])).default(value()))
            }
        case 6:
            return CreateVirtualTable(
                TableName(name), ifNotExists: chance(0.2), using: "fts5", .column(name),
                .column(SQLIdentifier("body \(int(0...9))")))
        case 0:
            let own = GeneratorScope(columns: [.init(table: nil, name: "a")], selectDepth: 99)
            return CreateTable(TableName(name), temporary: chance(0.2), ifNotExists: chance(0.2)) {
                ColumnDefinition("a", pick([nil, .integer, .text, .real, .blob, .any])).default(value())
                ColumnDefinition("b", .text).check(SQLExpression<Bool>(node: makeExpression(own, depth: 2)))
                ColumnDefinition("c").default(
                    expression: UntypedExpression(node: makeExpression(.constant.noSubqueries, depth: 2)))
            }
        case 1:
            var index = CreateIndex(
                TableName(name), on: table.table, unique: chance(0.2), pick(table.columns).name)
            if chance(0.7) {
                index = index.where(SQLExpression<Bool>(node: makeExpression(columns, depth: 1)))
            }
            return index
        case 2:
            return CreateView(
                TableName(name), temporary: chance(0.2),
                as: makeSelect(outer: GeneratorScope(readsTables: true), width: int(1...3)).select)
        case 3:
            let body = Select(columns: [.expression(makeExpression(columns, depth: 1), alias: nil)]).from(
                table.table
            )
            .where(SQLExpression<Bool>(node: makeExpression(columns, depth: 1)))
            let trigger = CreateTrigger(
                TableName(name), pick([nil, .before, .after]), pick([.insert, .delete, .update]),
                on: table.table
            ) {
                body
            }
            return chance(0.5)
                ? trigger.when(SQLExpression<Bool>(node: makeExpression(columns, depth: 1))) : trigger
        default:
            return Drop(pick([.table, .index, .view, .trigger]), TableName(name), ifExists: true)
        }
    }
}

extension GeneratorScope {
    /// The same scope without subqueries.
    var noSubqueries: GeneratorScope {
        var copy = self
        copy.selectDepth = 99
        return copy
    }
}
