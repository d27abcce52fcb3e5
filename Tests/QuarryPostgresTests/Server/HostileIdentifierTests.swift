import QuarryPostgres
import QuarryTesting
import Testing

extension PostgresTests {
    /// Every hostile string as a table, column, alias and CTE name on the server (and as a window
    /// and savepoint name, prepared): created, inserted into and selected back by name, the name reading back byte for byte from the catalog and
    /// as the result column's name. A name PostgreSQL would change (longer than its 63 bytes) or
    /// cannot hold (NUL, empty) is a clear `QuarryError` before anything is sent.
    @Suite struct HostileIdentifiers {
        /// The names PostgreSQL holds as they are.
        static let names = PostgresHostileStrings.all.filter {
            !$0.utf8.contains(0) && !$0.isEmpty && $0.utf8.count <= 63
        }

        @Test func tableColumnAndAliasNamesReadBack() throws {
            let connection = try connect()
            var checked = 0
            for text in Self.names {
                let name = SQLIdentifier(text)
                let before = try connection.scratchSchemaSnapshot()
                let table = Table(name)
                let column = Column<String?>(name, in: table)
                // CREATE TABLE through Quarry's identifier writer (the statement's own text has
                // no value in it); the insert and the reads are Quarry statements.
                try run("CREATE TABLE \(name)(\(name) TEXT, other TEXT)", on: connection)
                try connection.execute(Insert(into: table).values { column.set(to: text) })
                let catalog: SQLFragment = """
                    SELECT c.relname, a.attname FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid
                    WHERE c.relnamespace = current_schema()::regnamespace AND c.relname = \(text) AND a.attnum > 0
                    ORDER BY a.attnum
                    """
                let stored = try connection.fetchAll(catalog) { row in
                    [try row[0] as String, try row[1] as String]
                }
                #expect(stored == [[text, text], [text, "other"]], "\(text.debugDescription)")
                let select = Select { column }.from(table).where(column == text)
                #expect(try connection.columnNames(of: select) == [text], "\(text.debugDescription)")
                #expect(try connection.values(select) == [[.text(text)]], "\(text.debugDescription)")
                let aliased = Select(columns: [.expression(.value(7), alias: name)]).from(table.as(name))
                #expect(try connection.columnNames(of: aliased) == [text], "\(text.debugDescription)")
                #expect(PostgresFuzzOracle.checkPreparesAsOneStatement(aliased, on: connection) == .held)
                let cte = Select(columns: [
                    .expression(.column(ColumnReference(table: name, name: name)), alias: nil)
                ])
                .from(Table(name))
                .with(CommonTableExpression(name, columns: [name], as: Select.values([[7]])))
                #expect(try connection.columnNames(of: cte) == [text], "\(text.debugDescription)")
                #expect(try connection.values(cte) == [[.integer(7)]], "\(text.debugDescription)")
                let window = Select(columns: [.expression(.value(1), alias: nil)]).from(table)
                    .window(name, as: WindowDefinition())
                for statement in [window, Savepoint(name), Release(name)] as [any SQLRenderable] {
                    #expect(
                        PostgresFuzzOracle.checkPreparesAsOneStatement(statement, on: connection) == .held,
                        "\(text.debugDescription)")
                }
                try run("DROP TABLE \(name)", on: connection)
                #expect(try connection.scratchSchemaSnapshot() == before, "\(text.debugDescription)")
                checked += 1
            }
            #expect(checked > 450)
        }

        @Test func namesPostgresWouldChangeAreRefused() throws {
            let connection = try connect()
            let refused =
                PostgresHostileStrings.all.filter { $0.utf8.contains(0) || $0.isEmpty || $0.utf8.count > 63 }
                + [HostileInput.oneMebibyte]
            #expect(refused.count > 10)
            for text in refused {
                let name = SQLIdentifier(text)
                for statement in [
                    Select(columns: [.expression(.value(1), alias: name)]), Select.all.from(Table(name)),
                    Select.all.from(Table("t").as(name)),
                ] as [any SQLRenderable] {
                    do {
                        _ = try connection.fetchAll(statement)
                        Issue.record("\(text.prefix(80).debugDescription) was sent")
                    } catch let error as QuarryError {
                        #expect(error.kind == .invalidIdentifier, "\(error.message.prefix(200))")
                    }
                }
            }
        }
    }
}
