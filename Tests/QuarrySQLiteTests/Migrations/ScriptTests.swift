import Foundation
import QuarrySQLite
import Testing

/// Trusted scripts run statement by statement; errors name the statement and its line; every
/// other call still runs one statement.
@Suite struct ScriptTests {
    @Test func runsEveryStatementInOrder() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            """
            -- a comment before the first statement
            CREATE TABLE item(id INTEGER PRIMARY KEY, name TEXT NOT NULL);
            /* a block comment; with a semicolon */
            INSERT INTO item(name) VALUES ('a;b');
            INSERT INTO item(name) VALUES ('c');;
            SELECT * FROM item;
            CREATE TRIGGER item_upper AFTER INSERT ON item BEGIN
                UPDATE item SET name = upper(name) WHERE id = new.id;
            END;
            INSERT INTO item(name) VALUES ('d')
            """)
        #expect(
            try db.fetchValues("SELECT name FROM item ORDER BY id", as: String.self) == ["a;b", "c", "D"])
    }

    @Test func aFailureNamesTheStatementAndItsLine() throws {
        let db = try Database.inMemory()
        let error = #expect(throws: DatabaseError.self) {
            try db.executeScript(
                """
                CREATE TABLE item(id INTEGER PRIMARY KEY);
                INSERT INTO item VALUES (1);

                INSERT INTO item VALUES (1);
                INSERT INTO item VALUES (2);
                """)
        }
        #expect(error?.extendedCode == .constraintPrimarykey)
        #expect(error?.message == "statement 3 (line 4) of the script: UNIQUE constraint failed: item.id")
        #expect(error?.sql == "INSERT INTO item VALUES (1);")
        #expect(try db.fetchValues("SELECT id FROM item", as: Int.self) == [1])
    }

    @Test func aSyntaxErrorNamesTheLineWhereSQLiteStopped() throws {
        let db = try Database.inMemory()
        let error = #expect(throws: DatabaseError.self) {
            try db.executeScript(
                """
                CREATE TABLE a(x);
                CREATE TABLE b(
                    y,
                    z nonsense nonsense (
                );
                """)
        }
        #expect(error?.code == .error, "\(String(describing: error))")
        #expect(error?.message == #"statement 2 (line 5) of the script: near ")": syntax error"#)
        #expect(error?.sql == "CREATE TABLE b(\n    y,\n    z nonsense nonsense (\n);")
        #expect(try db.tableExists("a"))
    }

    @Test func parametersAreRefused() throws {
        let db = try Database.inMemory()
        let error = #expect(throws: DatabaseError.self) {
            try db.executeScript("CREATE TABLE a(x); INSERT INTO a VALUES (?);")
        }
        #expect(error?.code == .range)
        #expect(error?.message.hasPrefix("statement 2 (line 1) of the script: ") == true)
        #expect(try db.fetchValue("SELECT count(*) FROM a", as: Int.self) == 0)
    }

    @Test func aNulIsRefusedBeforeAnythingRuns() throws {
        let db = try Database.inMemory()
        #expect(throws: DatabaseError.self) {
            try db.executeScript(TrustedSQLScript(unsafeSQL: "CREATE TABLE a(x);\n-- \0\nCREATE TABLE b(x);"))
        }
        #expect(try !db.tableExists("a"))
    }

    @Test func runsAFileAndNamesItInErrors() throws {
        let folder = try TemporaryFolder()
        let url = URL(fileURLWithPath: folder.file("002_posts.sql"))
        try Data("CREATE TABLE post(id INTEGER PRIMARY KEY);\nCREATE TABLE post(id);\n".utf8).write(to: url)
        let db = try Database.inMemory()
        let error = #expect(throws: DatabaseError.self) { try db.executeScript(contentsOf: url) }
        #expect(error?.message == "statement 2 (line 2) of the script \(url.path): table post already exists")
        #expect(try db.tableExists("post"))
    }

    @Test func anEmptyScriptRunsNothing() throws {
        let db = try Database.inMemory()
        try db.executeScript("  -- nothing\n ; /* here */ ")
        #expect(try db.fetchValue("SELECT count(*) FROM sqlite_schema", as: Int.self) == 0)
    }

    @Test func everyOtherCallStillRunsOneStatement() throws {
        let db = try Database.inMemory()
        let error = #expect(throws: DatabaseError.self) {
            try db.execute("CREATE TABLE a(x); CREATE TABLE b(y)")
        }
        #expect(error?.code == .misuse)
        #expect(try !db.tableExists("a"))
    }

    @Test func aScriptInsideATransactionIsUndoneWithIt() throws {
        let db = try Database.inMemory()
        #expect(throws: DatabaseError.self) {
            try db.inTransaction { db in
                try db.executeScript(
                    "CREATE TABLE a(x); INSERT INTO a VALUES (1); INSERT INTO nope VALUES (2);")
            }
        }
        #expect(try !db.tableExists("a"))
    }

    @Test func aQueueConnectionRunsScriptsOnlyInsideTheQueue() throws {
        let folder = try TemporaryFolder()
        let queue = try DatabaseQueue(path: folder.file("q.sqlite"))
        // Returning the connection is a compile error (a sending result); a captured variable is
        // what the runtime guard is for.
        var escaped: Database?
        try queue.inDatabase { db in
            try db.executeScript("CREATE TABLE a(x); INSERT INTO a VALUES (1);")
            escaped = db
        }
        let leaked = try #require(escaped)
        #expect(throws: DatabaseError.self) { try leaked.executeScript("INSERT INTO a VALUES (2);") }
        #expect(try queue.inDatabase { db in try db.fetchValue("SELECT count(*) FROM a", as: Int.self) } == 1)
    }
}
