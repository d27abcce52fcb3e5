import CSQLite
import Foundation

/// One `sqlite3_backup` object between two open connections, stepped by ``Database`` and
/// ``DatabaseAccess`` backups under ``BackupLimits``: it backs off while the source is locked,
/// counts the restarts other connections' writes cause and, past the limit, copies the rest in
/// one step.
///
/// Whoever steps it must have exclusive use of both connections for the duration of the step:
/// both are opened without SQLite's mutex.
// @unchecked Sendable: an access's backup creates it in one closure of the access and steps it in
// the next ones, each of which holds the source connection; nothing touches it concurrently.
final class BackupRun: @unchecked Sendable {
    /// The first pause after a busy step, doubled after each further one up to ``longestPause``.
    static let firstPause = Duration.milliseconds(1)
    static let longestPause = Duration.milliseconds(50)

    private var handle: OpaquePointer?
    private let destination: OpaquePointer
    private let pagesPerStep: Int32
    private let limits: BackupLimits
    private let busyTimeout: Duration
    private let started = ContinuousClock.now
    /// When the current run of busy or locked steps began, for giving up after the busy timeout.
    private var busySince: ContinuousClock.Instant?
    /// Pages copied by the last step that made progress, to tell a restart from progress.
    private var copiedPages = 0
    /// Times a write through another connection made SQLite start the copy over.
    private(set) var restarts = 0
    /// How long to wait before the next step: nothing after progress, a back-off after a busy step.
    private(set) var pause = Duration.zero

    init(
        from source: OpaquePointer, to destination: OpaquePointer, pagesPerStep: Int32,
        limits: BackupLimits, busyTimeout: Duration
    ) throws(DatabaseError) {
        try limits.check()
        // SQLite answers every step with SQLITE_BUSY while the source connection itself is in a
        // write transaction, and nothing can end it while the backup holds that connection.
        if sqlite3_txn_state(source, nil) == SQLITE_TXN_WRITE {
            throw DatabaseError(
                .busy,
                "a backup cannot start inside a write transaction of its source connection: commit or roll it back first"
            )
        }
        self.destination = destination
        self.pagesPerStep = pagesPerStep
        self.limits = limits
        self.busyTimeout = busyTimeout
        guard let handle = sqlite3_backup_init(destination, "main", source, "main") else {
            throw DatabaseError(
                code: sqlite3_extended_errcode(destination), connection: destination, sql: nil)
        }
        self.handle = handle
    }

    deinit {
        if let handle { sqlite3_backup_finish(handle) }
    }

    /// Whether the next step copies everything left, because writers restarted the copy too often.
    var copiesAtOnce: Bool {
        guard let limit = limits.restartsBeforeCopyingAtOnce else { return false }
        return restarts >= limit
    }

    /// Steps until every page is copied, sleeping for ``pause`` outside `hold` between steps and
    /// calling `progress` after each step, then finishes; on an error (or a throw from
    /// `progress`) finishes without completing, which leaves the destination as it was. `hold`
    /// runs each step and the finish while both connections are held.
    func copyAll(
        progress: (BackupProgress) throws -> Void, holding hold: (() throws -> Void) throws -> Void
    ) throws {
        do {
            while true {
                if pause > .zero { Self.sleep(pause) }
                var state = BackupProgress(remainingPages: -1, totalPages: -1)
                try hold { state = try self.step() }
                try progress(state)
                if state.isComplete { break }
            }
            try hold { try self.finish() }
        } catch {
            try? hold { try self.finish() }
            throw error
        }
    }

    /// Copies `pagesPerStep` pages (everything left once ``copiesAtOnce``); returns the progress,
    /// complete once the last page is copied. A source locked by another connection sets a
    /// back-off ``pause`` for the caller to wait before the next step, until the destination's
    /// busy timeout has passed; a run past the time limit throws before stepping.
    func step() throws(DatabaseError) -> BackupProgress {
        guard let handle else { throw DatabaseError(.misuse, "the backup is finished") }
        try checkTimeLimit()
        let code = sqlite3_backup_step(handle, copiesAtOnce ? -1 : pagesPerStep)
        let progress = Self.progress(of: handle, done: code == SQLITE_DONE)
        switch code {
        case SQLITE_DONE, SQLITE_OK:
            busySince = nil
            pause = .zero
            // SQLite starts over from page 1 when another connection wrote, so a step that made
            // progress but ends no further than the one before it restarted.
            if copiedPages > 0, progress.copiedPages <= copiedPages, !progress.isComplete { restarts += 1 }
            copiedPages = progress.copiedPages
        case SQLITE_BUSY, SQLITE_LOCKED:
            try backOff(code)
        default:
            throw finishFailed(code)
        }
        return progress
    }

    /// The progress after a step. SQLite reports 0 of 0 pages until a step has read the source, which
    /// would read as complete after a first step that found the source locked: that is 1 of 1 left.
    private static func progress(of handle: OpaquePointer, done: Bool) -> BackupProgress {
        let total = Int(sqlite3_backup_pagecount(handle))
        if done { return BackupProgress(remainingPages: 0, totalPages: total) }
        let remaining = Int(sqlite3_backup_remaining(handle))
        if remaining == 0 { return BackupProgress(remainingPages: 1, totalPages: max(total, 1)) }
        return BackupProgress(remainingPages: remaining, totalPages: total)
    }

    /// Releases the backup; the destination keeps what a completed backup wrote, and a backup that
    /// did not complete leaves the destination as it was.
    func finish() throws(DatabaseError) {
        guard let handle else { return }
        self.handle = nil
        let code = sqlite3_backup_finish(handle)
        if code != SQLITE_OK {
            throw DatabaseError(code: code, connection: destination, sql: nil)
        }
    }

    /// Doubles the pause after a busy or locked step, or gives up once the source has stayed
    /// locked for longer than the busy timeout.
    private func backOff(_ code: Int32) throws(DatabaseError) {
        let now = ContinuousClock.now
        let start = busySince ?? now
        busySince = start
        if now - start > busyTimeout {
            throw DatabaseError(
                ExtendedResultCode(code: code),
                "the backup gave up: its source or destination stayed locked for longer than the busy timeout (\(busyTimeout)); retry later, or back up while the writer holding the lock is done"
            )
        }
        pause = pause == .zero ? Self.firstPause : min(pause * 2, Self.longestPause)
        if let limit = limits.timeLimit {
            pause = max(.zero, min(pause, started + limit - now))
        }
    }

    private func checkTimeLimit() throws(DatabaseError) {
        guard let limit = limits.timeLimit, ContinuousClock.now - started > limit else { return }
        throw DatabaseError(
            .busy,
            "the backup did not finish within its time limit of \(limit): writes through other connections restarted it \(restarts) times; let it copy the rest in one step (BackupLimits.restartsBeforeCopyingAtOnce), use vacuum(into:), which copies one snapshot in one statement, or copy the file inside pool.close { }"
        )
    }

    /// Blocks the thread for `duration`, between the steps of a synchronous backup.
    private static func sleep(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
    }

    /// Finishes after a failed step and returns that step's error, which SQLite reports on the
    /// destination connection once the backup is finished.
    private func finishFailed(_ code: Int32) -> DatabaseError {
        if let handle {
            self.handle = nil
            sqlite3_backup_finish(handle)
        }
        return DatabaseError(code: code, connection: destination, sql: nil)
    }
}
