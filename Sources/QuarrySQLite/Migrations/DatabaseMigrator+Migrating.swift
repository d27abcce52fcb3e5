extension DatabaseMigrator {
    /// Applies every pending migration, in registration order, on a connection outside any
    /// transaction.
    public func migrate(_ db: Database) throws {
        try migrate(db, upTo: nil)
    }

    /// Applies the pending migrations up to and including `target`.
    public func migrate(_ db: Database, upTo target: String) throws {
        try migrate(db, upTo: Optional(target))
    }

    /// Applies every pending migration through the access's connection (a ``DatabaseQueue``, a
    /// pool's writer), holding it for the whole run.
    public func migrate(_ access: some DatabaseAccess) throws {
        try access.inDatabase { db in try migrate(db, upTo: nil) }
    }

    /// Applies the pending migrations up to and including `target` through the access.
    public func migrate(_ access: some DatabaseAccess, upTo target: String) throws {
        try access.inDatabase { db in try migrate(db, upTo: target) }
    }

    /// Applies every pending migration without blocking the calling task's thread.
    public func migrate(_ access: some DatabaseAccess) async throws {
        try await access.inDatabase { db in try migrate(db, upTo: nil) }
    }

    private func migrate(_ db: Database, upTo target: String?) throws {
        if let registrationError { throw registrationError }
        let last = try lastIndex(upTo: target)
        guard !db.isInTransaction else { throw MigrationError.transactionOpen }
        if eraseDatabaseOnSchemaChange { try eraseIfSchemaChanged(db) }
        try adoptLegacyVersion(db)
        let applied = try checkedAppliedIdentifiers(db)
        for migration in migrations.prefix(last + 1) where !applied.contains(ExactText(migration.identifier))
        {
            try run(migration, on: db)
        }
    }

    /// The index of the last migration to apply.
    private func lastIndex(upTo target: String?) throws -> Int {
        guard let target else { return migrations.count - 1 }
        guard let index = migrations.firstIndex(where: { $0.identifier.isByteEqual(to: target) }) else {
            throw MigrationError.unknownTarget(target)
        }
        return index
    }

    /// The recorded identifiers, after checking that this app knows them all. Identifiers are
    /// compared by bytes: `"é"` and `"e\u{301}"` are two migrations, as they are two rows.
    func checkedAppliedIdentifiers(_ db: Database) throws -> Set<ExactText> {
        let recorded = try MigrationRecords.identifiers(in: db)
        let known = Set(registeredMigrations.map(ExactText.init))
        let unknown = recorded.filter { !known.contains(ExactText($0)) }
        guard unknown.isEmpty else { throw MigrationError.unknownAppliedMigrations(unknown) }
        return Set(recorded.map(ExactText.init))
    }

    /// Runs one migration in its own transaction with the record of its identifier, foreign keys
    /// off around the transaction when it asks for that, and the foreign key check before commit.
    private func run(_ migration: Migration, on db: Database) throws {
        let enforcesForeignKeys = try db.pragma(.foreignKeys)
        let turnsOff = enforcesForeignKeys && migration.foreignKeyChecks == .deferred
        try db.withForeignKeys(off: turnsOff) {
            try db.inTransaction(.immediate) { db in
                do {
                    try migration.body(db)
                } catch {
                    // The commit hook turned the body's COMMIT into a rollback: say why it may not commit.
                    if case .committedInside? = db.transactionBlocks.abort {
                        throw MigrationError.committedInsideMigration(
                            migration: migration.identifier, error: error)
                    }
                    throw MigrationError.migrationFailed(migration: migration.identifier, error: error)
                }
                try MigrationRecords.record(migration.identifier, in: db)
                if enforcesForeignKeys {
                    let violations = try db.foreignKeyCheck()
                    if !violations.isEmpty {
                        throw MigrationError.foreignKeyViolations(
                            migration: migration.identifier, violations: violations)
                    }
                }
            }
        }
    }

    /// Creates the record table, marking as applied the migrations a legacy version covers.
    private func adoptLegacyVersion(_ db: Database) throws {
        guard try !MigrationRecords.exist(in: db) else { return }
        try db.inTransaction(.immediate) { db in
            let version = try legacyVersion.map { try $0.read(in: db) } ?? 0
            guard version <= migrations.count else {
                throw MigrationError.legacyVersionBeyondMigrations(
                    version: version, registered: migrations.count)
            }
            try MigrationRecords.create(in: db)
            for migration in migrations.prefix(max(0, version)) {
                try MigrationRecords.record(migration.identifier, in: db)
            }
        }
    }
}
