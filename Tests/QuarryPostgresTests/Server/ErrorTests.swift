import Testing

@testable import QuarryPostgres

extension PostgresTests {
    /// Server errors carry SQLSTATE, message, detail, hint and position, and the SQL; never values
    /// unless the connection opted in.
    @Suite struct Errors {
        @Test func aSyntaxErrorHasItsSQLStateAndPosition() throws {
            let connection = try connect()
            let error = #expect(throws: PostgresError.self) {
                try connection.execute(SQLFragment("SELECT 1 FROM"))
            }
            #expect(error?.sqlState == "42601")
            #expect(error?.position == 14)
            #expect(error?.sql == "SELECT 1 FROM")
        }

        @Test func anUndefinedTableIsNamed() throws {
            let connection = try connect()
            let error = #expect(throws: PostgresError.self) {
                try connection.fetchAll(
                    Select { ValueTable.id }.from(ValueTable.table).where(ValueTable.id == 12345))
            }
            #expect(error?.sqlState == "42P01")
            #expect(error?.message == "relation \"value_kinds\" does not exist")
            #expect(error?.sql == "SELECT \"id\" FROM \"value_kinds\" WHERE \"id\" = $1")
            #expect(error.map { !"\($0)".contains("12345") } == true)
        }

        @Test func twoStatementsInOneCallAreRefused() throws {
            let connection = try connect()
            try ValueTable.create(on: connection)
            let error = #expect(throws: PostgresError.self) {
                try connection.execute(
                    SQLFragment("INSERT INTO value_kinds (id) VALUES (\(1)); DELETE FROM value_kinds"))
            }
            #expect(error?.sqlState == PostgresError.SQLState.syntaxError)
            #expect(error?.message.contains("multiple commands") == true)
            let trusted = #expect(throws: PostgresError.self) {
                try run("INSERT INTO value_kinds (id) VALUES (1); DELETE FROM value_kinds", on: connection)
            }
            #expect(trusted?.message.contains("multiple commands") == true)
            #expect(
                try connection.fetchValue(SQLFragment("SELECT count(*) FROM value_kinds"), as: Int64.self)
                    == 0)
        }

        @Test func constraintDetailsWithholdTheValues() throws {
            let connection = try connect()
            try ValueTable.create(on: connection)
            let insert = Insert(into: ValueTable.table).values {
                ValueTable.id.set(to: 424242)
                ValueTable.text.set(to: "secret-text")
            }
            try connection.execute(insert)
            let error = #expect(throws: PostgresError.self) { try connection.execute(insert) }
            #expect(error?.sqlState == "23505")
            #expect(error?.detail == "Key (id)=([value withheld]) already exists.")
            #expect(error?.arguments == nil)
            let text = error.map { "\($0)" } ?? ""
            #expect(!text.contains("424242") && !text.contains("secret-text"))
        }

        @Test func badInputQuotedByTheServerIsWithheld() throws {
            let connection = try connect()
            let error = #expect(throws: PostgresError.self) {
                try connection.execute(SQLFragment("SELECT \("not-a-number")::int8"))
            }
            #expect(error?.sqlState == "22P02")
            #expect(error?.message == "invalid input syntax for type bigint: [value withheld]")
        }

        @Test func valuesAppearWhenTheConnectionOptsIn() throws {
            let connection = try connect(PostgresConfiguration(errorsIncludeArguments: true))
            try ValueTable.create(on: connection)
            let insert = Insert(into: ValueTable.table).values { ValueTable.id.set(to: 424242) }
            try connection.execute(insert)
            let error = #expect(throws: PostgresError.self) { try connection.execute(insert) }
            #expect(error?.detail == "Key (id)=(424242) already exists.")
            #expect(error?.arguments == [.integer(424242)])
        }

        @Test func aHintIsKept() throws {
            let connection = try connect()
            let error = #expect(throws: PostgresError.self) {
                try connection.execute(SQLFragment("SELECT no_such_function(1)"))
            }
            #expect(error?.sqlState == "42883")
            #expect(error?.hint?.contains("No function matches") == true)
        }

        @Test func aRenderingErrorIsThrownBeforeAnythingIsSent() throws {
            let connection = try connect()
            let bad = Table(SQLIdentifier("bad\0name"))
            let error = #expect(throws: QuarryError.self) {
                try connection.execute(Select { SQLFragment("1") }.from(bad))
            }
            #expect(error?.kind == .invalidIdentifier)
            // Nothing reached the server: the session is not in a failed state and no statement was prepared.
            #expect(connection.cachedStatementCount == 0)
        }
    }
}

extension PostgresTests.Errors {
    @Test func aKeyValueHoldingTheEndingIsWithheldWhole() throws {
        let connection = try connect()
        try run("CREATE TABLE named (name TEXT PRIMARY KEY)", on: connection)
        let name = "a) b) already exists. c"
        try connection.execute(SQLFragment("INSERT INTO named VALUES (\(name))"))
        let error = #expect(throws: PostgresError.self) {
            try connection.execute(SQLFragment("INSERT INTO named VALUES (\(name))"))
        }
        #expect(error?.detail == "Key (name)=([value withheld]) already exists.")
    }

    @Test func bothKeysOfAnExclusionConflictAreWithheld() {
        let detail = "Key (c)=(<1,2>, 3) conflicts with existing key (c)=(<1,1>, 3)."
        #expect(
            PostgresValueRedaction.redacting(detail, arguments: [])
                == "Key (c)=([value withheld]) conflicts with existing key (c)=([value withheld]).")
    }
}
