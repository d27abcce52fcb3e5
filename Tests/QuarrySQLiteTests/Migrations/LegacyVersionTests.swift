import QuarrySQLite
import Testing

/// Apps moving from FMDB-style migrations (seed 001) keep their data: the migrator reads the
/// version those apps kept (`PRAGMA user_version`, or `max(version)` of a `schema_version`
/// table) and runs only the migrations after it.
@Suite struct LegacyVersionTests {
    let folder: TemporaryFolder
    let path: String

    init() throws {
        folder = try TemporaryFolder()
        path = folder.file("fmdb.sqlite")
    }

    /// The app's migrations: the two the FMDB app ran as scripts, then a new one.
    static func migrator(legacyVersion: DatabaseMigrator.LegacyVersion?) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.legacyVersion = legacyVersion
        migrator.registerMigration("v1") { db in
            try db.executeScript("CREATE TABLE user (id INTEGER PRIMARY KEY, name TEXT);")
        }
        migrator.registerMigration("v2") { db in
            try db.executeScript("ALTER TABLE user ADD COLUMN email TEXT;")
        }
        migrator.registerMigration("v3") { db in
            try db.executeScript(
                """
                CREATE TABLE login (id INTEGER PRIMARY KEY, userID INTEGER NOT NULL REFERENCES user(id));
                CREATE INDEX login_user ON login(userID);
                """)
        }
        return migrator
    }

    /// What the FMDB app left: its two migrations, run as the seed's `migrateIfNeeded` does (each
    /// script, then `PRAGMA user_version = N`), and a user's rows.
    func makeUserVersionDatabase(version: Int = 2) throws {
        let db = try Database(path: path)
        try db.executeScript(
            """
            BEGIN;
            CREATE TABLE user (id INTEGER PRIMARY KEY, name TEXT);
            PRAGMA user_version = 1;
            COMMIT;
            BEGIN;
            ALTER TABLE user ADD COLUMN email TEXT;
            PRAGMA user_version = 2;
            COMMIT;
            INSERT INTO user VALUES (1, 'Alice', 'alice@example.com');
            INSERT INTO user VALUES (2, 'Bob', NULL);
            """)
        try db.setPragma(.userVersion, to: version)
    }

    @Test func aUserVersionDatabaseIsUpgradedKeepingItsRows() throws {
        try makeUserVersionDatabase()
        let db = try Database(path: path)
        let migrator = Self.migrator(legacyVersion: .userVersion)
        try migrator.migrate(db)
        #expect(try migrator.appliedMigrations(db) == ["v1", "v2", "v3"])
        #expect(try db.fetchValues("SELECT name FROM user ORDER BY id", as: String.self) == ["Alice", "Bob"])
        #expect(try db.tableExists("login"))
        try db.execute("INSERT INTO login (userID) VALUES (2)")
        try migrator.migrate(db)
        #expect(try db.fetchValue("SELECT count(*) FROM login", as: Int.self) == 1)
    }

    @Test func withoutTheOptionTheOldMigrationsWouldRunAgain() throws {
        try makeUserVersionDatabase()
        let db = try Database(path: path)
        let error = #expect(throws: MigrationError.self) { try Self.migrator(legacyVersion: nil).migrate(db) }
        guard case .migrationFailed(let migration, _) = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(migration == "v1")
        #expect(try db.fetchValue("SELECT count(*) FROM user", as: Int.self) == 2)
    }

    @Test func aFreshDatabaseRunsEveryMigration() throws {
        let db = try Database(path: path)
        let migrator = Self.migrator(legacyVersion: .userVersion)
        try migrator.migrate(db)
        #expect(try migrator.appliedMigrations(db) == ["v1", "v2", "v3"])
    }

    @Test func aVersionBeyondTheRegisteredMigrationsIsRefused() throws {
        try makeUserVersionDatabase(version: 7)
        let db = try Database(path: path)
        let error = #expect(throws: MigrationError.self) {
            try Self.migrator(legacyVersion: .userVersion).migrate(db)
        }
        #expect(
            error.map { "\($0)" }
                == "the database's legacy version is 7, but only 3 migrations are registered (a newer app wrote it)"
        )
        #expect(try !db.tableExists("quarry_migrations"))
        #expect(try !db.tableExists("login"))
    }

    @Test func aSchemaVersionTableDatabaseIsUpgraded() throws {
        // The seed's own layout: a schema_version table, one row per script, MAX(version) current.
        do {
            let db = try Database(path: path)
            try db.executeScript(
                """
                CREATE TABLE IF NOT EXISTS schema_version (
                    version INTEGER PRIMARY KEY,
                    applied_at TEXT NOT NULL DEFAULT (datetime('now'))
                );
                BEGIN;
                CREATE TABLE user (id INTEGER PRIMARY KEY, name TEXT);
                INSERT INTO schema_version (version) VALUES (1);
                COMMIT;
                INSERT INTO user VALUES (1, 'Alice');
                """)
        }
        let db = try Database(path: path)
        let migrator = Self.migrator(legacyVersion: .maximum(column: "version", table: "schema_version"))
        try migrator.migrate(db)
        #expect(try migrator.appliedMigrations(db) == ["v1", "v2", "v3"])
        #expect(try db.columns(in: "user").map(\.name) == ["id", "name", "email"])
        #expect(try db.fetchValues("SELECT name FROM user", as: String.self) == ["Alice"])
    }
}
