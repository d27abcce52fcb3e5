import QuarrySQLite
import Testing

/// SQLite's 12-step table rebuild through `rebuildTable`: rows, rowids, indexes, triggers, views,
/// foreign keys and the AUTOINCREMENT counter survive; what no longer fits is an error that rolls
/// everything back.
@Suite struct TableRebuildTests {
    let folder: TemporaryFolder
    let path: String

    init() throws {
        folder = try TemporaryFolder()
        path = folder.file("rebuild.sqlite")
        let db = try Database(path: path)
        try db.executeScript(
            """
            CREATE TABLE user(id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT, age TEXT);
            CREATE INDEX user_name ON user(name);
            CREATE UNIQUE INDEX user_age ON user(age) WHERE age IS NOT NULL;
            CREATE TABLE post(id INTEGER PRIMARY KEY, userID INTEGER REFERENCES user(id) ON DELETE CASCADE);
            CREATE TABLE audit(what TEXT);
            CREATE TRIGGER user_insert AFTER INSERT ON user BEGIN INSERT INTO audit VALUES ('user ' || new.name); END;
            CREATE TRIGGER post_delete AFTER DELETE ON post BEGIN INSERT INTO audit VALUES ('post'); END;
            CREATE VIEW user_names AS SELECT name FROM user;
            INSERT INTO user(name, age) VALUES ('a', '30'), ('b', NULL), ('c', '41'), ('gone', NULL);
            DELETE FROM user WHERE name = 'gone';
            INSERT INTO post(userID) VALUES (1), (3);
            DELETE FROM audit;
            """)
    }

    /// The new `user`: name NOT NULL, age an INTEGER with a CHECK.
    static let newUser = CreateTable("user") {
        ColumnDefinition("id", .integer).primaryKey(autoincrement: true)
        ColumnDefinition("name", .text).notNull()
        ColumnDefinition("age", .integer).check(Column<Int?>("age") >= 0)
    }

    static func schemaSQL(_ db: Database, _ type: String) throws -> [String] {
        try db.fetchValues(
            "SELECT sql FROM sqlite_schema WHERE type = \(type) ORDER BY name", as: String.self)
    }

