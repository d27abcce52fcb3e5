import Quarry

extension Database {
    /// Copies this database into `destination` with SQLite's online backup, replacing everything
    /// `destination` held, `pagesPerStep` pages at a time (-1 copies everything in one step).
    ///
    /// `progress` runs after every step; throwing from it stops the backup and leaves `destination`
    /// as it was (unless the last page was already copied). Both connections are busy for the
    /// whole call; to let other work run between steps, back up a ``DatabaseQueue`` instead.
    ///
    /// The backup finishes even while other connections write to the source: after
    /// `limits.restartsBeforeCopyingAtOnce` restarts (their writes make SQLite start over) it
    /// copies the rest in one step holding a read transaction, which writers through other
    /// connections wait for in rollback-journal mode and do not in WAL mode. A step that finds the
    /// source locked is retried after a pause doubling from 1 ms to 50 ms, until the destination's
    /// busy timeout; past `limits.timeLimit` the backup stops with `SQLITE_BUSY`. A connection
    /// inside its own write transaction cannot be backed up (an error at once).
    ///
    /// ```swift
    /// let copy = try Database.inMemory()
    /// try db.backup(to: copy)
    /// ```
    public func backup(
        to destination: Database, pagesPerStep: Int = 100, limits: BackupLimits = BackupLimits(),
        progress: (BackupProgress) throws -> Void = { _ in }
    ) throws {
        let run = try BackupRun(
            from: openConnection(), to: destination.openConnection(),
            pagesPerStep: Self.checkedPagesPerStep(pagesPerStep), limits: limits,
            busyTimeout: destination.configuration.busyTimeout)
        try run.copyAll(progress: progress) { body in try body() }
    }

    /// Copies this database into a new file at `path` with SQLite's online backup, under `limits`
    /// (see ``backup(to:pagesPerStep:limits:progress:)``).
    ///
    /// The file must not exist or must be empty, so that a backup never overwrites another
    /// database; a backup that fails or is stopped removes the file it created.
    public func backup(
        toFile path: String, pagesPerStep: Int = 100, limits: BackupLimits = BackupLimits(),
        progress: (BackupProgress) throws -> Void = { _ in }
    ) throws {
        try BackupFile.write(to: path) { destination in
            try backup(to: destination, pagesPerStep: pagesPerStep, limits: limits, progress: progress)
        }
    }

    /// Replaces this database's content with the database in the file at `path`, which is opened
    /// read-only and left unchanged.
    public func restore(fromFile path: String) throws {
        let source = try BackupFile.openForReading(path)
        defer { try? source.close() }
        try source.backup(to: self, pagesPerStep: -1)
    }

    /// `VACUUM INTO ?`: writes a compacted copy of this database to a new file at `path` in one
    /// call (the file must not exist or be empty); the database itself is unchanged.
    public func vacuum(into path: String) throws {
        try execute(Vacuum().into(path))
    }

    /// The step size for `sqlite3_backup_step`: a positive count, or -1 for everything at once.
    static func checkedPagesPerStep(_ pages: Int) throws(DatabaseError) -> Int32 {
        if pages == -1 { return -1 }
        guard pages > 0 else {
            throw DatabaseError(
                .misuse, "a backup's pagesPerStep must be at least 1 (or -1 for all at once), not \(pages)")
        }
        return Int32(clamping: pages)
    }
}
