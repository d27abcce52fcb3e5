import Synchronization

/// What decoding one record SELECT learns on its first fetch and keeps for the next ones: which
/// field reads each column, and the decoder's plan (which column each coding key names). Keyed by
/// the SQL, so a plan is only reused for the same columns.
final class RecordDecodingCache<Record: TableRecord>: Sendable {
    // Unchecked: the storage is immutable, and a plan is a value.
    struct Entry: @unchecked Sendable {
        let storage: RecordColumnStorage<Record>
        var plan: [RowDecoder.Step]
    }

    private let entries = Mutex<[String: Entry]>([:])

    /// The entry for this SQL, made from the statement's columns on first use.
    func entry(for statement: Statement, definition: ResolvedDefinition<Record>) -> Entry {
        if let entry = entries.withLock({ $0[statement.sql] }) { return entry }
        let entry = Entry(
            storage: RecordColumnStorage(definition: definition, columnNames: statement.columnNames), plan: []
        )
        entries.withLock { $0[statement.sql] = entry }
        return entry
    }

    /// Keeps the plan the first fetch recorded.
    func keep(plan: [RowDecoder.Step], for sql: String) {
        entries.withLock { $0[sql]?.plan = plan }
    }
}
