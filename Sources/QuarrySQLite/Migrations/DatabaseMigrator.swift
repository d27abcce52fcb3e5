/// Named schema migrations, registered in order and applied once each (GRDB's `DatabaseMigrator`).
///
/// Each pending migration runs in its own transaction together with the record of its
/// identifier (in the table `quarry_migrations`), so a failure rolls back that migration only and
/// a later run resumes there. A database that records a migration this app does not know (a newer
/// app applied it) is refused before anything runs. By default foreign keys are off while a
/// migration runs and `PRAGMA foreign_key_check` runs before it commits, as SQLite's documented
/// table rebuild requires (see ``ForeignKeyChecks``).
///
/// ```swift
/// var migrator = DatabaseMigrator()
/// migrator.registerMigration("v1") { db in
///     try db.execute(CreateTable("user") {
///         ColumnDefinition("id", .integer).primaryKey()
///         ColumnDefinition("name", .text).notNull()
///     })
/// }
/// migrator.registerMigration("v2") { db in
///     try db.executeScript("""
///         CREATE INDEX user_name ON user(name);
///         CREATE TABLE post(id INTEGER PRIMARY KEY, userID INTEGER REFERENCES user(id));
///         """)
/// }
/// try migrator.migrate(queue)
/// ```
public struct DatabaseMigrator: Sendable {
    /// The migrations in registration order.
    var migrations: [Migration] = []
    /// The first registration mistake (a repeated identifier); every operation throws it, so that
    /// registering stays a plain call as in GRDB and the mistake still cannot go unseen.
    var registrationError: MigrationError?

    /// For development: when the registered migrations changed since the database was migrated
    /// (a migration the app no longer has, or an applied migration whose code now makes a
    /// different schema), erase the database and migrate it from scratch. Never set it in a
    /// shipping app: it deletes every row.
    ///
    /// The check migrates a fresh in-memory database (opened with the connection's configuration)
    /// up to the last applied migration and compares its schema with the file's.
    public var eraseDatabaseOnSchemaChange = false

    /// Where a database made before the migrator keeps its version, for apps moving from
    /// FMDB-style `user_version` or `schema_version` migrations; `nil` (the default) ignores it.
    /// Read only when the database has no `quarry_migrations` table yet: a version N then
    /// records the first N registered migrations as applied, in the same transaction that creates
    /// the table.
    public var legacyVersion: LegacyVersion?

    /// An empty migrator.
    public init() {}

    /// Registers a migration after the ones already registered. Identifiers must be unique; a
    /// repeated one makes every later operation of the migrator throw
    /// ``MigrationError/duplicateMigration(_:)`` naming it.
    public mutating func registerMigration(
        _ identifier: String, foreignKeyChecks: ForeignKeyChecks = .deferred,
        migrate: @escaping @Sendable (Database) throws -> Void
    ) {
        if migrations.contains(where: { $0.identifier.isByteEqual(to: identifier) }) {
            if registrationError == nil { registrationError = .duplicateMigration(identifier) }
            return
        }
        migrations.append(
            Migration(identifier: identifier, foreignKeyChecks: foreignKeyChecks, body: migrate))
    }

    /// The identifiers of the registered migrations, in order.
    public var registeredMigrations: [String] { migrations.map(\.identifier) }
}
