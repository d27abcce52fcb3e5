import Foundation
import QuarrySQLite
import Testing

/// A migration that commits by itself is refused with the reason (the migrator commits each
/// migration), and the migrator runs on a pool's writer as on a queue.
@Suite struct MigrationCommitAndPoolTests {
    let folder: TemporaryFolder
    let path: String

    init() throws {
        folder = try TemporaryFolder()
        path = folder.file("app.sqlite")
    }

    static func tables(_ db: Database) throws -> [String] {
        try db.fetchValues(
            "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite%' ORDER BY name",
            as: String.self)
    }

    /// An FMDB-era script keeps its own `BEGIN … COMMIT`; the COMMIT is what the message names.
    @Test func aCommitInAMigrationScriptSaysTheMigratorCommits() throws {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.executeScript("CREATE TABLE a(x); INSERT INTO a VALUES (1); COMMIT;")
        }
        let db = try Database(path: path)
        let error = #expect(throws: MigrationError.self) { try migrator.migrate(db) }
        guard case .committedInsideMigration(let migration, _)? = error else {
            Issue.record("expected committedInsideMigration, got \(String(describing: error))")
            return
        }
        #expect(migration.isByteEqual(to: "v1"))
        let text = String(describing: error!)
        #expect(text.contains("the migrator commits each migration itself"))
        #expect(text.contains("\"v1\" ran a COMMIT"))
        // Nothing of the migration was kept, and it is not recorded: a fixed script runs again.
        #expect(try Self.tables(db) == ["quarry_migrations"])
        #expect(try migrator.appliedMigrations(db).isEmpty)
    }

    @Test func anExecutedCommitSaysTheSame() throws {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute("CREATE TABLE a(x)")
            try db.execute("COMMIT")
        }
        let db = try Database(path: path)
        let error = #expect(throws: MigrationError.self) { try migrator.migrate(db) }
        guard case .committedInsideMigration? = error else {
            Issue.record("expected committedInsideMigration, got \(String(describing: error))")
            return
        }
        #expect(try Self.tables(db) == ["quarry_migrations"])
    }

    /// Any other failure is still `migrationFailed`, not the commit message.
    @Test func anotherFailureIsNotTakenForACommit() throws {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in try db.execute("CREATE TABLE a(x") }
        let db = try Database(path: path)
        let error = #expect(throws: MigrationError.self) { try migrator.migrate(db) }
        guard case .migrationFailed? = error else {
            Issue.record("expected migrationFailed, got \(String(describing: error))")
            return
        }
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in try db.execute("CREATE TABLE a(x)") }
        migrator.registerMigration("v2") { db in try db.execute("CREATE TABLE b(x)") }
        return migrator
    }

    /// On a pool the migrator holds the writer for the run; readers then see every table.
    @Test func migratesOnAPool() throws {
        let pool = try DatabasePool(path: path)
        try Self.migrator.migrate(pool, upTo: "v1")
        #expect(try pool.read { db in try Self.tables(db) } == ["a", "quarry_migrations"])
        try Self.migrator.migrate(pool)
        try Self.migrator.migrate(pool)
        #expect(try pool.read { db in try Self.tables(db) } == ["a", "b", "quarry_migrations"])
        #expect(try pool.read { db in try Self.migrator.appliedMigrations(db) } == ["v1", "v2"])
    }

    @Test func migratesOnAPoolAsynchronously() async throws {
        let pool = try DatabasePool(path: path)
        try await Self.migrator.migrate(pool)
        let tables = try await pool.read { db in try Self.tables(db) }
        #expect(tables == ["a", "b", "quarry_migrations"])
    }
}
