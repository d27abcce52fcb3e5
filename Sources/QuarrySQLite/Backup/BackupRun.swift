import CSQLite

/// One `sqlite3_backup` object between two open connections, stepped by ``Database`` and
/// ``DatabaseAccess`` backups.
///
/// Whoever steps it must have exclusive use of both connections for the duration of the step:
/// both are opened without SQLite's mutex.
// @unchecked Sendable: an access's backup creates it in one closure of the access and steps it in
// the next ones, each of which holds the source connection; nothing touches it concurrently.
final class BackupRun: @unchecked Sendable {
    private var handle: OpaquePointer?
    private let destination: OpaquePointer
    /// When a busy or locked step first happened, for giving up after the busy timeout.
    private var busySince: ContinuousClock.Instant?
    private let busyTimeout: Duration

    init(from source: OpaquePointer, to destination: OpaquePointer, busyTimeout: Duration)
        throws(DatabaseError)
    {
        self.destination = destination
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

    /// Steps until every page is copied, calling `progress` after each step, then finishes; on an
    /// error (or a throw from `progress`) finishes without completing, which leaves the destination
    /// as it was. `hold` runs each step and the finish while both connections are held.
    func copyAll(
        pages: Int32, progress: (BackupProgress) throws -> Void,
        holding hold: (() throws -> Void) throws -> Void
    ) throws {
        do {
            while true {
                var state = BackupProgress(remainingPages: -1, totalPages: -1)
                try hold { state = try self.step(pages: pages) }
                try progress(state)
                if state.isComplete { break }
            }
            try hold { try self.finish() }
        } catch {
            try? hold { try self.finish() }
            throw error
        }
    }

    /// Copies up to `pages` pages (all of them when negative); returns the progress, complete once
    /// the last page is copied. A source locked by another connection is retried on the next step
    /// until the destination's busy timeout has passed.
    func step(pages: Int32) throws(DatabaseError) -> BackupProgress {
        guard let handle else { throw DatabaseError(.misuse, "the backup is finished") }
        let code = sqlite3_backup_step(handle, pages)
        switch code {
        case SQLITE_DONE:
            busySince = nil
            return BackupProgress(remainingPages: 0, totalPages: Int(sqlite3_backup_pagecount(handle)))
        case SQLITE_OK:
            busySince = nil
        case SQLITE_BUSY, SQLITE_LOCKED:
            let now = ContinuousClock.now
            let start = busySince ?? now
            busySince = start
            if now - start > busyTimeout {
                throw DatabaseError(
                    ExtendedResultCode(code: code),
                    "the backup gave up: its source or destination stayed locked for longer than the busy timeout"
                )
            }
        default:
            throw finishFailed(code)
        }
        return BackupProgress(
            remainingPages: Int(sqlite3_backup_remaining(handle)),
            totalPages: Int(sqlite3_backup_pagecount(handle)))
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
