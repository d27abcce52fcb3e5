import CSQLite

extension Database {
    /// Whether the linked SQLite takes ORDER BY and LIMIT in UPDATE and DELETE
    /// (`SQLITE_ENABLE_UPDATE_DELETE_LIMIT`; Debian's and Ubuntu's builds do).
    static let hasUpdateDeleteLimit = sqlite3_compileoption_used("ENABLE_UPDATE_DELETE_LIMIT") != 0

    /// Refuses a record request whose LIMIT or OFFSET the linked SQLite cannot write in an UPDATE
    /// or DELETE: running it without them would change every row the filter selects.
    func requireUpdateDeleteLimit(for operation: String) throws(QuarryError) {
        guard !Self.hasUpdateDeleteLimit else { return }
        throw QuarryError(
            .invalidStatement,
            "\(operation) of a request with a limit or offset needs an SQLite built with SQLITE_ENABLE_UPDATE_DELETE_LIMIT, which this one is not; filter by key instead"
        )
    }
}
