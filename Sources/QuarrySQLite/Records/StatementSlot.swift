import Synchronization

/// One of a record type's statements (insert, find by key) that each connection keeps at hand,
/// so that a hot call skips the statement cache's lookup by SQL text. The statement is kept by the
/// connection (``StatementCache/kept``), under the slot's number: no lock, and every connection of
/// a pool keeps its own. Only a statement the connection's cache owns is kept, so closing the
/// connection or evicting the statement finalizes it; a finalized or busy statement is never
/// handed out.
@usableFromInline
final class StatementSlot: Sendable {
    /// The numbers given to slots so far, in the whole process.
    private static let slotCount = Atomic<Int>(0)

    let sql: String
    /// The slot's index in every connection's kept statements.
    @usableFromInline let number: Int

    init(sql: String) {
        self.sql = sql
        number = Self.slotCount.add(1, ordering: .relaxed).oldValue
    }

    /// The statement for `db`, after the checks every statement makes (the connection is open,
    /// held by this thread, and no transaction block's transaction ended under it).
    @inlinable
    func take(_ db: Database) throws(DatabaseError) -> Statement {
        _ = try db.connectionForStatement()
        if let statement = db.cache.kept(at: number), statement.handle != nil, !statement.isInUse {
            return statement
        }
        return try prepare(db)
    }

    /// Takes the statement from the cache (preparing it if needed) and keeps it when the cache
    /// owns it.
    @usableFromInline
    func prepare(_ db: Database) throws(DatabaseError) -> Statement {
        let statement = try db.statement(for: sql)
        if db.cache.holds(statement) { db.cache.keep(statement, at: number) }
        return statement
    }
}
