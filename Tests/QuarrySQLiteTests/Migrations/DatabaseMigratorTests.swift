import Foundation
import QuarrySQLite
import Testing

/// The migrator on real files: each migration runs once, in its own transaction with its record,
/// and a database that a newer app migrated is refused before anything runs.
@Suite struct DatabaseMigratorTests {
    let folder: TemporaryFolder
    let path: String

    init() throws {
        folder = try TemporaryFolder()
        path = folder.file("app.sqlite")
    }

    /// Migrations that each create a table and log their own name in `ran`, so that the log shows
    /// what ran and how often.
    static func loggingMigrator(_ names: [String]) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for name in names {
            migrator.registerMigration(name) { db in
                try db.execute("CREATE TABLE IF NOT EXISTS ran(name TEXT)")
                try db.execute("INSERT INTO ran VALUES (\(name))")
                try db.execute(CreateTable(TableName(SQLIdentifier("t_" + name))) { ColumnDefinition("x") })
            }
        }
        return migrator
    }

    static func log(_ db: Database) throws -> [String] {
        try db.fetchValues("SELECT name FROM ran ORDER BY rowid", as: String.self)
    }

    @Test func runsOnlyPendingMigrations() throws {
        do {
            let db = try Database(path: path)
            try Self.loggingMigrator(["v1", "v2"]).migrate(db)
        }
        let db = try Database(path: path)
        let migrator = Self.loggingMigrator(["v1", "v2", "v3"])
        #expect(try migrator.appliedMigrations(db) == ["v1", "v2"])
        #expect(try !migrator.hasCompletedMigrations(db))
        try migrator.migrate(db)
        try migrator.migrate(db)
        #expect(try Self.log(db) == ["v1", "v2", "v3"])
        #expect(try migrator.appliedMigrations(db) == ["v1", "v2", "v3"])
        #expect(try migrator.hasCompletedMigrations(db))
        #expect(
            try db.fetchValues(
                "SELECT identifier FROM quarry_migrations ORDER BY identifier", as: String.self)
                == ["v1", "v2", "v3"])
    }

    @Test func migratesUpToATarget() throws {
        let db = try Database(path: path)
        let migrator = Self.loggingMigrator(["v1", "v2", "v3"])
        try migrator.migrate(db, upTo: "v2")
        #expect(try Self.log(db) == ["v1", "v2"])
        #expect(throws: MigrationError.self) { try migrator.migrate(db, upTo: "v9") }
        try migrator.migrate(db)
        #expect(try Self.log(db) == ["v1", "v2", "v3"])
    }

    @Test func aFailureRollsBackOnlyTheFailingMigrationAndARerunResumes() throws {
        var failing = Self.loggingMigrator(["v1", "v2"])
        failing.registerMigration("v3") { db in
            try db.execute("INSERT INTO ran VALUES ('v3')")
            try db.execute("CREATE TABLE t_v3(x)")
            try db.execute("SELECT no_such_column FROM t_v3")
        }
        do {
            let db = try Database(path: path)
            let error = #expect(throws: MigrationError.self) { try failing.migrate(db) }
            guard case .migrationFailed(let migration, let underlying) = error else {
                Issue.record("unexpected \(String(describing: error))")
                return
            }
            #expect(migration == "v3")
            #expect((underlying as? DatabaseError)?.message == "no such column: no_such_column")
            #expect("\(error!)".contains("the migration \"v3\" failed and was rolled back"))
        }
        let db = try Database(path: path)
        #expect(try Self.log(db) == ["v1", "v2"])
        #expect(try !db.tableExists("t_v3"))
        #expect(try failing.appliedMigrations(db) == ["v1", "v2"])
        var fixed = Self.loggingMigrator(["v1", "v2", "v3"])
        fixed.registerMigration("v4") { db in try db.execute("INSERT INTO ran VALUES ('v4')") }
        try fixed.migrate(db)
        #expect(try Self.log(db) == ["v1", "v2", "v3", "v4"])
    }

    @Test func aDatabaseMigratedByANewerAppIsRefusedBeforeAnythingRuns() throws {
        do {
            let db = try Database(path: path)
            try Self.loggingMigrator(["v1", "v2", "v3"]).migrate(db)
        }
        let db = try Database(path: path)
        let older = Self.loggingMigrator(["v1", "v2"])
        var olderWithMore = older
        olderWithMore.registerMigration("v2b") { db in try db.execute("INSERT INTO ran VALUES ('v2b')") }
        let error = #expect(throws: MigrationError.self) { try olderWithMore.migrate(db) }
        guard case .unknownAppliedMigrations(let unknown) = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(unknown == ["v3"])
        #expect("\(error!)".contains("\"v3\""))
        #expect(try Self.log(db) == ["v1", "v2", "v3"])
        #expect(try older.hasBeenSuperseded(db))
        #expect(try older.appliedMigrations(db) == ["v1", "v2", "v3"])
    }

    @Test func aRepeatedIdentifierIsAnErrorNamingIt() throws {
        var migrator = Self.loggingMigrator(["v1", "v2"])
        migrator.registerMigration("v1") { _ in }
        #expect(migrator.registeredMigrations == ["v1", "v2"])
        let db = try Database(path: path)
        let error = #expect(throws: MigrationError.self) { try migrator.migrate(db) }
        #expect(error.map { "\($0)" } == "the migration \"v1\" is registered twice")
        #expect(try !db.tableExists("ran"))
    }

    @Test func refusesToRunInsideATransaction() throws {
        let db = try Database(path: path)
        try db.inTransaction { db in
            #expect(throws: MigrationError.self) { try Self.loggingMigrator(["v1"]).migrate(db) }
        }
    }

    @Test func runsThroughAQueue() throws {
        let queue = try DatabaseQueue(path: path)
        try Self.loggingMigrator(["v1"]).migrate(queue)
        try Self.loggingMigrator(["v1", "v2"]).migrate(queue, upTo: "v2")
        #expect(try Self.loggingMigrator(["v1", "v2"]).appliedMigrations(queue) == ["v1", "v2"])
    }

    @Test func runsThroughAQueueWithoutBlockingTheTask() async throws {
        let queue = try DatabaseQueue(path: path)
        try await Self.loggingMigrator(["v1"]).migrate(queue)
        try await Self.loggingMigrator(["v1", "v2"]).migrate(queue)
        #expect(try Self.loggingMigrator(["v1", "v2"]).hasCompletedMigrations(queue))
        #expect(try await queue.inDatabase { db in try Self.log(db) } == ["v1", "v2"])
    }
}