    @Test func changesColumnTypesAndConstraintsKeepingEverything() throws {
        let db = try Database(path: path)
        let indexesBefore = try Self.schemaSQL(db, "index")
        let triggersBefore = try Self.schemaSQL(db, "trigger")
        try db.rebuildTable(Self.newUser, values: ["age": Column<String?>("age").cast(as: .integer)])

        #expect(
            try db.fetchAll("SELECT id, name, age, typeof(age) FROM user ORDER BY id") { row in
                "\(try row[0] as Int) \(try row[1] as String) \(try row[2] as Int?) \(try row[3] as String)"
            } == ["1 a Optional(30) integer", "2 b nil null", "3 c Optional(41) integer"])
        #expect(try Self.schemaSQL(db, "index") == indexesBefore)
        #expect(try Self.schemaSQL(db, "trigger") == triggersBefore)
        #expect(
            try db.fetchValues("SELECT name FROM user_names ORDER BY name", as: String.self) == [
                "a", "b", "c",
            ])
        #expect(try db.fetchValues("SELECT userID FROM post ORDER BY id", as: Int.self) == [1, 3])
        #expect(try db.foreignKeyCheck().isEmpty)
        #expect(try db.pragma(.foreignKeys))
        // The new constraints hold, the trigger fires, and AUTOINCREMENT does not reuse rowid 4.
        #expect(throws: DatabaseError.self) { try db.execute("INSERT INTO user(name) VALUES (NULL)") }
        #expect(throws: DatabaseError.self) { try db.execute("INSERT INTO user(name, age) VALUES ('x', -1)") }
        try db.execute("INSERT INTO user(name) VALUES ('d')")
        #expect(db.lastInsertRowID == 5)
        #expect(try db.fetchValues("SELECT what FROM audit", as: String.self) == ["user d"])
        #expect(try db.integrityCheck().isEmpty)
        // Foreign keys came back on: deleting a user cascades to its posts (and fires post_delete).
        try db.execute("DELETE FROM user WHERE id = 1")
        #expect(try db.fetchValues("SELECT userID FROM post", as: Int.self) == [3])
    }

    @Test func keepsRowidsOfATableWithoutAnIntegerKey() throws {
        let db = try Database(path: path)
        try db.executeScript(
            """
            CREATE TABLE note(body TEXT);
            INSERT INTO note(rowid, body) VALUES (7, 'x'), (70, 'y');
            """)
        try db.rebuildTable(CreateTable("note") { ColumnDefinition("body", .text).notNull() })
        #expect(
            try db.fetchAll("SELECT rowid, body FROM note ORDER BY rowid") { row in
                "\(try row[0] as Int) \(try row[1] as String)"
            } == ["7 x", "70 y"])
    }

    @Test func aGeneratedColumnBecomesAStoredOne() throws {
        let db = try Database(path: path)
        try db.executeScript(
            """
            CREATE TABLE price(net INTEGER, gross INTEGER GENERATED ALWAYS AS (net * 2));
            INSERT INTO price(net) VALUES (10), (20);
            """)
        try db.rebuildTable(
            CreateTable("price") {
                ColumnDefinition("net", .integer)
                ColumnDefinition("gross", .integer)
            })
        #expect(try db.fetchValues("SELECT gross FROM price ORDER BY net", as: Int.self) == [20, 40])
        #expect(try db.columns(in: "price").map(\.visibility) == [.normal, .normal])
    }

    @Test func aConstraintTheRowsBreakRollsEverythingBack() throws {
        let db = try Database(path: path)
        let before = try db.fetchAll("SELECT type, name, sql FROM sqlite_schema ORDER BY name")
        let error = #expect(throws: DatabaseError.self) {
            try db.rebuildTable(
                CreateTable("user") {
                    ColumnDefinition("id", .integer).primaryKey(autoincrement: true)
                    ColumnDefinition("name", .text).notNull()
                    ColumnDefinition("age", .text).notNull()
                })
        }
        #expect(error?.extendedCode == .constraintNotnull)
        #expect(try db.fetchAll("SELECT type, name, sql FROM sqlite_schema ORDER BY name") == before)
        #expect(try db.fetchValue("SELECT count(*) FROM user", as: Int.self) == 3)
        #expect(try db.pragma(.foreignKeys))
    }

    @Test func aTriggerThatNoLongerFitsIsNamed() throws {
        let db = try Database(path: path)
        try db.execute("DROP INDEX user_age")
        try db.execute(
            "CREATE TRIGGER audit_age AFTER INSERT ON audit BEGIN UPDATE user SET age = NULL WHERE age = '0'; END"
        )
        let error = #expect(throws: DatabaseError.self) {
            try db.rebuildTable(
                CreateTable("user") {
                    ColumnDefinition("id", .integer).primaryKey(autoincrement: true)
                    ColumnDefinition("name", .text)
                })
        }
        let expected = """
            rebuildTable("user"): a trigger or view no longer fits the new table: error in trigger audit_age: \
            no such column: age
            """
        #expect(error?.message == expected)
        #expect(try db.columns(in: "user").map(\.name) == ["id", "name", "age"])
    }

    @Test func anIndexThatNoLongerFitsIsNamed() throws {
        let db = try Database(path: path)
        let error = #expect(throws: DatabaseError.self) {
            try db.rebuildTable(
                CreateTable("user") {
                    ColumnDefinition("id", .integer).primaryKey()
                    ColumnDefinition("age", .integer)
                })
        }
        #expect(
            error?.message
                == "rebuildTable(\"user\"): the index \"user_name\" does not fit the new table: no such column: name"
        )
    }

    @Test func foreignKeyViolationsNameTheRows() throws {
        let db = try Database(path: path)
        let error = #expect(throws: DatabaseError.self) {
            try db.rebuildTable(
                CreateTable("user") {
                    ColumnDefinition("id", .integer).primaryKey()
                    ColumnDefinition("name", .text)
                    ColumnDefinition("age", .text)
                }, values: ["id": SQLFragment("id + 100").untyped])
        }
        #expect(error?.extendedCode == .constraintForeignkey)
        let expected = """
            rebuildTable("user") would break foreign keys: "post" rowid 1 refers to a missing row of \
            "user" (foreign key 0); "post" rowid 2 refers to a missing row of "user" (foreign key 0)
            """
        #expect(error?.message == expected)
        #expect(try db.fetchValues("SELECT id FROM user ORDER BY id", as: Int.self) == [1, 2, 3])
    }

    @Test func insideAMigrationItRunsInTheMigrationsTransaction() throws {
        let db = try Database(path: path)
        var migrator = DatabaseMigrator()
        migrator.registerMigration("typed age") { db in
            try db.rebuildTable(Self.newUser, values: ["age": Column<String?>("age").cast(as: .integer)])
            try db.execute("INSERT INTO user(name, age) VALUES ('e', 50)")
        }
        migrator.registerMigration("fails") { db in
            try db.rebuildTable(CreateTable("post") { ColumnDefinition("id", .integer).primaryKey() })
            try db.execute("SELECT nope FROM post")
        }
        #expect(throws: MigrationError.self) { try migrator.migrate(db) }
        #expect(try db.columns(in: "user").map(\.declaredType) == ["INTEGER", "TEXT", "INTEGER"])
        #expect(try db.fetchValue("SELECT count(*) FROM user", as: Int.self) == 4)
        #expect(try db.columns(in: "post").map(\.name) == ["id", "userID"])
    }

    @Test func refusesToRunInATransactionWithForeignKeysOn() throws {
        let db = try Database(path: path)
        var migrator = DatabaseMigrator()
        migrator.registerMigration("immediate", foreignKeyChecks: .immediate) { db in
            try db.rebuildTable(Self.newUser)
        }
        let error = #expect(throws: MigrationError.self) { try migrator.migrate(db) }
        guard case .migrationFailed(_, let underlying) = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect((underlying as? DatabaseError)?.code == .misuse)
        #expect(try db.fetchValue("SELECT count(*) FROM post", as: Int.self) == 2)
    }

    @Test func aValueForAMissingColumnIsRefused() throws {
        let db = try Database(path: path)
        let error = #expect(throws: DatabaseError.self) {
            try db.rebuildTable(Self.newUser, values: ["agee": Column<String?>("age").untyped])
        }
        #expect(
            error?.message
                == "rebuildTable(\"user\"): values name the column \"agee\", which the new definition does not have"
        )
    }
}
