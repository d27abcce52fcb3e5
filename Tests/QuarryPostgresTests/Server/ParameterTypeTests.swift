import Quarry
import Testing

@testable import QuarryPostgres

extension PostgresTests {
    /// Integers are sent as `int4` when they fit in 32 bits and as `int8` otherwise: every golden
    /// case prepares (functions wanting `integer` find it; a recursive CTE's `VALUES ($1)` is an
    /// integer) and no `Int64` is cut.
    @Suite struct ParameterTypes {
        static let integers: [Int64] = [
            0, 1, -1, Int64(Int32.max), Int64(Int32.max) + 1, Int64(Int32.min), Int64(Int32.min) - 1, .min,
            .max,
        ]

        @Test func anIntegerIsInt4WhenItFitsAndInt8Otherwise() throws {
            let connection = try connect()
            for value in Self.integers {
                let description = try connection.describe(
                    RenderedSQL(sql: "SELECT $1", arguments: [.integer(value)]))
                let fits = Int32(exactly: value) != nil
                #expect(
                    description.parameterTypes == [fits ? PostgresTypeOID.int4 : PostgresTypeOID.int8],
                    "\(value)")
            }
        }

        @Test func selectingAParameterReadsEveryWidthBack() throws {
            let connection = try connect()
            for value in Self.integers {
                let back = try connection.fetchValue(
                    Select { SQLExpression<Int64>(value: value).as("v") }, as: Int64.self)
                #expect(back == value)
            }
        }

        @Test(.keepsStatementsOnItsSession) func theStatementCacheKeepsOneStatementPerWidth() throws {
            let connection = try connect()
            let before = connection.cachedStatementCount
            for value in [1, Int64(Int32.max) + 1, 2, Int64.max] {
                let statement = Select { SQLExpression<Int64>(value: value).as("v") }
                #expect(try connection.fetchValue(statement, as: Int64.self) == value)
            }
            #expect(connection.cachedStatementCount == before + 2)
        }

        @Test func aPreparedStatementTakesBothWidths() throws {
            let connection = try connect()
            let statement = try connection.prepare(Select { SQLExpression<Int64>(value: 0).as("v") })
            for value in Self.integers {
                try statement.bind(value, at: 1)
                #expect(try statement.fetchOne { row in try row[0] as Int64 } == value)
            }
        }

        @Test(.keepsStatementsOnItsSession) func aPreparedStatementKeepsOneServerStatementPerWidth() throws {
            let connection = try connect()
            let statement = try connection.prepare(Select { SQLExpression<Int64>(value: 0).as("v") })
            let preparedNames = Select { Column<String>("name") }.from(Table("pg_prepared_statements"))
                .where(Column<String>("statement") == statement.sql).orderBy(Column<String>("name"))
            var seen: Set<[String]> = []
            for value in [1, Int64(Int32.max) + 1, 2, Int64.max, 3, Int64.min] {
                try statement.bind(value, at: 1)
                #expect(try statement.fetchOne { row in try row[0] as Int64 } == value)
                seen.insert(try connection.fetchValues(preparedNames, as: String.self))
            }
            // Prepared once per width and then reused: the same two server statements throughout.
            #expect(seen.count == 2, "\(seen)")
            #expect(seen.allSatisfy { $0.count <= 2 })
        }

