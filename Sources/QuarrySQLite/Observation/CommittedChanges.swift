/// The rows one committed transaction changed, in the order SQLite changed them: what
/// ``DatabaseQueue/committedChanges()`` and ``DatabasePool/committedChanges()`` deliver, one value
/// per committed transaction that changed a row. A rolled-back transaction delivers nothing.
public struct CommittedChanges: Sendable, Equatable {
    /// The changed rows, in the order of the changes (a row changed twice is listed twice).
    public var changes: [DatabaseChange]
    /// Whether ``changes`` lists every changed row. It does not when SQLite changed rows its
    /// update hook does not report: a table `WITHOUT ROWID`, a `DELETE` without `WHERE` (run as a
    /// truncation). Treat an incomplete value as "anything may have changed".
    public var isComplete: Bool

    /// A transaction's changes.
    public init(changes: [DatabaseChange], isComplete: Bool = true) {
        self.changes = changes
        self.isComplete = isComplete
    }

    /// The tables changed, or the whole database when the changes are not complete.
    public var region: DatabaseRegion {
        isComplete ? DatabaseRegion(tables: changes.map(\.table)) : .everything
    }
}
