/// How an online backup copes with other connections that use its source: when it stops letting
/// their writes restart the copy, and how long it may take in all.
///
/// A write to the source through another connection (another process, a pool's reader turned
/// writer, a second queue on the same file) makes SQLite start the copy over at the next step. A
/// source that commits more often than a full copy takes would restart it forever; so after
/// ``restartsBeforeCopyingAtOnce`` restarts the backup copies the rest in one step, which holds a
/// read transaction on the source for the length of that step: in WAL mode writers go on (they
/// just do not restart it), with a rollback journal writers through other connections wait for it
/// (up to their busy timeout). A step that finds the source locked is retried after a pause that
/// doubles from 1 ms to 50 ms, so a busy source costs at most about 20 steps a second.
///
/// ```swift
/// // Never hold writers up, but give up after 30 s instead of copying at once.
/// try pool.backup(
///     toFile: path, limits: BackupLimits(restartsBeforeCopyingAtOnce: nil, timeLimit: .seconds(30)))
/// ```
public struct BackupLimits: Sendable, Hashable {
    /// Restarts after which the rest is copied in one step; `nil` never copies at once, and then
    /// ``timeLimit`` must bound the backup.
    public var restartsBeforeCopyingAtOnce: Int?
    /// The longest the backup may take, checked before every step (a step itself, the one-step
    /// copy in particular, runs to its end); `nil` has no limit. A backup past its limit stops
    /// with `SQLITE_BUSY` and leaves the destination as it was.
    public var timeLimit: Duration?

    /// Limits that copy at once after `restartsBeforeCopyingAtOnce` restarts (3 by default) and
    /// stop after `timeLimit` (none by default).
    public init(restartsBeforeCopyingAtOnce: Int? = 3, timeLimit: Duration? = nil) {
        self.restartsBeforeCopyingAtOnce = restartsBeforeCopyingAtOnce
        self.timeLimit = timeLimit
    }

    /// Refuses limits that cannot bound a backup: a negative count, or neither a count nor a time.
    func check() throws(DatabaseError) {
        if let restarts = restartsBeforeCopyingAtOnce, restarts < 0 {
            throw DatabaseError(
                .misuse, "a backup's restartsBeforeCopyingAtOnce must be 0 or more (or nil), not \(restarts)")
        }
        if restartsBeforeCopyingAtOnce == nil, timeLimit == nil {
            throw DatabaseError(
                .misuse,
                "a backup that never copies at once (restartsBeforeCopyingAtOnce nil) needs a timeLimit: writes through other connections could restart it forever"
            )
        }
    }
}
