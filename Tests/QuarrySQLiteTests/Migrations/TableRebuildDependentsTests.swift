import QuarrySQLite
import Testing

/// The objects attached to a rebuilt table survive whatever way their CREATE spelled the table,
/// and its rowids survive whatever kind of key it has (SQLite's rule, not the declared type).
@Suite struct TableRebuildDependentsTests {
    static func objects(_ db: Database, _ schema: String = "sqlite_schema") throws -> [String] {
        try db.fetchAll(
            SQLFragment(
                unsafeSQL: "SELECT type, name, sql FROM \(schema) WHERE type != 'table' ORDER BY name")
        ) { row in "\(try row[0] as String) \(try row[1] as String) \(try row[2] as String? ?? "-")" }
    }

    @Test func triggersSpellingTheTableInAnyCaseOrQuotingAreRecreated() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            """
            CREATE TABLE user(id INTEGER PRIMARY KEY, name TEXT);
            CREATE TABLE audit(what TEXT);
            CREATE TRIGGER upper AFTER INSERT ON USER BEGIN INSERT INTO audit VALUES ('upper'); END;
            CREATE TRIGGER quoted AFTER INSERT ON "User" BEGIN INSERT INTO audit VALUES ('quoted'); END;
            CREATE TRIGGER bracketed AFTER INSERT ON [uSer] BEGIN INSERT INTO audit VALUES ('bracketed'); END;
            CREATE TRIGGER backticked AFTER INSERT ON `usER` BEGIN INSERT INTO audit VALUES ('backticked'); END;
            CREATE TRIGGER qualified AFTER INSERT ON main.User BEGIN INSERT INTO audit VALUES ('qualified'); END;
            CREATE INDEX user_name ON USER(name);
            CREATE VIEW names AS SELECT name FROM "USER";
            INSERT INTO user(name) VALUES ('a');
            DELETE FROM audit;
            """)
        let before = try Self.objects(db)
        try db.rebuildTable(
            CreateTable("user") {
                ColumnDefinition("id", .integer).primaryKey()
                ColumnDefinition("name", .text).notNull()
            })
        #expect(try Self.objects(db) == before)
        try db.execute("INSERT INTO user(name) VALUES ('b')")
        let fired = try db.fetchValues("SELECT what FROM audit ORDER BY what", as: String.self)
        #expect(fired == ["backticked", "bracketed", "qualified", "quoted", "upper"])
    }

    @Test func aTemporaryTriggerOnTheTableIsRecreatedAsATemporaryOne() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            """
            CREATE TABLE user(id INTEGER PRIMARY KEY, name TEXT);
            CREATE TEMP TABLE seen(what TEXT);
            CREATE TEMP TRIGGER watch AFTER INSERT ON main.USER BEGIN INSERT INTO seen VALUES (new.name); END;
            """)
        let before = try Self.objects(db, "sqlite_temp_schema")
        try db.rebuildTable(
            CreateTable("user") {
                ColumnDefinition("id", .integer).primaryKey()
                ColumnDefinition("name", .text)
            })
        #expect(try Self.objects(db, "sqlite_temp_schema") == before)
        #expect(try Self.objects(db) == [])
        try db.execute("INSERT INTO user(name) VALUES ('x')")
        #expect(try db.fetchValues("SELECT what FROM seen", as: String.self) == ["x"])
    }

    @Test func keepsTheRowidsOfAnIntegerPrimaryKeyDescTable() throws {
        // `INTEGER PRIMARY KEY DESC` on the column is no rowid alias (SQLite's documented quirk):
        // `id` and the rowid are two values, and both must survive.
        let db = try Database.inMemory()
        try db.executeScript(
            """
            CREATE TABLE note(id INTEGER PRIMARY KEY DESC, body TEXT);
            INSERT INTO note(rowid, id, body) VALUES (7, 1, 'x'), (70, 2, 'y');
            """)
        try db.rebuildTable(
            CreateTable("note") {
                ColumnDefinition("id", .integer).primaryKey(.descending)
                ColumnDefinition("body", .text).notNull()
            })
        let rows = try db.fetchAll("SELECT rowid, id, body FROM note ORDER BY rowid") { row in
            "\(try row[0] as Int) \(try row[1] as Int) \(try row[2] as String)"
        }
        #expect(rows == ["7 1 x", "70 2 y"])
    }

    @Test func keepsTheRowidsWhenTheKeyBecomesOrStopsBeingDescending() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            """
            CREATE TABLE a(id INTEGER PRIMARY KEY DESC, body TEXT);
            INSERT INTO a(rowid, id, body) VALUES (7, 1, 'x'), (70, 2, 'y');
            CREATE TABLE b(id INTEGER PRIMARY KEY, body TEXT);
            INSERT INTO b(id, body) VALUES (7, 'x'), (70, 'y');
            """)
        // A column without a key gets nothing from the key: the rowids still come across.
        try db.rebuildTable(CreateTable("a") { ColumnDefinition("body", .text) })
        #expect(try db.fetchValues("SELECT rowid FROM a ORDER BY rowid", as: Int.self) == [7, 70])
        // The rowid alias's values are the rowids, read through the alias.
        try db.rebuildTable(
            CreateTable("b") {
                ColumnDefinition("id", .integer).primaryKey(.descending)
                ColumnDefinition("body", .text)
            })
        let rows = try db.fetchAll("SELECT rowid, id FROM b ORDER BY rowid") { row in
            "\(try row[0] as Int) \(try row[1] as Int)"
        }
        #expect(rows == ["7 7", "70 70"])
    }

    @Test func aColumnNamedRowidDoesNotStopTheRowidsBeingKept() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            """
            CREATE TABLE note(ROWID TEXT, body TEXT);
            INSERT INTO note(_rowid_, ROWID, body) VALUES (7, 'r7', 'x'), (70, 'r70', 'y');
            """)
        try db.rebuildTable(
            CreateTable("note") {
                ColumnDefinition("rowid", .text)
                ColumnDefinition("body", .text).notNull()
            })
        let rows = try db.fetchAll("SELECT oid, rowid, body FROM note ORDER BY oid") { row in
            "\(try row[0] as Int) \(try row[1] as String) \(try row[2] as String)"
        }
        #expect(rows == ["7 r7 x", "70 r70 y"])
    }

    @Test func twoValuesForOneColumnAreRefused() throws {
        let db = try Database.inMemory()
        try db.execute("CREATE TABLE note(body TEXT)")
        let error = #expect(throws: DatabaseError.self) {
            try db.rebuildTable(
                CreateTable("note") { ColumnDefinition("body", .text) },
                values: ["body": SQLFragment("'a'").untyped, "BODY": SQLFragment("'b'").untyped])
        }
        #expect(
            error?.message == "rebuildTable(\"note\"): values name one column twice, as \"BODY\" and \"body\""
        )
    }

    @Test func columnsThatDifferInNonASCIICaseOrNormalizationAreTwoColumns() throws {
        // "é" and "É", "é" and "e\u{301}" are different columns to SQLite: the new "É" and the new
        // decomposed one get their defaults, not the old "é"'s values.
        let db = try Database.inMemory()
        try db.executeScript(
            """
            CREATE TABLE word("é" TEXT);
            INSERT INTO word VALUES ('old');
            """)
        try db.rebuildTable(
            CreateTable("word") {
                ColumnDefinition("É", .text).default("upper")
                ColumnDefinition("e\u{301}", .text).default("decomposed")
            })
        let row = try db.fetchAll("SELECT * FROM word") { row in
            "\(try row[0] as String) \(try row[1] as String)"
        }
        #expect(row == ["upper decomposed"])
    }
}
