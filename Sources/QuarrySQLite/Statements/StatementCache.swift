import CSQLite

/// Prepared statements keyed by SQL text, at most `capacity` of them; when full, the least recently
/// used one is finalized to make room.
///
/// A hit costs one hash of the SQL text. Eviction scans the entries, which is cheap at the sizes a
/// cache has (tens of statements) and keeps the hit path free of list maintenance.
@usableFromInline
struct StatementCache {
    private struct Entry {
        let statement: Statement
        var lastUse: UInt64
    }

    private var entries: [String: Entry] = [:]
    private var clock: UInt64 = 0
    let capacity: Int

    init(capacity: Int) {
        self.capacity = max(0, capacity)
        entries.reserveCapacity(self.capacity)
    }

    /// The cached statement for this SQL, unless it is busy (held by an open cursor).
    mutating func statement(for sql: String) -> Statement? {
        guard let index = entries.index(forKey: sql) else { return nil }
        clock &+= 1
        entries.values[index].lastUse = clock
        let statement = entries.values[index].statement
        return statement.isInUse ? nil : statement
    }

    /// Whether a statement for this SQL is cached, busy or not.
    func contains(_ sql: String) -> Bool { entries[sql] != nil }

    /// Keeps a statement, evicting the least recently used idle one when full.
    mutating func insert(_ statement: Statement) {
        guard capacity > 0 else { return }
        if entries.count >= capacity, let victim = leastRecentlyUsedIdle() {
            entries.removeValue(forKey: victim)?.statement.finalize()
        }
        guard entries.count < capacity else { return }
        clock &+= 1
        entries[statement.sql] = Entry(statement: statement, lastUse: clock)
    }

    private func leastRecentlyUsedIdle() -> String? {
        entries.lazy.filter { !$0.value.statement.isInUse }.min { $0.value.lastUse < $1.value.lastUse }?.key
    }

    /// The number of cached statements.
    var count: Int { entries.count }

    /// Finalizes every statement and forgets them all; a cursor still holding one then reports a
    /// closed statement.
    mutating func removeAll() {
        for entry in entries.values { entry.statement.finalize() }
        entries.removeAll()
    }
}
