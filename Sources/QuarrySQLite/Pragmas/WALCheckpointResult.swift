/// What `PRAGMA wal_checkpoint` reports.
public struct WALCheckpointResult: Sendable, Hashable, RowDecodable {
    /// Whether a lock kept the checkpoint from finishing (`SQLITE_BUSY`).
    public var isBusy: Bool
    /// Frames in the WAL file (-1 when the database is not in WAL mode).
    public var logFrames: Int
    /// Frames copied into the database (-1 when the database is not in WAL mode).
    public var checkpointedFrames: Int

    /// A result from its three numbers.
    public init(isBusy: Bool, logFrames: Int, checkpointedFrames: Int) {
        self.isBusy = isBusy
        self.logFrames = logFrames
        self.checkpointedFrames = checkpointedFrames
    }

    /// Reads `busy, log, checkpointed`.
    public init(row: borrowing Row) throws {
        isBusy = try row[0]
        logFrames = try row[1]
        checkpointedFrames = try row[2]
    }
}
