import Foundation

extension DatabaseAccess {
    /// Copies the database into `destination` with SQLite's online backup, taking the connection
    /// for one step at a time so that other work (writes included) runs between steps.
    ///
    /// Writes made between steps through the same connection are copied as they happen, so the
    /// result is a consistent copy of the database as it was when the last step ran. `progress`
    /// runs after every step, outside the connection; throwing from it stops the backup and leaves
    /// `destination` as it was.
    ///
    /// Writes through other connections make SQLite start the copy over; after
    /// `limits.restartsBeforeCopyingAtOnce` restarts the backup copies the rest in one step,
    /// holding the connection and a read transaction on the source for that step (in
    /// rollback-journal mode writers through other connections wait for it; in WAL mode they do
    /// not). A step that finds the source locked is retried after a pause doubling from 1 ms to
    /// 50 ms, taken without the connection, until the destination's busy timeout; past
    /// `limits.timeLimit` the backup stops with `SQLITE_BUSY` and an error naming what to use
    /// instead (`vacuum(into:)`, or copying the file inside `pool.close { }`).
    public func backup(
        to destination: Database, pagesPerStep: Int = 100, limits: BackupLimits = BackupLimits(),
        progress: (BackupProgress) throws -> Void = { _ in }
    ) throws {
        let pages = try Database.checkedPagesPerStep(pagesPerStep)
        let run = try inDatabase { db in
            try BackupRun(
                from: db.openConnection(), to: destination.openConnection(), pagesPerStep: pages,
                limits: limits, busyTimeout: destination.configuration.busyTimeout)
        }
        try run.copyAll(progress: progress) { body in
            try inDatabase { db in
                _ = try db.openConnection()
                try body()
            }
        }
    }

    /// Copies the database into a new file at `path`, one step at a time (see
    /// ``backup(to:pagesPerStep:limits:progress:)``, whose `limits` it follows). The file must not
    /// exist or must be empty; a backup that fails or is stopped removes the file it created.
    public func backup(
        toFile path: String, pagesPerStep: Int = 100, limits: BackupLimits = BackupLimits(),
        progress: (BackupProgress) throws -> Void = { _ in }
    ) throws {
        try BackupFile.write(to: path) { destination in
            try backup(to: destination, pagesPerStep: pagesPerStep, limits: limits, progress: progress)
        }
    }

    /// Copies the database into a new file at `path` without blocking the calling task's thread,
    /// suspending between steps (and for the back-off after a busy step), under `limits` (see
    /// ``backup(to:pagesPerStep:limits:progress:)``). Cancelling the task stops the backup and
    /// removes the file.
    public func backup(
        toFile path: String, pagesPerStep: Int = 100, limits: BackupLimits = BackupLimits(),
        progress: @escaping @Sendable (BackupProgress) throws -> Void = { _ in }
    ) async throws {
        let pages = try Database.checkedPagesPerStep(pagesPerStep)
        try BackupFile.checkWritable(path)
        let existed = FileManager.default.fileExists(atPath: path)
        let state = AsyncBackupState(path: path)
        do {
            try await inDatabase { db in try state.start(from: db, pages: pages, limits: limits) }
            while true {
                try Task.checkCancellation()
                if state.pause > .zero { try await Task.sleep(for: state.pause) }
                let step = try await inDatabase { db in try state.step(db) }
                try progress(step)
                if step.isComplete { break }
            }
            try await inDatabase { _ in try state.finish() }
        } catch {
            try? await inDatabase { _ in state.abandon() }
            if !existed { BackupFile.removeDatabaseFiles(at: path) }
            throw error
        }
    }

    /// Replaces the database's content with the database in the file at `path`, in one step
    /// while holding the connection; the file is opened read-only and left unchanged.
    public func restore(fromFile path: String) throws {
        try inDatabase { db in try db.restore(fromFile: path) }
    }

    /// `VACUUM INTO ?`: writes a compacted copy of the database to a new file at `path`.
    public func vacuum(into path: String) throws {
        try inDatabase { db in try db.vacuum(into: path) }
    }
}

/// The destination connection and backup object of an `async` backup, handed from one closure of
/// the access to the next.
// @unchecked: the closures that touch it run one after another (each awaits the previous), and
// each holds the access's connection while it runs, so nothing uses the state concurrently.
private final class AsyncBackupState: @unchecked Sendable {
    let path: String
    private var destination: Database?
    private var run: BackupRun?

    init(path: String) { self.path = path }

    func start(from db: Database, pages: Int32, limits: BackupLimits) throws {
        let destination = try Database(path: path)
        self.destination = destination
        run = try BackupRun(
            from: db.openConnection(), to: destination.openConnection(), pagesPerStep: pages,
            limits: limits, busyTimeout: destination.configuration.busyTimeout)
    }

    /// How long to wait before the next step (see ``BackupRun/pause``).
    var pause: Duration { run?.pause ?? .zero }

    func step(_ db: Database) throws -> BackupProgress {
        _ = try db.openConnection()
        guard let run else { throw DatabaseError(.misuse, "the backup is finished") }
        return try run.step()
    }

    func finish() throws {
        try run?.finish()
        run = nil
        try destination?.close()
        destination = nil
    }

    func abandon() {
        try? run?.finish()
        run = nil
        try? destination?.close()
        destination = nil
    }
}
