import QuarrySQLite
import Testing

@Suite struct ExecuteTests {
    @Test func runsAQuarryStatementWithBoundValues() throws {
        let db = try Message.database()
        let recent = Select { Message.localID }.from(Message.table).where(Message.createTime > 15.0)
            .orderBy(Message.localID)
        #expect(try db.fetchValues(recent, as: Int64.self) == [2, 3])
    }

    @Test func reusesCachedStatements() throws {
        let db = try Message.database()
        let before = db.cachedStatementCount
        for value in 0..<5 { _ = try db.fetchValue("SELECT \(value) + 1", as: Int.self) }
        #expect(db.cachedStatementCount == before + 1)
    }

    @Test func evictsTheLeastRecentlyUsedStatement() throws {
        var configuration = DatabaseConfiguration()
        configuration.statementCacheCapacity = 2
        let db = try Database(configuration: configuration)
        for sql in ["SELECT 1", "SELECT 2", "SELECT 1", "SELECT 3", "SELECT 1"] {
            _ = try db.fetchValue(SQLFragment(unsafeSQL: sql), as: Int.self)
        }
        #expect(db.cachedStatementCount == 2)
    }

    @Test func refusesASecondStatement() throws {
        let folder = try TemporaryFolder()
        let db = try Message.database(.path(folder.file("two.sqlite")))
        let error = #expect(throws: DatabaseError.self) {
            try db.execute("DELETE FROM message; DROP TABLE message")
        }
        #expect(error?.code == .misuse)
        #expect(error?.message.contains("one statement") == true)
        #expect(try db.fetchValue("SELECT count(*) FROM message", as: Int.self) == 3)
    }

    @Test func allowsTrailingBlanksAndComments() throws {
        let db = try Message.database()
        try db.execute("DELETE FROM message WHERE localID = 1; -- done\n /* really */ ;  ")
        #expect(db.changes == 1)
    }

    @Test func anEmptyStatementIsAnError() throws {
        let db = try Database.inMemory()
        #expect(throws: DatabaseError.self) { try db.execute("  -- nothing") }
    }

    @Test func errorsCarryCodesMessageSQLAndOffset() throws {
        let db = try Message.database()
        let error = #expect(throws: DatabaseError.self) {
            try db.execute("SELECT nope FROM message WHERE localID = \(1)")
        }
        #expect(error?.code == .error)
        #expect(error?.message == "no such column: nope")
        #expect(error?.sql == "SELECT nope FROM message WHERE localID = ?")
        #expect(error?.offset == 7)
        let duplicate = #expect(throws: DatabaseError.self) {
            try db.execute("INSERT INTO message(localID, createTime) VALUES (\(1), \(0.0))")
        }
        #expect(duplicate?.extendedCode == .constraintPrimarykey)
        #expect(duplicate?.code == .constraint)
        #expect(duplicate?.description.contains("SQLITE_CONSTRAINT_PRIMARYKEY") == true)
    }

    @Test func argumentValuesStayOutOfErrors() throws {
        let db = try Message.database()
        let error = #expect(throws: DatabaseError.self) {
            try db.execute("INSERT INTO message(localID, content, createTime) VALUES (1, \("top secret"), 0)")
        }
        #expect(error?.description.contains("top secret") == false)
        #expect(error?.expandedSQL == nil)

        var configuration = DatabaseConfiguration()
        configuration.errorsIncludeArguments = true
        let verbose = try Database(configuration: configuration)
        try verbose.execute(Message.create)
        let opted = #expect(throws: DatabaseError.self) {
            try verbose.execute("INSERT INTO message(content, createTime) VALUES (\("shown"), NULL)")
        }
        #expect(opted?.expandedSQL == "INSERT INTO message(content, createTime) VALUES ('shown', NULL)")
        #expect(opted?.sql == "INSERT INTO message(content, createTime) VALUES (?, NULL)")
    }

    @Test func returningRowsComeBackLikeAnyQuery() throws {
        let db = try Message.database()
        let inserted = try db.fetchAll(
            "INSERT INTO message(content, createTime) VALUES (\("new"), 40) RETURNING localID, content, createTime",
            as: MessageRow.self)
        #expect(inserted == [MessageRow(localID: 4, content: "new", createTime: 40)])
    }

    @Test func bindsEveryStorageClassExactly() throws {
        let db = try Database.inMemory()
        let text = "a\u{0}b'\"é"
        let values: [SQLValue] = [
            .null, .integer(.min), .real(-0.5), .text(text), .text(""), .blob([0, 1, 255]), .blob([]),
        ]
        for value in values {
            let back = try db.fetchValue("SELECT \(value)", as: SQLValue.self)
            #expect(back == value)
        }
        #expect(try db.fetchValue("SELECT typeof(\(SQLValue.text("")))", as: String.self) == "text")
        #expect(try db.fetchValue("SELECT typeof(\(SQLValue.blob([])))", as: String.self) == "blob")
    }
}

@Suite struct SchemaChangeTests {
    @Test func aCachedSelectStarSeesNewColumns() throws {
        let db = try Message.database()
        let all: SQLFragment = "SELECT * FROM message WHERE localID = 1"
        #expect(try db.fetchOne(all)?.columns == ["localID", "content", "createTime"])
        try db.execute("ALTER TABLE message ADD COLUMN extra TEXT DEFAULT 'x'")
        try db.execute("ALTER TABLE message RENAME COLUMN content TO body")
        let row = try #require(try db.fetchOne(all))
        #expect(row.columns == ["localID", "body", "createTime", "extra"])
        #expect(try db.fetchOne(all) { row in try row["extra"] as String } == "x")
        #expect(try db.fetchOne(all) { row in try row["body"] as String } == "hello")
    }
}
