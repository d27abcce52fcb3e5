import QuarryPostgres
import QuarryPostgresTesting
import Testing

extension PostgresTests {
    /// A statement prepared once runs with new arguments, and is prepared again for a value of
    /// another kind.
    @Suite struct PreparedStatements {
        @Test func runsWithNewArgumentsAndDeallocatesWhenDropped() throws {
            let connection = try connect()
            try ValueTable.create(on: connection)
            var insert: PostgresPreparedStatement? = try connection.prepare(
                Insert(into: ValueTable.table).values {
                    ValueTable.id.set(to: 0)
                    ValueTable.text.set(to: "zero")
                })
            for id: Int64 in 1...3 {
                try insert?.bind(id, at: 1)
                try insert?.bind("row \(id)", at: 2)
                #expect(try insert?.execute() == 1)
            }
            // A NULL where text was: prepared again for the new parameter type.
            try insert?.bind(4 as Int64, at: 1)
            try insert?.bind(nil as String?, at: 2)
            try insert?.execute()
            let texts = try connection.fetchAll(
                Select { ValueTable.text }.from(ValueTable.table).orderBy(ValueTable.id)
            ) {
                row in try row[0] as String?
            }
            #expect(texts == ["row 1", "row 2", "row 3", nil])
            #expect(throws: PostgresError.self) { try insert?.bind(1 as Int64, at: 3) }

            // A session lent per transaction (QUARRY_POSTGRES_PGBOUNCER) prepares nothing, and
            // its server sessions are other clients' too: only the rows are checked there.
            guard try !PostgresTestServer.shared().isPooled else { return }
            let count = SQLFragment(
                "SELECT count(*) FROM pg_prepared_statements WHERE statement LIKE \("INSERT%")")
            #expect(try connection.fetchValue(count, as: Int64.self) == 1)
            insert = nil
            #expect(try connection.fetchValue(count, as: Int64.self) == 0)
        }

        @Test func lookupsReadRowsByPosition() throws {
            let connection = try connect()
            try ValueTable.create(on: connection)
            try run(
                "INSERT INTO value_kinds (id, text) SELECT n, 'name ' || n FROM generate_series(1, 5) AS n",
                on: connection)
            let lookup = try connection.prepare(
                Select { ValueTable.text }.from(ValueTable.table).where(ValueTable.id == 0))
            #expect(try lookup.fetchOne { row in try row[0] as String } == nil)
            try lookup.bind(3 as Int64, at: 1)
            #expect(try lookup.fetchOne { row in try row[0] as String } == "name 3")
            #expect(try lookup.fetchAll(as: String.self) == ["name 3"])
        }
    }
}
