import CSQLite

/// Prepared statements keyed by SQL text, at most `capacity` of them; when full, the least recently
/// used one is finalized to make room.
///
/// Keyed by the text's bytes (``ExactText``), not by `String`: canonically equivalent SQL
/// (`"é"` U+00E9 and `"e\u{301}"`) names different tables to SQLite and must not share a statement.
/// A hit costs one hash of the SQL text's bytes. Eviction scans the entries, which is cheap at the sizes a
/// cache has (tens of statements) and keeps the hit path free of list maintenance.
@usableFromInline
struct StatementCache {
    private struct Entry {
        let statement: Statement
        var lastUse: UInt64
    }

    private var entries: [ExactText: Entry] = [:]
    private var clock: UInt64 = 0
    let capacity: Int
    /// The statements record types keep at hand for their hot calls, by slot number (see
    /// `StatementSlot`); each is also one of `entries`, so that eviction and closing finalize it.
    @usableFromInline var keptStatements: [Statement?] = []
    /// The decoder kept with each kept statement, for `Decodable` records.
    private var keptDecoders: [RowDecoder?] = []

    init(capacity: Int) {
        self.capacity = max(0, capacity)
        entries.reserveCapacity(self.capacity)
    }

    /// The cached statement for this SQL, unless it is busy (held by an open cursor).
    mutating func statement(for sql: String) -> Statement? {
        guard let index = entries.index(forKey: ExactText(sql)) else { return nil }
        clock &+= 1
        entries.values[index].lastUse = clock
        let statement = entries.values[index].statement
        return statement.isInUse ? nil : statement
    }

    /// Whether a statement for this SQL is cached, busy or not.
    func contains(_ sql: String) -> Bool { entries[ExactText(sql)] != nil }

    /// Whether the cache owns this very statement (not a stand-in prepared while it was busy).
    func holds(_ statement: Statement) -> Bool { entries[ExactText(statement.sql)]?.statement === statement }

    /// The statement kept under a slot number, if any (it may have been finalized since).
    @inlinable
    func kept(at slot: Int) -> Statement? {
        slot < keptStatements.count ? keptStatements[slot] : nil
    }

    /// Keeps a statement the cache holds under a slot number.
    mutating func keep(_ statement: Statement, at slot: Int) {
        if slot >= keptStatements.count {
            let added = slot + 1 - keptStatements.count
            keptStatements.append(contentsOf: repeatElement(nil, count: added))
            keptDecoders.append(contentsOf: repeatElement(nil, count: added))
        }
        keptStatements[slot] = statement
        keptDecoders[slot] = nil
    }

    /// The decoder of a statement's rows: the one kept with it under `slot` when there is one,
    /// else a new one (kept when the statement is the slot's).
    mutating func decoder(for statement: Statement, at slot: Int, storage: any ColumnStorageDecoding)
        -> RowDecoder
    {
        let isKept = slot >= 0 && slot < keptStatements.count && keptStatements[slot] === statement
        if isKept, let decoder = keptDecoders[slot] { return decoder }
        let decoder = RowDecoder(statement)
        decoder.columnStorage = storage
        if isKept { keptDecoders[slot] = decoder }
        return decoder
    }

    /// Keeps a statement, evicting the least recently used idle one when full.
    mutating func insert(_ statement: Statement) {
        guard capacity > 0 else { return }
        if entries.count >= capacity, let victim = leastRecentlyUsedIdle() {
            if let evicted = entries.removeValue(forKey: victim)?.statement {
                evicted.finalize()
                forget(evicted)
            }
        }
        guard entries.count < capacity else { return }
        clock &+= 1
        entries[ExactText(statement.sql)] = Entry(statement: statement, lastUse: clock)
    }

    private func leastRecentlyUsedIdle() -> ExactText? {
        entries.lazy.filter { !$0.value.statement.isInUse }.min { $0.value.lastUse < $1.value.lastUse }?.key
    }

    /// The number of cached statements.
    var count: Int { entries.count }

    /// Finalizes every statement and forgets them all; a cursor still holding one then reports a
    /// closed statement.
    mutating func removeAll() {
        for entry in entries.values { entry.statement.finalize() }
        entries.removeAll()
        keptStatements.removeAll()
        keptDecoders.removeAll()
    }

    /// Drops an evicted statement from the kept ones.
    private mutating func forget(_ statement: Statement) {
        for slot in keptStatements.indices where keptStatements[slot] === statement {
            keptStatements[slot] = nil
            keptDecoders[slot] = nil
        }
    }
}
