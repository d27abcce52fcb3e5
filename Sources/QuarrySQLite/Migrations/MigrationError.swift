/// Why a ``DatabaseMigrator`` did not migrate, each case naming what was wrong.
public enum MigrationError: Error, Sendable, CustomStringConvertible {
    /// Two migrations were registered with this identifier.
    case duplicateMigration(String)
    /// `migrate(upTo:)` named a migration that is not registered.
    case unknownTarget(String)
    /// The database records migrations this app does not know (a newer version of the app wrote
    /// them); nothing ran.
    case unknownAppliedMigrations([String])
    /// The database's legacy version (``DatabaseMigrator/LegacyVersion``) is larger than the number
    /// of registered migrations; nothing ran.
    case legacyVersionBeyondMigrations(version: Int, registered: Int)
    /// The migrator needs a connection outside any transaction: each migration runs in its own,
    /// and foreign keys can only be turned off outside one.
    case transactionOpen
    /// The migration left rows that break foreign keys; it was rolled back.
    case foreignKeyViolations(migration: String, violations: [ForeignKeyViolation])
    /// The migration threw; it was rolled back, and the migrations before it stay applied.
    case migrationFailed(migration: String, error: any Error)
    /// The migration ran a `COMMIT` (or `END`, or the `RELEASE` of its outermost savepoint): the
    /// migrator commits each migration itself, with its record, so the migration was rolled back.
    case committedInsideMigration(migration: String, error: any Error)

    public var description: String {
        switch self {
        case .duplicateMigration(let identifier):
            return "the migration \(identifier.debugDescription) is registered twice"
        case .unknownTarget(let identifier):
            return "there is no registered migration \(identifier.debugDescription) to migrate up to"
        case .unknownAppliedMigrations(let identifiers):
            return "the database records migrations this app does not know (a newer app applied them): "
                + identifiers.map(\.debugDescription).joined(separator: ", ")
        case .legacyVersionBeyondMigrations(let version, let registered):
            return "the database's legacy version is \(version), but only \(registered) migrations "
                + "are registered (a newer app wrote it)"
        case .transactionOpen:
            return "migrations run outside a transaction: each one runs in its own"
        case .foreignKeyViolations(let migration, let violations):
            return "the migration \(migration.debugDescription) broke foreign keys and was rolled back: "
                + ForeignKeyViolation.describe(violations)
        case .committedInsideMigration(let migration, let error):
            return "the migration \(migration.debugDescription) ran a COMMIT (or END, or the RELEASE of its "
                + "outermost savepoint), and was rolled back: the migrator commits each migration itself, "
                + "together with its record in quarry_migrations, so a migration's script must not commit; "
                + "remove the BEGIN and COMMIT from it (\(error))"
        case .migrationFailed(let migration, let error):
            return "the migration \(migration.debugDescription) failed and was rolled back: \(error)"
        }
    }
}
