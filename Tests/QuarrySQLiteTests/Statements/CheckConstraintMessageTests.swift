import QuarrySQLite
import Testing

/// The message SQLite gives for a failed unnamed CHECK is the constraint's text, which SQLite
/// dequotes: text starting with a quoted identifier or literal was cut at its closing quote
/// (`CHECK ("c" > 0)` reported `CHECK constraint failed: c`). Quarry's rendering keeps it whole.
@Suite struct CheckConstraintMessageTests {
    private let amount = Column<Int64>("amount")
    private let label = Column<String>("label")

    private func failure(_ table: CreateTable, inserting row: String) throws -> String? {
        let db = try Database.inMemory()
        try db.execute(table)
        let error = #expect(throws: DatabaseError.self) { try db.execute(SQLFragment(unsafeSQL: row)) }
        return error?.message
    }

    @Test func columnCheckStartingWithTheColumn() throws {
        let table = CreateTable("ledger") { ColumnDefinition(amount, .integer).check(amount > 0) }
        let message = try failure(table, inserting: "INSERT INTO ledger(amount) VALUES (-1)")
        #expect(message == #"CHECK constraint failed: ("amount" > 0)"#)
    }

    @Test func tableCheckStartingWithALiteral() throws {
        let table = CreateTable("ledger") {
            ColumnDefinition(label, .text)
            TableConstraint.check("a" <= label)
        }
        let message = try failure(table, inserting: "INSERT INTO ledger(label) VALUES ('0')")
        #expect(message == #"CHECK constraint failed: ('a' <= "label")"#)
    }

    @Test func checkStartingWithAFunctionIsWrittenAsItWas() throws {
        let table = CreateTable("ledger") { ColumnDefinition(label, .text).check(SQL.length(label) > 0) }
        let message = try failure(table, inserting: "INSERT INTO ledger(label) VALUES ('')")
        #expect(message == #"CHECK constraint failed: length("label") > 0"#)
    }

    @Test func namedCheckReportsItsName() throws {
        let table = CreateTable("ledger") {
            ColumnDefinition(amount, .integer).constraint(.check(amount > 0).named("positive"))
        }
        let message = try failure(table, inserting: "INSERT INTO ledger(amount) VALUES (-1)")
        #expect(message == "CHECK constraint failed: positive")
    }
}
