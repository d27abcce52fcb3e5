extension Database {
    /// Runs `body` with foreign keys off when `off` is true, turning them back on afterwards
    /// whatever happens; a failure to turn them back on is thrown unless `body` threw first.
    ///
    /// `PRAGMA foreign_keys` does nothing inside a transaction, so this must run outside one; the
    /// pragma is read back to make sure it took effect.
    func withForeignKeys<T>(off: Bool, _ body: () throws -> T) throws -> T {
        guard off else { return try body() }
        try setPragma(.foreignKeys, to: false)
        guard try !pragma(.foreignKeys) else {
            throw DatabaseError(.misuse, "foreign keys could not be turned off (a transaction is open)")
        }
        let result: T
        do {
            result = try body()
        } catch {
            try? setPragma(.foreignKeys, to: true)
            throw error
        }
        try setPragma(.foreignKeys, to: true)
        return result
    }
}
