extension DatabaseMigrator {
    /// ``eraseDatabaseOnSchemaChange``: erases the database when it records a migration this app
    /// does not know, or when its schema differs from the one the registered migrations make up
    /// to the last one it applied.
    func eraseIfSchemaChanged(_ db: Database) throws {
        let recorded = try MigrationRecords.identifiers(in: db)
        let known = registeredMigrations
        let recordedSet = Set(recorded.map(ExactText.init))
        let knownSet = Set(known.map(ExactText.init))
        var changed = recorded.contains { !knownSet.contains(ExactText($0)) }
        if !changed, let lastApplied = known.last(where: { recordedSet.contains(ExactText($0)) }) {
            changed =
                try SchemaObject.all(in: db) != schema(upTo: lastApplied, configuration: db.configuration)
        }
        if changed { try db.erase() }
    }

    /// The schema a fresh in-memory database has after these migrations up to `target`.
    private func schema(upTo target: String, configuration: DatabaseConfiguration) throws -> [SchemaObject] {
        var plain = self
        plain.eraseDatabaseOnSchemaChange = false
        plain.legacyVersion = nil
        var configuration = configuration
        configuration.isReadOnly = false
        let fresh = try Database(location: .inMemory, configuration: configuration)
        defer { try? fresh.close() }
        try plain.migrate(fresh, upTo: target)
        return try SchemaObject.all(in: fresh)
    }
}
