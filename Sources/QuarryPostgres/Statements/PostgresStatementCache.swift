import CLibPQ

/// The statements a connection has prepared on the server, keyed by SQL text and parameter
/// types, least recently used first out.
///
/// The types are part of the key because a statement prepared for an `int8` parameter reads 8
/// binary bytes there; the same SQL with an `int4` (a smaller integer) or a text argument needs
/// its own preparation. The SQL is keyed by its bytes (``ExactText``): `"é"` (U+00E9) and
/// `"e\u{301}"` are two tables to PostgreSQL, one string to Swift's `==`.
struct PostgresStatementCache {
    struct Key: Hashable {
        let sql: ExactText
        let types: [Oid]

        init(sql: String, types: [Oid]) {
            self.sql = ExactText(sql)
            self.types = types
        }
    }

    struct Entry {
        let name: String
        var lastUse: Int
    }

    let capacity: Int
    private var entries: [Key: Entry] = [:]
    private var clock = 0
    private var nameCounter = 0
    /// 64 random bits in every name, different for each connection: behind a pooler that hands
    /// one server session to several clients in turn (pgbouncer's transaction mode), a name another
    /// client prepared with other SQL must never be found under this one's name, which would run
    /// that client's statement with this one's arguments. Unknown there, a name fails with `26000`.
    private let namePrefix: String

    init(capacity: Int) {
        self.capacity = capacity
        let bits = UInt64.random(in: .min ... .max)
        let hex = String(bits, radix: 16)
        namePrefix = "quarry_" + String(repeating: "0", count: 16 - hex.utf8.count) + hex + "_"
    }

    var count: Int { entries.count }

    /// The name of the statement prepared for `key`, marked as just used.
    mutating func name(for key: Key) -> String? {
        clock += 1
        guard let entry = entries[key] else { return nil }
        entries[key]?.lastUse = clock
        return entry.name
    }

    /// A name no statement of this connection, nor of any other client, has had.
    mutating func nextName() -> String {
        nameCounter += 1
        return namePrefix + String(nameCounter)
    }

    /// Records a prepared statement; returns the name of the one it pushed out, to deallocate.
    mutating func insert(_ key: Key, name: String) -> String? {
        var evicted: String?
        if entries.count >= capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries[oldest.key] = nil
            evicted = oldest.value.name
        }
        clock += 1
        entries[key] = Entry(name: name, lastUse: clock)
        return evicted
    }

    /// Forgets every statement (the server dropped them all); names are never used again.
    mutating func removeAll() {
        entries.removeAll()
    }

    /// Forgets the statement for `key` (its plan went stale); returns its name, to deallocate.
    mutating func remove(_ key: Key) -> String? {
        entries.removeValue(forKey: key)?.name
    }
}
