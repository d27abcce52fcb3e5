import QuarryPostgres
import QuarryTesting
import Testing

extension PostgresTests {
    /// One statement, the same rows, both engines: SQLite and the PostgreSQL server must return
    /// the same rows (in the same order where the ORDER BY is total). The rows have NULLs in every
    /// column and text in mixed case and outside ASCII, which is where a statement silently means
    /// something else on PostgreSQL (NULL order, collation, case folding). Each campaign prints its
    /// counts.
    @Suite struct CrossEngineOracles {
        /// Selects ordered by random terms over nullable and text columns, then the key, so that
        /// the order is total and is compared row by row, under a LIMIT too.
        @Test func orderedSelectsReturnTheSameRowsInTheSameOrder() throws {
            let sqlite = try CrossEngineFixture.sqlite()
            let postgres = try CrossEngineFixture.postgres()
            let tally = campaign(
                seed: 0xC1, replaying: Self.orderedFindings, sqlite: sqlite, postgres: postgres
            ) {
                generator in
                generator.orderedPersonSelect()
            }
            print("Cross-engine oracle, ordered selects: \(tally)")
            #expect(tally.held > tally.cases / 3)
        }

        /// The same, on a database whose collation is a language's (ICU en-US): the tables
        /// Quarry creates compare their text by bytes there too.
        @Test func orderedSelectsAgreeUnderALanguageCollation() throws {
            let sqlite = try CrossEngineFixture.sqlite()
            let postgres = try CrossEngineFixture.postgres(database: CollatedDatabase.name)
            let tally = campaign(
                seed: 0xC2, replaying: Self.orderedFindings, sqlite: sqlite, postgres: postgres
            ) {
                generator in
                generator.orderedPersonSelect()
            }
            print("Cross-engine oracle, ordered selects under ICU en-US: \(tally)")
            #expect(tally.held > tally.cases / 3)
        }

        /// Any select the generator builds over the two tables (joins, subqueries, compounds,
        /// aggregates, windows), compared as a multiset of rows.
        @Test func generatedSelectsReturnTheSameRows() throws {
            let sqlite = try CrossEngineFixture.sqlite()
            let postgres = try CrossEngineFixture.postgres()
            let tally = campaign(
                seed: 0xC3, ordered: false, replaying: Self.generatedFindings, sqlite: sqlite,
                postgres: postgres
            ) { generator in
                generator.select()
            }
            print("Cross-engine oracle, generated selects: \(tally)")
            #expect(tally.held > tally.cases / 10)
        }

        /// Cases that failed before their fix, run first: text ordered by the database's collation
        /// (0x9450…, 0xC0AC…), a real cast to an integer rounded (0xA891…), a condition cast to text
        /// as 'true' (0x314D…), a COLLATE inside a BETWEEN's lower bound (0x02C4…), unicode('') as 0
        /// (0x9F1F…).
        static let orderedFindings: [UInt64] = [
            0x9450_B78A_C8A3_4C2B, 0xC0AC_AE10_202A_0B6F, 0xA891_27C9_FB68_CEF3, 0x314D_14E9_54D7_4E04,
            0x02C4_2FAD_5913_BE31, 0x9F1F_0BBA_B7D1_4F82,
        ]

        /// The same for generated selects: a COLLATE inside a BETWEEN's lower bound (0xF2C4…), a
        /// scalar max of a NULL that GREATEST skipped (0xA0EB…).
        static let generatedFindings: [UInt64] = [0xF2C4_B594_A94C_83FC, 0xA0EB_10F8_A75B_EB63]

