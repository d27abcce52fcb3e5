import Quarry
import QuarrySQLite
import Testing

/// Outside-attacker probes: `fetchValue(_:as: T?.self)` and `row[Column<Value>]`.
@Suite struct AttackOptionalFetchValueAndColumnSubscriptTests {
    @Test func optionalFetchValueIsNilForNoRowAndForNullOnEveryEntryPoint() throws {
        let db = try Database.inMemory()
        let none: SQLFragment = "SELECT 1 WHERE 0"
        let null: SQLFragment = "SELECT NULL"
        let one: SQLFragment = "SELECT 7"
        let noRow: Int64? = try db.fetchValue(none, as: Int64?.self)
        let nullValue: Int64? = try db.fetchValue(null, as: Int64?.self)
        let value: Int64? = try db.fetchValue(one, as: Int64?.self)
        #expect(noRow == nil)
        #expect(nullValue == nil)
        #expect(value == 7)
        let statement = Select { SQLExpression<Int64?>(value: nil) }
        let viaStatement: Int64? = try db.fetchValue(statement, as: Int64?.self)
        #expect(viaStatement == nil)
        let prepared = try db.prepare(null)
        let viaPrepared: Int64? = try prepared.fetchValue(as: Int64?.self)
        #expect(viaPrepared == nil)
        let preparedOne = try db.prepare(one)
        let viaPreparedOne: Int64? = try preparedOne.fetchValue(as: Int64?.self)
        #expect(viaPreparedOne == 7)
    }

    @Test func optionalFetchValueOfATypeMismatchIsAnErrorNotNil() throws {
        let db = try Database.inMemory()
        #expect(throws: (any Error).self) {
            _ = try db.fetchValue("SELECT x'00ff'" as SQLFragment, as: Int64?.self)
        }
        #expect(throws: (any Error).self) {
            _ = try db.fetchValue("SELECT 'abc'" as SQLFragment, as: Int64?.self)
        }
    }

    @Test func questionableOptionalFetchValueOfAStatementWithNoResultColumnsIsAnError() throws {
        let db = try Database.inMemory()
        try db.executeScript("CREATE TABLE t(a)")
        // An INSERT has no result columns at all: there is no first column to read, yet
        // fetchValue runs the INSERT and answers nil as if a query had found no row.
        withKnownIssue("left for the next round: fetchValue does not ask for a result column") {
            #expect(throws: (any Error).self) {
                _ = try db.fetchValue("INSERT INTO t VALUES (1)" as SQLFragment, as: Int64?.self)
            }
        }
    }

    @Test func nonOptionalFetchValueOfNullIsAnError() throws {
        let db = try Database.inMemory()
        #expect(throws: (any Error).self) {
            _ = try db.fetchValue("SELECT NULL" as SQLFragment, as: Int64.self)
        }
    }

    // MARK: row[Column<Value>]

    private func readOne<T: Sendable>(_ db: Database, _ sql: SQLFragment, _ read: (borrowing Row) throws -> T)
        throws -> T?
    {
        try db.fetchOne(sql) { row in try read(row) }
    }

    @Test func missingColumnIsADatabaseErrorNamingIt() throws {
        let db = try Database.inMemory()
        do {
            _ = try readOne(db, "SELECT 1 AS a") { row in try row[Column<Int64>("nope")] }
            Issue.record("a missing column was read")
        } catch {
            #expect(String(describing: error).contains("nope"), "error: \(error)")
        }
    }

    @Test func asciiCaseDifferenceFindsTheColumn() throws {
        let db = try Database.inMemory()
        let value = try readOne(db, "SELECT 5 AS \"Name\"") { row in try row[Column<Int64>("NAME")] }
        #expect(value == 5)
    }

    @Test func exactBytesWinOverAnAsciiCaseMatch() throws {
        let db = try Database.inMemory()
        let value = try readOne(db, "SELECT 1 AS \"name\", 2 AS \"NAME\"") { row in
            try row[Column<Int64>("NAME")]
        }
        #expect(value == 2)
    }

    @Test func canonicallyEquivalentNamesAreTwoColumns() throws {
        let db = try Database.inMemory()
        let sql: SQLFragment = "SELECT 1 AS \"\u{E9}\", 2 AS \"e\u{301}\""
        let composed = try readOne(db, sql) { row in try row[Column<Int64>("\u{E9}")] }
        let decomposed = try readOne(db, sql) { row in try row[Column<Int64>("e\u{301}")] }
        #expect(composed == 1)
        #expect(decomposed == 2)
    }

    @Test func canonicallyEquivalentNameAloneIsNotFound() throws {
        let db = try Database.inMemory()
        #expect(throws: (any Error).self) {
            _ = try readOne(db, "SELECT 1 AS \"\u{E9}\"") { row in try row[Column<Int64>("e\u{301}")] }
        }
        #expect(throws: (any Error).self) {
            _ = try readOne(db, "SELECT 1 AS \"\u{E9}\"") { row in try row["e\u{301}"] as Int64 }
        }
    }

    @Test func nonAsciiCaseIsNotFolded() throws {
        let db = try Database.inMemory()
        #expect(throws: (any Error).self) {
            _ = try readOne(db, "SELECT 1 AS \"\u{C9}\"") { row in try row[Column<Int64>("\u{E9}")] }
        }
    }

    @Test func duplicateNamesInAJoinReadWithoutCrashing() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            """
            CREATE TABLE a(id INTEGER PRIMARY KEY, v TEXT);
            CREATE TABLE b(id INTEGER PRIMARY KEY, v TEXT);
            INSERT INTO a VALUES (1, 'a'); INSERT INTO b VALUES (2, 'b');
            """)
        let value = try readOne(db, "SELECT a.id, b.id FROM a, b") { row in try row[Column<Int64>("id")] }
        // The doc says the first column of that name is read (its table not consulted).
        #expect(value == 1)
        let qualified = Column<Int64>("id", in: Table("b"))
        let other = try readOne(db, "SELECT a.id, b.id FROM a, b") { row in try row[qualified] }
        #expect(other == 1)
    }

    @Test func typeMismatchIsAnErrorNotACrash() throws {
        let db = try Database.inMemory()
        #expect(throws: (any Error).self) {
            _ = try readOne(db, "SELECT x'0102' AS b") { row in try row[Column<Int64>("b")] }
        }
        #expect(throws: (any Error).self) {
            _ = try readOne(db, "SELECT NULL AS n") { row in try row[Column<String>("n")] }
        }
        let optional = try readOne(db, "SELECT NULL AS n") { row in try row[Column<String?>("n")] }
        #expect(optional == .some(nil))
    }

    @Test func columnWithEmptyOrHostileNameIsAnErrorNotACrash() throws {
        let db = try Database.inMemory()
        #expect(throws: (any Error).self) {
            _ = try readOne(db, "SELECT 1 AS a") { row in try row[Column<Int64>("")] }
        }
        #expect(throws: (any Error).self) {
            _ = try readOne(db, "SELECT 1 AS a") { row in try row[Column<Int64>("a\u{0}")] }
        }
    }
}
