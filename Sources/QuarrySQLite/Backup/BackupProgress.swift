/// How far an online backup has come, handed to its progress closure after every step.
///
/// The page counts are the source's at the time of the step: a write to the source during the
/// backup can change them, and a write through another connection starts the copy over. Until a
/// step has read the source (the first steps found it locked), the progress is 1 page of 1 left.
public struct BackupProgress: Sendable, Hashable {
    /// Pages still to copy.
    public let remainingPages: Int
    /// Pages in the source database.
    public let totalPages: Int

    /// Pages copied so far.
    public var copiedPages: Int { totalPages - remainingPages }

    /// The copied share, from 0 to 1.
    public var fraction: Double {
        totalPages == 0 ? 1 : Double(copiedPages) / Double(totalPages)
    }

    /// Whether every page is copied.
    public var isComplete: Bool { remainingPages == 0 }
}
