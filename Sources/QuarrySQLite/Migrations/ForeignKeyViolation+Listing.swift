extension ForeignKeyViolation {
    /// The violations as one line for an error message: child table, rowid and parent table of
    /// each (the first 20; the count of the rest).
    static func describe(_ violations: [ForeignKeyViolation]) -> String {
        let shown = violations.prefix(20).map { violation in
            let row = violation.rowID.map { "rowid \($0)" } ?? "a WITHOUT ROWID row"
            return "\(violation.table.debugDescription) \(row) refers to a missing row of "
                + "\(violation.parent.debugDescription) (foreign key \(violation.foreignKeyID))"
        }
        let rest = violations.count - shown.count
        return shown.joined(separator: "; ") + (rest > 0 ? "; and \(rest) more" : "")
    }
}
