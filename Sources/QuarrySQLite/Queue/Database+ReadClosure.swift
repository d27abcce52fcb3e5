extension Database {
    /// Runs the body of a `read` closure on a connection that may write (a queue's, or a pool's
    /// writer for a read nested in a write): `PRAGMA query_only` is on for the closure, so that it
    /// fails as a pool's read-only reader does, and the closure runs in one deferred transaction
    /// (one committed state for the whole closure, and one read lock instead of one per statement).
    func inReadClosure<T>(_ body: (Database) throws -> T) throws -> T {
        // A read nested in another read keeps the setting; one nested in a write turns it off after.
        if try pragma(.queryOnly) { return try body(self) }
        try setPragma(.queryOnly, to: true)
        defer { try? setPragma(.queryOnly, to: false) }
        do {
            return try isInTransaction ? body(self) : inTransaction(.deferred, body)
        } catch {
            throw DatabaseError.writeInRead(error)
        }
    }
}
