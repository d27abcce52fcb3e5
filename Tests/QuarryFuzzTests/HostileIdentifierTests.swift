import Quarry
import QuarryTesting
import Testing

/// Every hostile string in every identifier slot that exists: each statement prepares as one
/// statement, changes `sqlite_schema` only by the object it names, and the name reads back byte
/// for byte (through `PRAGMA table_info`, `PRAGMA database_list`, `sqlite_schema` or the result
/// column name). A NUL in a name is the documented `invalidIdentifier` error.
@Suite struct HostileIdentifierTests {
    static let names = HostileStrings.all.filter { !$0.utf8.contains(0) }

    @Test func nulInANameIsTheDocumentedError() {
        for text in HostileStrings.all where text.utf8.contains(0) {
            let name = SQLIdentifier(text)
            expectRenderingError(
                Select(columns: [.expression(.value(1), alias: name)]), .invalidIdentifier, mentioning: "NUL")
            expectRenderingError(Select.all.from(Table(name)), .invalidIdentifier, mentioning: "NUL")
            expectRenderingError(Savepoint(name), .invalidIdentifier, mentioning: "NUL")
            expectRenderingError(Attach(file: ":memory:", as: name), .invalidIdentifier, mentioning: "NUL")
        }
    }

    @Test func aliasCTEAndWindowNamesReadBack() throws {
        let database = try FuzzFixture.database()
        let before = try database.schemaSnapshot()
        for text in Self.names + [HostileInput.oneMebibyte] {
            let name = SQLIdentifier(text)
            let bytes = Array(text.utf8)
            let alias = Select(columns: [.expression(.value(1), alias: name)])
            let cte = Select(columns: [
                .expression(.column(ColumnReference(table: name, name: name)), alias: nil)
            ])
            .from(Table(name))
            .with(CommonTableExpression(name, columns: [name], as: Select.values([[7]])))
            let window = Select(columns: [.expression(.value(1), alias: nil)]).from(Table("item"))
                .window(name, as: WindowDefinition())
            for select in [alias, window] {
                #expect(
                    FuzzOracle.checkPreparesAsOneStatement(select, in: database) == nil, "\(text.prefix(60))")
            }
            #expect(try database.columnNames(of: alias) == [bytes])
            // SQLite 3.40 cannot name a subquery or CTE column called "true" or "false" ("no such
            // column: t.true", however it is quoted): its limit, not Quarry's.
            if ["true", "false"].contains(text.lowercased()) { continue }
            #expect(FuzzOracle.checkPreparesAsOneStatement(cte, in: database) == nil, "\(text.prefix(60))")
            #expect(try database.columnNames(of: cte) == [bytes])
            #expect(try database.run(cte) == [[.integer(7)]])
        }
        #expect(try database.schemaSnapshot() == before)
    }

    @Test func tableAndColumnNamesReadBack() throws {
        for text in Self.names where !text.lowercased().hasPrefix("sqlite_") {
            let database = try FuzzFixture.database()
            let before = try database.schemaSnapshot()
            let name = SQLIdentifier(text)
            let bytes = Array(text.utf8)
            // CREATE TABLE is not a Quarry statement yet: the DDL is written with Quarry's
            // identifier writer (SQLIdentifier.description), the reads are Quarry statements.
            try database.execute("CREATE TABLE \(name)(\(name), other)")
            let after = try database.schemaSnapshot()
            #expect(after.count == before.count + 1)
            #expect(after.contains { $0[1] == .text(bytes) && $0[2] == .text(bytes) })
            let tableInfo = try database.run(Pragma(.tableInfo, argument: name))
            #expect(tableInfo.map { $0[1] } == [.text(bytes), .text(Array("other".utf8))])
            let column = ExpressionNode.column(ColumnReference(schema: "main", table: name, name: name))
            let select = Select(columns: [.expression(column, alias: nil)]).from(Table(name, schema: "main"))
                .where(SQLExpression<Bool>(node: .nullTest(column, isNull: true)))
            #expect(FuzzOracle.checkPreparesAsOneStatement(select, in: database) == nil)
            #expect(try database.columnNames(of: select) == [bytes])
            let aliased = Select(columns: [.allColumns(of: "t")]).from(Table(name).as("t"))
            #expect(try database.columnNames(of: aliased) == [bytes, Array("other".utf8)])
            #expect(try database.schemaSnapshot() == after)
        }
    }

    @Test func indexViewAndTriggerNamesReadBack() throws {
        let database = try FuzzFixture.database()
        for text in Self.names where !text.lowercased().hasPrefix("sqlite_") {
            let name = SQLIdentifier(text)
            let bytes = Array(text.utf8)
            let before = try database.schemaSnapshot()
            // CREATE INDEX/VIEW/TRIGGER are not Quarry statements yet: their names go through
            // Quarry's identifier writer; the check reads sqlite_schema.
            for (kind, ddl) in [
                ("index", "CREATE INDEX \(name) ON item(name)"),
                ("view", "CREATE VIEW \(name) AS SELECT 1"),
                ("trigger", "CREATE TRIGGER \(name) AFTER INSERT ON item BEGIN SELECT 1; END"),
            ] {
                try database.execute(ddl)
                let after = try database.schemaSnapshot()
                let added = after.filter { !before.contains($0) }
                #expect(
                    added.count == 1 && added.first?[0] == .text(Array(kind.utf8))
                        && added.first?[1] == .text(bytes))
                try database.execute("DROP \(kind.uppercased()) \(name)")
                #expect(try database.schemaSnapshot() == before)
            }
        }
    }

    @Test func savepointAndAttachedSchemaNamesReadBack() throws {
        let database = try FuzzFixture.database()
        let before = try database.schemaSnapshot()
        for text in Self.names {
            let name = SQLIdentifier(text)
            for statement in [Savepoint(name), Release(name)] as [any SQLStatement] {
                #expect(FuzzOracle.checkPreparesAsOneStatement(statement, in: database) == nil)
            }
            // RELEASE succeeds only if SQLite knows a savepoint of exactly that name.
            _ = try database.run(Savepoint(name))
            _ = try database.run(Rollback(to: name))
            _ = try database.run(Release(name))
            if ["main", "temp"].contains(text.lowercased()) { continue }
            _ = try database.run(Attach(file: ":memory:", as: name))
            let schemas = try database.run(Pragma(.databaseList)).map { $0[1] }
            #expect(schemas.contains(.text(Array(text.utf8))), "\(text.debugDescription)")
            let qualified = Select.all.from(Table("sqlite_schema", schema: name))
            #expect(try database.run(qualified) == [])
            _ = try database.run(Detach(name))
        }
        #expect(try database.schemaSnapshot() == before)
    }
}
