extension Database {
    /// Checks the database file: its structure (`quick_check` or `integrity_check`, at most
    /// `maxProblems` problems) and its foreign keys (`foreign_key_check`).
    ///
    /// ```swift
    /// let report = try db.checkIntegrity(.quick)
    /// if !report.isSound { print(report) }
    /// ```
    public func checkIntegrity(_ level: IntegrityCheckLevel = .full, maxProblems: Int = 100) throws
        -> IntegrityReport
    {
        var messages =
            switch level {
            case .quick: try quickCheck(maxErrors: maxProblems)
            case .full: try integrityCheck(maxErrors: maxProblems)
            }
        // Like the structure check, the foreign key check reads the tables and can meet the same
        // damage: it becomes a problem of the report rather than an error that loses the report.
        var violations: [ForeignKeyViolation] = []
        do {
            violations = try foreignKeyCheck()
        } catch let error as DatabaseError where error.code == .corrupt || error.code == .notadb {
            messages.append("the foreign key check stopped: \(error.message)")
        }
        return IntegrityReport(
            level: level, problems: messages.map(IntegrityProblem.init(message:)),
            foreignKeyViolations: violations)
    }

    /// The check ``DatabaseConfiguration/integrityCheckAtOpen`` asks for, as an error naming the
    /// file and the first problems.
    func checkIntegrityAtOpen(_ level: IntegrityCheckLevel) throws {
        let report = try checkIntegrity(level, maxProblems: 10)
        guard !report.isSound else { return }
        var error = DatabaseError(
            report.problems.isEmpty ? .constraintForeignkey : .corrupt,
            "the integrity check at open failed for \(location.filename): \(report)")
        error.databaseFile = location.filename
        throw reported(error, .open)
    }
}
