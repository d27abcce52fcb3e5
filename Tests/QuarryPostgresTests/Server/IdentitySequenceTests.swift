import QuarryPostgres
import Testing

extension PostgresTests {
    /// SQLite's `INTEGER PRIMARY KEY` is an identity column in PostgreSQL: explicit keys are taken
    /// there too, but the sequence stays behind them. The article's recipe moves it past them, so
    /// that the next insert without a key goes on at the largest key plus one, as in SQLite.
    @Suite struct IdentitySequence {
        static let note = Table("identity_note")
        static let id = Column<Int64>("id", in: note)
        static let body = Column<String>("body", in: note)

        @Test func theArticlesRecipeMovesTheSequencePastExplicitKeys() throws {
            let connection = try connect()
            try connection.execute(
                CreateTable(Self.note) {
                    ColumnDefinition("id", .integer).primaryKey()
                    ColumnDefinition("body", .text).notNull()
                })
            for key: Int64 in [1, 2, 5] {
                try connection.execute(
                    Insert(into: Self.note).values {
                        Self.id.set(to: key)
                        Self.body.set(to: "explicit")
                    })
            }
            let withoutKey = Insert(into: Self.note).values { Self.body.set(to: "next") }
            // Without the recipe the sequence hands out 1, which is taken.
            #expect { try connection.execute(withoutKey) } throws: { error in
                (error as? PostgresError)?.sqlState == "23505"
            }
            try connection.execute(
                SQLFragment(
                    unsafeSQL:
                        "SELECT setval(pg_get_serial_sequence('identity_note', 'id'), max(id)) FROM identity_note"
                ))
            try connection.execute(withoutKey)
            let keys = try connection.fetchValues(
                Select { Self.id }.from(Self.note).orderBy(Self.id), as: Int64.self)
            #expect(keys == [1, 2, 5, 6])
        }
    }
}
