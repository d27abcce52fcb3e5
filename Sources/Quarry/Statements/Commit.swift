/// `COMMIT` (or its synonym `END`): ends the transaction and makes its changes permanent.
public struct Commit: SQLStatement {
    /// Which of SQLite's two spellings is written.
    public enum Spelling: String, Sendable, Hashable, CaseIterable {
        /// `COMMIT`.
        case commit = "COMMIT"
        /// `END`, a synonym of `COMMIT`.
        case end = "END"
    }

    /// The spelling written.
    public let spelling: Spelling

    /// `COMMIT`, or `END` when asked.
    public init(_ spelling: Spelling = .commit) { self.spelling = spelling }

    public func render(into renderer: inout SQLRenderer) {
        renderer.writeTrusted(spelling.rawValue)
    }
}
