/// How a transaction block that returns normally ends: its work committed, or rolled back without
/// an error to throw (GRDB's `.rollback`, WCDB's `runTransaction` block returning `NO`).
///
/// ```swift
/// try db.runTransaction { db in
///     try db.execute(debit)
///     guard try balance(db) >= 0 else { return .rollback }
///     try db.execute(credit)
///     return .commit
/// }
/// ```
public enum TransactionCompletion: Sendable, Hashable {
    /// Commit the block's work (release its savepoint when it is nested).
    case commit
    /// Undo the block's work: `ROLLBACK`, or `ROLLBACK TO` its savepoint when it is nested, so
    /// an enclosing transaction keeps its own work.
    case rollback
}
