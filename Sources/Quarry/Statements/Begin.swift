/// `BEGIN [DEFERRED | IMMEDIATE | EXCLUSIVE]`: starts a transaction.
///
/// ```swift
/// Begin()              // BEGIN
/// Begin(.immediate)    // BEGIN IMMEDIATE
/// ```
public struct Begin: SQLStatement {
    /// When the transaction takes its locks.
    public enum Behavior: String, Sendable, Hashable, CaseIterable {
        /// Locks are taken when the database is first read or written (SQLite's default).
        case deferred = "DEFERRED"
        /// A write transaction starts at once.
        case immediate = "IMMEDIATE"
        /// A write transaction starts at once, and no other connection may read in journal modes
        /// other than WAL.
        case exclusive = "EXCLUSIVE"
    }

    /// The behavior written after `BEGIN`, or `nil` for SQLite's default (deferred).
    public let behavior: Behavior?

    /// `BEGIN`, or `BEGIN behavior` when one is given.
    public init(_ behavior: Behavior? = nil) { self.behavior = behavior }

    public func render(into renderer: inout SQLRenderer) {
        renderer.write("BEGIN")
        if let behavior {
            renderer.require(.beginBehavior(behavior))
            renderer.write(" ")
            renderer.writeTrusted(behavior.rawValue)
        }
    }
}