        @Test func bigintAndIntegerColumnsTakeBothWidths() throws {
            let connection = try connect()
            try run("CREATE TABLE widths (id BIGINT PRIMARY KEY, b BIGINT, i INTEGER)", on: connection)
            let widths = Table("widths")
            let id = Column<Int64>("id", in: widths)
            let b = Column<Int64?>("b", in: widths)
            let i = Column<Int64?>("i", in: widths)
            for (key, value) in Self.integers.enumerated() {
                try connection.execute(
                    Insert(into: widths).values {
                        id.set(to: Int64(key))
                        b.set(to: value)
                    })
            }
            let stored = try connection.fetchValues(Select { b }.from(widths).orderBy(id), as: Int64.self)
            #expect(stored == Self.integers)
            for value in Self.integers {
                let found = try connection.fetchValues(
                    Select { id }.from(widths).where(b == value), as: Int64.self)
                #expect(found.count == 1, "\(value)")
            }
            // An INTEGER column takes what fits and refuses the rest (22003), never a wrapped value.
            try connection.execute(Update(widths).set(i, to: Int64(Int32.max)).where(id == 0))
            #expect(
                try connection.fetchValue(Select { i }.from(widths).where(id == 0), as: Int64.self)
                    == Int64(Int32.max))
            let tooWide = #expect(throws: PostgresError.self) {
                try connection.execute(Update(widths).set(i, to: Int64(Int32.max) + 1).where(id == 0))
            }
            #expect(tooWide?.sqlState == PostgresError.SQLState.numericValueOutOfRange)
        }

        @Test func comparisonsWithABigintKeyUseItsIndexForBothWidths() throws {
            let connection = try connect()
            try run("CREATE TABLE keyed (id BIGINT PRIMARY KEY, note TEXT)", on: connection)
            // Without rows the planner would scan anyway; with sequential scans off it takes the
            // index whenever the comparison can use it.
            try run("SET enable_seqscan = off", on: connection)
            let keyed = Table("keyed")
            let id = Column<Int64>("id", in: keyed)
            for value in [Int64(7), Int64(Int32.max) + 1] {
                let plan = try connection.explain(
                    Select { Column<String?>("note", in: keyed) }.from(keyed).where(id == value))
                #expect(plan.root.nodeType == "Index Scan", "\(value): \(plan)")
                #expect(plan.root.indexName == "keyed_pkey")
            }
        }

        @Test func arithmeticOfSmallParametersAloneIsInt4AndOverflowsLoudly() throws {
            // The cost of int4: an expression whose operands are all small parameters is computed
            // in int4, so past 2^31 it is an error (22003), never a wrapped value; a cast of one
            // operand computes it in bigint.
            let connection = try connect()
            let big = SQLExpression<Int64>(value: 100_000)
            let overflow = #expect(throws: PostgresError.self) {
                try connection.fetchValue(Select { (big * 100_000).as("v") }, as: Int64.self)
            }
            #expect(overflow?.sqlState == PostgresError.SQLState.numericValueOutOfRange)
            let cast = SQLExpression<Int64>(node: big.cast(as: .integer).node)
            #expect(
                try connection.fetchValue(Select { (cast * 100_000).as("v") }, as: Int64.self)
                    == 10_000_000_000)
        }

        @Test func aRecursiveCTESeededSmallAndSteppedLargeNeedsACast() throws {
            // The other cost: the seed's width is the column's, and a larger step does not fit it
            // (42804 when preparing). A seed cast to BIGINT takes any step.
            let connection = try connect()
            let x = Column<Int64>("x")
            func counter(seed: SQLExpression<Int64>, step: Int64) -> Select {
                let cte = CommonTableExpression(
                    "counter", columns: ["x"],
                    as: Select { seed }.unionAll(
                        Select { x + step }.from(Table("counter")).where(x < Int64(Int32.max) * 4)))
                return Select { SQL.max(x) }.from(cte.table).with(recursive: true, cte)
            }
            let step = Int64(Int32.max) + 1
            let small = #expect(throws: PostgresError.self) {
                try connection.fetchValue(counter(seed: SQLExpression(value: 1), step: step), as: Int64.self)
            }
            #expect(small?.sqlState == PostgresError.SQLState.datatypeMismatch)
            let cast = SQLExpression<Int64>(node: SQLExpression<Int64>(value: 1).cast(as: .integer).node)
            #expect(
                try connection.fetchValue(counter(seed: cast, step: step), as: Int64.self) == 1 + 4 * step)
        }
    }
}
