import QuarrySQLite
import Testing

/// `eraseDatabaseOnSchemaChange`, for development: a database migrated by migrations that have
/// since changed is erased and migrated again; an unchanged one keeps its rows.
@Suite struct EraseOnSchemaChangeTests {
    let folder: TemporaryFolder
    let path: String

    init() throws {
        folder = try TemporaryFolder()
        path = folder.file("dev.sqlite")
    }

    static func migrator(userColumns: StaticString, extra: Bool = false) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.eraseDatabaseOnSchemaChange = true
        migrator.registerMigration("v1") { db in
            try db.execute(SQLFragment(unsafeSQL: "CREATE TABLE user (\(userColumns))"))
            try db.execute("CREATE INDEX user_id ON user(id)")
        }
        if extra {
            migrator.registerMigration("v2") { db in
                try db.execute("CREATE TABLE post (id INTEGER PRIMARY KEY)")
            }
        }
        return migrator
    }

    func seed(_ migrator: DatabaseMigrator) throws {
        let db = try Database(path: path)
        try migrator.migrate(db)
        try db.execute("INSERT INTO user (id) VALUES (1)")
        try db.setPragma(.userVersion, to: 5)
    }

    @Test func anUnchangedDatabaseKeepsItsRows() throws {
        try seed(Self.migrator(userColumns: "id INTEGER PRIMARY KEY"))
        let db = try Database(path: path)
        try Self.migrator(userColumns: "id INTEGER PRIMARY KEY", extra: true).migrate(db)
        #expect(try db.fetchValue("SELECT count(*) FROM user", as: Int.self) == 1)
        #expect(try db.tableExists("post"))
    }

    @Test func aChangedMigrationErasesTheDatabase() throws {
        try seed(Self.migrator(userColumns: "id INTEGER PRIMARY KEY"))
        let db = try Database(path: path)
        let changed = Self.migrator(userColumns: "id INTEGER PRIMARY KEY, name TEXT")
        try changed.migrate(db)
        #expect(try db.columns(in: "user").map(\.name) == ["id", "name"])
        #expect(try db.fetchValue("SELECT count(*) FROM user", as: Int.self) == 0)
        #expect(try db.pragma(.userVersion) == 0)
        #expect(try changed.appliedMigrations(db) == ["v1"])
        #expect(try db.integrityCheck().isEmpty)
    }

    @Test func anUnknownMigrationErasesTheDatabase() throws {
        try seed(Self.migrator(userColumns: "id INTEGER PRIMARY KEY", extra: true))
        let db = try Database(path: path)
        let older = Self.migrator(userColumns: "id INTEGER PRIMARY KEY")
        try older.migrate(db)
        #expect(try !db.tableExists("post"))
        #expect(try db.fetchValue("SELECT count(*) FROM user", as: Int.self) == 0)
        #expect(try older.appliedMigrations(db) == ["v1"])
    }

    @Test func withoutTheOptionAChangedMigrationIsNotDetected() throws {
        try seed(Self.migrator(userColumns: "id INTEGER PRIMARY KEY"))
        let db = try Database(path: path)
        var changed = Self.migrator(userColumns: "id INTEGER PRIMARY KEY, name TEXT")
        changed.eraseDatabaseOnSchemaChange = false
        try changed.migrate(db)
        #expect(try db.columns(in: "user").map(\.name) == ["id"])
    }

    @Test func eraseEmptiesTheFileForEveryConnection() throws {
        try seed(Self.migrator(userColumns: "id INTEGER PRIMARY KEY"))
        let other = try Database(path: path)
        let db = try Database(path: path)
        try db.execute("CREATE VIEW v AS SELECT * FROM user")
        try db.execute("CREATE TRIGGER t AFTER INSERT ON user BEGIN SELECT 1; END")
        try db.erase()
        #expect(try other.fetchValue("SELECT count(*) FROM sqlite_schema", as: Int.self) == 0)
        #expect(try db.pragma(.userVersion) == 0)
        try db.inTransaction { db in
            #expect(throws: DatabaseError.self) { try db.erase() }
        }
    }
}
