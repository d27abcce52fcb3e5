/// One registered migration of a ``DatabaseMigrator``: its identifier, how it treats foreign keys
/// and the work it does.
struct Migration: Sendable {
    let identifier: String
    let foreignKeyChecks: DatabaseMigrator.ForeignKeyChecks
    let body: @Sendable (Database) throws -> Void
}
