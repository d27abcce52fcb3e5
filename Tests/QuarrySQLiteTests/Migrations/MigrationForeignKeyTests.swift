import QuarrySQLite
import Testing

/// Foreign keys in migrations: off while a migration runs by default (SQLite's rebuild needs it),
/// checked before it commits, and back on afterwards.
@Suite struct MigrationForeignKeyTests {
    let folder: TemporaryFolder
    let path: String

    init() throws {
        folder = try TemporaryFolder()
        path = folder.file("fk.sqlite")
    }

    static func schema(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v1") { db in
            try db.executeScript(
                """
                CREATE TABLE user(id INTEGER PRIMARY KEY, name TEXT);
                CREATE TABLE post(id INTEGER PRIMARY KEY, userID INTEGER NOT NULL REFERENCES user(id));
                INSERT INTO user VALUES (1, 'a');
                INSERT INTO post VALUES (10, 1);
                """)
        }
    }

    @Test func violationsAbortTheMigrationAndAreListed() throws {
        var migrator = DatabaseMigrator()
        Self.schema(&migrator)
        migrator.registerMigration("v2") { db in
            try db.execute("INSERT INTO post VALUES (11, 7)")
            try db.execute("INSERT INTO post VALUES (12, 8)")
        }
        let db = try Database(path: path)
        let error = #expect(throws: MigrationError.self) { try migrator.migrate(db) }
        guard case .foreignKeyViolations(let migration, let violations) = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(migration == "v2")
        #expect(violations.map(\.rowID) == [11, 12])
        #expect(violations.allSatisfy { $0.table == "post" && $0.parent == "user" })
        let expected = """
            the migration "v2" broke foreign keys and was rolled back: "post" rowid 11 refers to a \
            missing row of "user" (foreign key 0); "post" rowid 12 refers to a missing row of "user" \
            (foreign key 0)
            """
        #expect("\(error!)" == expected)
        #expect(try db.fetchValues("SELECT id FROM post", as: Int.self) == [10])
        #expect(try migrator.appliedMigrations(db) == ["v1"])
        #expect(try db.pragma(.foreignKeys))
    }

    @Test func foreignKeysAreOffDuringADeferredMigrationAndOnDuringAnImmediateOne() throws {
        let seen = UncheckedBox<[Bool]>([])
        var migrator = DatabaseMigrator()
        migrator.registerMigration("deferred") { db in seen.value.append(try db.pragma(.foreignKeys)) }
        migrator.registerMigration("immediate", foreignKeyChecks: .immediate) { db in
            seen.value.append(try db.pragma(.foreignKeys))
        }
        let db = try Database(path: path)
        try migrator.migrate(db)
        #expect(seen.value == [false, true])
        #expect(try db.pragma(.foreignKeys))
    }

    @Test func anImmediateMigrationFailsAtTheFirstViolatingStatement() throws {
        var migrator = DatabaseMigrator()
        Self.schema(&migrator)
        migrator.registerMigration("v2", foreignKeyChecks: .immediate) { db in
            try db.execute("INSERT INTO post VALUES (11, 7)")
        }
        let db = try Database(path: path)
        let error = #expect(throws: MigrationError.self) { try migrator.migrate(db) }
        guard case .migrationFailed(_, let underlying) = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect((underlying as? DatabaseError)?.extendedCode == .constraintForeignkey)
    }

    @Test func aDeferredMigrationCanDropAParentWithoutCascading() throws {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.executeScript(
                """
                CREATE TABLE user(id INTEGER PRIMARY KEY, name TEXT);
                CREATE TABLE post(id INTEGER PRIMARY KEY, userID INTEGER REFERENCES user(id) ON DELETE CASCADE);
                INSERT INTO user VALUES (1, 'a');
                INSERT INTO post VALUES (10, 1);
                """)
        }
        migrator.registerMigration("v2") { db in
            // SQLite's own 12-step procedure, by hand: with foreign keys on, DROP TABLE would
            // delete the posts.
            try db.executeScript(
                """
                CREATE TABLE new_user(id INTEGER PRIMARY KEY, name TEXT NOT NULL DEFAULT '');
                INSERT INTO new_user SELECT id, coalesce(name, '') FROM user;
                DROP TABLE user;
                ALTER TABLE new_user RENAME TO user;
                """)
        }
        let db = try Database(path: path)
        try migrator.migrate(db)
        #expect(try db.fetchValues("SELECT id FROM post", as: Int.self) == [10])
    }
}
