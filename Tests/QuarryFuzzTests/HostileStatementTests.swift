import Quarry
import QuarryTesting
import Testing

/// Hostile strings through Quarry's own DML and DDL: INSERT values, UPDATE SET, DELETE WHERE
/// (bound), column DEFAULT and CHECK, view and trigger bodies and the partial-index WHERE
/// (inlined), and the names of tables, columns, indexes, views and triggers.
@Suite struct HostileStatementTests {
    static let v = ExpressionNode.column(ColumnReference(name: "v"))

    static func value(_ text: String) -> UntypedExpression { UntypedExpression(node: .value(.text(text))) }

    @Test func valuesReadBackThroughInsertUpdateDelete() throws {
        let database = try FuzzFixture.database()
        _ = try database.run(CreateTable("h") { ColumnDefinition("v") })
        let before = try database.schemaSnapshot()
        let h = Table("h")
        let readBack = Select(columns: [.expression(Self.v, alias: nil)]).from(h)
        for text in HostileStrings.all + [HostileInput.oneMebibyte] {
            let stored: [[StoredValue]] = [[.text(Array(text.utf8))]]
            let insert = Insert(into: h).values { Assignment("v", to: Self.value(text)) }
            let update = Update(h).set { Assignment("v", to: Self.value(text)) }
            let delete = Delete(from: h).where(
                SQLExpression<Bool>(node: .binary(.equal, Self.v, .value(.text(text)))))
            for statement in [insert, update, delete] as [any SQLStatement] {
                #expect(FuzzOracle.checkPreparesAsOneStatement(statement, in: database) == nil)
            }
            for described in [false, true] {
                let run = { (s: any SQLStatement) in
                    _ = try described ? database.runDescription(s) : database.run(s)
                }
                _ = try database.rows("DELETE FROM h")
                try run(insert)
                #expect(try database.run(readBack) == stored, "INSERT \(text.prefix(40).debugDescription)")
                _ = try database.rows("UPDATE h SET v = 0")
                try run(update)
                #expect(try database.run(readBack) == stored, "UPDATE \(text.prefix(40).debugDescription)")
                try run(delete)
                #expect(try database.run(readBack) == [], "DELETE \(text.prefix(40).debugDescription)")
            }
        }
        #expect(try database.schemaSnapshot() == before)
    }

    @Test func inlinedLiteralsReadBackFromDefinitions() throws {
        for text in HostileStrings.all {
            let database = try FuzzFixture.database()
            let stored: [[StoredValue]] = [[.text(Array(text.utf8))]]
            let d = ExpressionNode.column(ColumnReference(name: "d"))
            // DEFAULT and CHECK: the default reads back; inserting the text itself breaks the CHECK.
            _ = try database.run(
                CreateTable("t") {
                    ColumnDefinition("d").default(text)
                    ColumnDefinition("e").check(
                        SQLExpression<Bool>(
                            node: .binary(.isNot, .column(ColumnReference(name: "e")), .value(.text(text)))))
                    ColumnDefinition("k")
                })
            _ = try database.run(
                Insert(into: Table("t")).values { Assignment("k", to: UntypedExpression(node: .value(1))) })
            #expect(
                try database.run(Select(columns: [.expression(d, alias: nil)]).from(Table("t"))) == stored)
            #expect(throws: (any Error).self) {
                _ = try database.run(
                    Insert(into: Table("t")).values { Assignment("e", to: Self.value(text)) })
            }
            // View body.
            _ = try database.run(
                CreateView("w", as: Select(columns: [.expression(.value(.text(text)), alias: "x")])))
            #expect(try database.run(Select.all.from(Table("w"))) == stored)
            // Trigger body.
            _ = try database.run(CreateTable("log") { ColumnDefinition("x") })
            _ = try database.run(
                CreateTrigger("g", .after, .insert, on: Table("t")) {
                    Insert(into: Table("log")).values { Assignment("x", to: Self.value(text)) }
                })
            _ = try database.run(
                Insert(into: Table("t")).values { Assignment("k", to: UntypedExpression(node: .value(2))) })
            #expect(try database.run(Select.all.from(Table("log"))) == stored)
            // Partial-index WHERE: a query whose WHERE repeats the literal can use the index only if
            // SQLite reads the same expression.
            let condition = SQLExpression<Bool>(node: .binary(.isNot, d, .value(.text(text))))
            _ = try database.run(CreateIndex("p", on: Table("t"), SQLIdentifier("k")).where(condition))
            let indexed = Select(columns: [.expression(d, alias: nil)]).from(Table("t").indexed(by: "p"))
                .where(condition)
            #expect(try database.runDescription(indexed) == [], "\(text.prefix(40).debugDescription)")
        }
    }

    @Test func namesReadBackThroughCreateStatements() throws {
        for text in HostileStrings.all where !text.lowercased().hasPrefix("sqlite_") {
            let name = SQLIdentifier(text)
            if text.utf8.contains(0) {
                expectRenderingError(
                    CreateTable(TableName(name)) { ColumnDefinition(name) }, .invalidIdentifier,
                    mentioning: "NUL")
                continue
            }
            let database = try FuzzFixture.database()
            let bytes = StoredValue.text(Array(text.utf8))
            var before = try database.schemaSnapshot()
            let statements: [(String, any SQLStatement)] = [
                (
                    "table",
                    CreateTable(TableName(name)) {
                        ColumnDefinition(name)
                        ColumnDefinition("other")
                    }
                ),
                ("index", CreateIndex(TableName(SQLIdentifier(text + " index")), on: Table(name), name)),
                (
                    "view",
                    CreateView(
                        TableName(SQLIdentifier(text + " view")), columns: [name],
                        as: Select(columns: [.expression(.column(ColumnReference(name: name)), alias: nil)])
                            .from(Table(name)))
                ),
                (
                    "trigger",
                    CreateTrigger(
                        TableName(SQLIdentifier(text + " trigger")), .after, .update(of: name),
                        on: Table(name)
                    ) {
                        Select(columns: [.expression(.value(1), alias: name)])
                    }
                ),
            ]
            for (kind, statement) in statements {
                #expect(
                    FuzzOracle.checkPreparesAsOneStatement(statement, in: database) == nil,
                    "\(kind) \(text.debugDescription)")
                _ = try database.run(statement)
                let after = try database.schemaSnapshot()
                let added = after.filter { !before.contains($0) }
                #expect(
                    added.count == 1 && added.first?[0] == .text(Array(kind.utf8)),
                    "\(kind) \(text.debugDescription)")
                before = after
            }
            let tableColumns = try database.run(Pragma(.tableInfo, argument: name)).map { $0[1] }
            #expect(tableColumns == [bytes, .text(Array("other".utf8))])
            let viewColumns = try database.run(Pragma(.tableInfo, argument: SQLIdentifier(text + " view")))
                .map { $0[1] }
            // SQLite 3.40 renames a view or subquery column called "true" or "false" (to
            // "column1"), however it is quoted: its quirk, not Quarry's.
            if !["true", "false"].contains(text.lowercased()) {
                #expect(viewColumns == [bytes], "\(text.debugDescription): \(viewColumns)")
            }
            let indexColumns = try database.run(Pragma(.indexInfo, argument: SQLIdentifier(text + " index")))
                .map { $0[2] }
            #expect(indexColumns == [bytes])
            _ = try database.run(Drop.table(TableName(name)))
            #expect(try database.schemaSnapshot().count == FuzzSchema.standard.tables.count + 1)
        }
    }
}
