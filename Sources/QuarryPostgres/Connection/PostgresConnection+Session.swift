import CLibPQ

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension PostgresConnection {
    /// Sets every pinned session setting and reads them back in one round trip; throws `55000`
    /// naming the first that does not hold.
    func pinSession() throws(PostgresError) {
        let sql = sessionSettings.pinningSQL
        try refuseNULInSearchPath(sql)
        let result = try checked(PQexec(handle, sql), RenderedSQL(sql: sql))
        let values: [String?] = (0..<result.columnCount).map { column in
            result.rowCount == 1 && !result.isNull(row: 0, column: column)
                ? String(cString: PQgetvalue(result.handle, 0, Int32(column))) : nil
        }
        if let mismatch = sessionSettings.mismatch(readBack: values) {
            sessionNeedsPinning = true
            throw PostgresError(
                sqlState: PostgresError.SQLState.objectNotInPrerequisiteState,
                message:
                    "the session setting \(mismatch.name) reads \(mismatch.actual.debugDescription) after it was set to \(mismatch.expected.debugDescription); Quarry's literals and value conversions rely on it, so nothing runs (a connection pooler or server configuration may override it)",
                sql: sql)
        }
        sessionNeedsPinning = false
    }

    /// The pinning text, which holds nothing but the pinned values, cannot reach libpq with a NUL:
    /// only a configured search path can hold one.
    func refuseNULInSearchPath(_ pinningSQL: String) throws(PostgresError) {
        guard !pinningSQL.utf8.contains(0) else {
            throw PostgresError(
                sqlState: PostgresError.SQLState.characterNotInRepertoire,
                message: "the configured search path holds a NUL character")
        }
    }

    /// Pins the session again when a statement may have reset it or the server reported a pinned
    /// setting with another value; called before every statement.
    /// A lent session is pinned per transaction instead (``pinTransaction()``).
    func ensureSessionPinned() throws(PostgresError) {
        guard !isSessionLent else { return }
        guard sessionNeedsPinning || !sessionSettings.reportedSettingsHold(on: handle) else { return }
        try pinSession()
    }

    /// What a statement that ran did to the session, by its command tag: `DEALLOCATE` and
    /// `DISCARD ALL` dropped prepared statements; `SET`, `RESET` and `DISCARD` may have changed
    /// a pinned setting (a name the server does not report, such as `extra_float_digits`), so the
    /// session is pinned again at once.
    func noteSessionEffects(of result: PostgresResult) throws(PostgresError) {
        guard let tag = PQcmdStatus(result.handle) else { return }
        func starts(with word: StaticString) -> Bool {
            strncmp(
                tag, UnsafeRawPointer(word.utf8Start).assumingMemoryBound(to: CChar.self),
                word.utf8CodeUnitCount)
                == 0
        }
        if starts(with: "DEALLOCATE") || starts(with: "DISCARD ALL") { forgetPreparedStatements() }
        if starts(with: "SET") || starts(with: "RESET") || starts(with: "DISCARD") {
            sessionNeedsPinning = true
            transactionIsPinned = false
        }
        try ensureSessionPinned()
    }
}
