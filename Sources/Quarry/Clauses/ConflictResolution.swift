/// What SQLite does when a constraint fails: the `OR …` of INSERT and UPDATE, and the `ON CONFLICT`
/// of a PRIMARY KEY, NOT NULL or UNIQUE constraint.
public enum ConflictResolution: String, Sendable, Hashable, CaseIterable {
    /// `ROLLBACK`: abort the statement and roll back the transaction.
    case rollback = "ROLLBACK"
    /// `ABORT`: undo the statement's changes (SQLite's default).
    case abort = "ABORT"
    /// `FAIL`: stop, keeping the statement's earlier changes.
    case fail = "FAIL"
    /// `IGNORE`: skip the row.
    case ignore = "IGNORE"
    /// `REPLACE`: delete the conflicting rows, then go on.
    case replace = "REPLACE"
}
