import CSQLite

/// The SQL of every statement that started on a connection while an observation's fetch ran,
/// each once, told by SQLite's trace callback (`SQLITE_TRACE_STMT`).
///
/// Learning the statements at run time rather than at prepare time is what makes cached
/// statements work: a statement the cache prepared before the observation started is not prepared
/// again, but it still starts, and its region is then learned from its SQL.
final class StatementRecorder {
    private(set) var statements: [String] = []
    private var seen: Set<ExactText> = []

    func record(_ statement: OpaquePointer) {
        guard let text = sqlite3_sql(statement) else { return }
        let sql = String(cString: text)
        guard seen.insert(ExactText(sql)).inserted else { return }
        statements.append(sql)
    }

    /// Adds the statements another recorder saw (a fetch nested in this one).
    func merge(_ other: StatementRecorder) {
        for sql in other.statements where seen.insert(ExactText(sql)).inserted { statements.append(sql) }
    }
}
