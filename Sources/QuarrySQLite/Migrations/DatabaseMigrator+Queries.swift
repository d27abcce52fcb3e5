extension DatabaseMigrator {
    /// The identifiers the database records as applied, registered ones in registration order,
    /// then any this app does not know.
    public func appliedMigrations(_ db: Database) throws -> [String] {
        if let registrationError { throw registrationError }
        let recorded = try MigrationRecords.identifiers(in: db)
        let known = registeredMigrations
        let recordedSet = Set(recorded.map(ExactText.init))
        let knownSet = Set(known.map(ExactText.init))
        return known.filter { recordedSet.contains(ExactText($0)) }
            + recorded.filter { !knownSet.contains(ExactText($0)) }
    }

    /// ``appliedMigrations(_:)-(Database)`` through an access's connection.
    public func appliedMigrations(_ access: some DatabaseAccess) throws -> [String] {
        try access.inDatabase { db in try appliedMigrations(db) }
    }

    /// Whether every registered migration is applied.
    public func hasCompletedMigrations(_ db: Database) throws -> Bool {
        let applied = Set(try appliedMigrations(db).map(ExactText.init))
        return registeredMigrations.allSatisfy { applied.contains(ExactText($0)) }
    }

    /// ``hasCompletedMigrations(_:)-(Database)`` through an access's connection.
    public func hasCompletedMigrations(_ access: some DatabaseAccess) throws -> Bool {
        try access.inDatabase { db in try hasCompletedMigrations(db) }
    }

    /// Whether the database records migrations this app does not know: a newer version of the
    /// app migrated it, and ``migrate(_:)-(Database)`` would refuse it.
    public func hasBeenSuperseded(_ db: Database) throws -> Bool {
        let known = Set(registeredMigrations.map(ExactText.init))
        return try appliedMigrations(db).contains { !known.contains(ExactText($0)) }
    }

    /// ``hasBeenSuperseded(_:)-(Database)`` through an access's connection.
    public func hasBeenSuperseded(_ access: some DatabaseAccess) throws -> Bool {
        try access.inDatabase { db in try hasBeenSuperseded(db) }
    }
}