        private func campaign(
            seed: UInt64, ordered: Bool = true, replaying findings: [UInt64], sqlite: SQLiteScratchDatabase,
            postgres: PostgresConnection,
            _ make: (inout SQLGenerator) -> Select
        ) -> CrossEngineTally {
            var tally = CrossEngineTally()
            FuzzCampaign(cases: PostgresFuzzFixture.cases, seed: seed, regressionSeeds: findings).run(
                schema: CrossEngineFixture.schema
            ) {
                generator in
                // The generator writes SQLite (GLOB, NOCASE, its JSON…), which the dialect refuses:
                // draw again, so that the cases are statements both engines can be asked.
                var select = make(&generator)
                for _ in 0..<50 where isRefusedByTheDialect(select) {
                    tally.dialectRefused += 1
                    select = make(&generator)
                }
                let verdict = CrossEngineOracle.check(
                    select, sqlite: sqlite, postgres: postgres, ordered: ordered)
                tally.count(verdict)
                return (select, verdict.failure)
            }
            return tally
        }

        private func isRefusedByTheDialect(_ select: Select) -> Bool {
            do throws(QuarryError) {
                _ = try select.render(dialect: .postgres)
                return false
            } catch {
                return error.kind == .unsupportedInDialect
            }
        }
    }
}

extension SQLGenerator {
    /// `SELECT id, … FROM person [WHERE …] ORDER BY terms…, id [LIMIT n [OFFSET m]]`: terms over
    /// the nullable and text columns and expressions of them, in random directions, NULLS
    /// FIRST/LAST or neither, sometimes `COLLATE BINARY`; the key last makes the order total.
    mutating func orderedPersonSelect() -> Select {
        let person = CrossEngineFixture.schema.tables[0]
        let scope = GeneratorScope.table(person)
        let id = ExpressionNode.column(ColumnReference(table: person.name, name: "id"))
        var columns: [ResultColumn] = [.expression(id, alias: nil)]
        for _ in 0..<int(1...3) {
            columns.append(
                .expression(chance(0.7) ? pick(scope.columns).node : expression(in: scope), alias: nil))
        }
        var select = Select(columns: columns).from(CrossEngineFixture.person)
        if chance(0.4) {
            select = select.where(SQLExpression<Bool>(node: expression(in: scope)))
        }
        for _ in 0..<int(1...2) {
            let node: ExpressionNode
            switch int(0...4) {
            case 0: node = .function(FunctionCall("lower", [pick(scope.columns).node]))
            case 1: node = expression(in: scope)
            default: node = pick(scope.columns).node
            }
            var term = OrderingTerm(
                UntypedExpression(node: node), direction: pick([nil, .ascending, .descending]),
                nulls: pick([nil, nil, .first, .last]))
            if chance(0.15) { term = term.collate("BINARY") }
            select = select.orderBy(term)
        }
        select = select.orderBy(OrderingTerm(UntypedExpression(node: id)))
        if chance(0.5) {
            let count = Int64(int(1...8))
            select = chance(0.4) ? select.limit(count, offset: Int64(int(0...5))) : select.limit(count)
        }
        return select
    }
}

extension PostgresTests.CrossEngineOracles {
    /// `substr` with every kind of start, on both engines: SQLite counts a negative start from the
    /// end, PostgreSQL's own from before the first character.
    @Test func substrAgreesForEveryStart() throws {
        let sqlite = try CrossEngineFixture.sqlite()
        let postgres = try CrossEngineFixture.postgres()
        let name = Column<String?>("name", in: CrossEngineFixture.person)
        let age = Column<Int64?>("age", in: CrossEngineFixture.person)
        let id = Column<Int64>("id", in: CrossEngineFixture.person)
        for start: Int64 in [-30, -3, -1, 0, 1, 2, 40] {
            for length: Int64? in [nil, 0, 1, 3] {
                let select = Select {
                    id
                    SQL.substr(name, start, length)
                    SQL.substr(name, age, length)
                }.from(CrossEngineFixture.person).orderBy(id)
                let verdict = CrossEngineOracle.check(
                    select, sqlite: sqlite, postgres: postgres, ordered: true)
                #expect(verdict.failure == nil, "\(select.getDescription()): \(verdict.failure ?? "")")
                if case .refused(let state) = verdict { Issue.record("refused: \(state)") }
            }
        }
    }
}
