/// What an integrity check found: problems in the file's structure and rows that break a foreign
/// key. A sound database has neither.
public struct IntegrityReport: Sendable, Hashable, CustomStringConvertible {
    /// How thoroughly the structure was checked.
    public let level: IntegrityCheckLevel
    /// The structural problems, in SQLite's order; empty when the structure is sound.
    public let problems: [IntegrityProblem]
    /// The rows whose foreign keys point at no parent (`PRAGMA foreign_key_check`).
    public let foreignKeyViolations: [ForeignKeyViolation]

    /// Whether nothing was found.
    public var isSound: Bool { problems.isEmpty && foreignKeyViolations.isEmpty }

    public var description: String {
        if isSound { return "sound (\(level == .quick ? "quick" : "full") check)" }
        var lines = problems.map(\.message)
        lines += foreignKeyViolations.map { violation in
            "row \(violation.rowID.map(String.init) ?? "(without rowid)") of \(violation.table) "
                + "refers to a missing row of \(violation.parent)"
        }
        return lines.joined(separator: "\n")
    }
}
