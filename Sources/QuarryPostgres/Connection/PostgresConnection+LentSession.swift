import CLibPQ

extension PostgresConnection {
    /// Whether a pooler lends the server session per transaction (``PostgresPooling/transaction``).
    var isSessionLent: Bool {
        // A pattern, not `==`: beside Quarry's operators `pooling == .transaction` took 76 ms to
        // type-check.
        if case .transaction = configuration.pooling { return true }
        return false
    }

    /// Sets the pinned settings for the open transaction: on a lent session, once per
    /// transaction, before its first statement. A setting that does not hold fails the statement
    /// (and so aborts the transaction) before anything else of the transaction runs.
    func pinTransaction() throws(PostgresError) {
        // The text holds no NUL: the connection refused a search path with one when it opened.
        let sql = sessionSettings.transactionPinningSQL
        do {
            _ = try checked(PQexec(handle, sql), RenderedSQL(sql: sql))
        } catch {
            throw pinningFailure(error, sql: sql)
        }
        transactionIsPinned = true
    }

    /// Runs the statement whose arguments ``parameters`` holds on a lent session, unprepared: in
    /// the open transaction (pinned first if it is not yet), or, outside one, in one pipeline
    /// after the pinning statement, so that both run in one implicit transaction on one server
    /// session and in one round trip.
    func executeLent(_ sql: String) throws(PostgresError) -> OpaquePointer? {
        if isInTransaction {
            if !transactionIsPinned { try pinTransaction() }
            return try executeUnprepared(sql)
        }
        return try executePinnedInPipeline(sql)
    }

    /// `rendered` on a lent session, its arguments filled as ``PostgresPreparedStatement`` binds
    /// them (`booleans` marks Swift `Bool`s): what such a statement runs instead of its server
    /// statement.
    func sendLent(_ rendered: RenderedSQL, booleans: [Bool]) throws(PostgresError) -> PostgresResult {
        try parameters.fill(rendered.arguments, sql: rendered.sql, booleans: booleans)
        try refuseNUL(in: rendered.sql)
        return try checked(executeLent(rendered.sql), rendered)
    }

    /// `PQsendQueryParams` of the pinning statement and of `sql` in pipeline mode, then one sync:
    /// the statement's result, or the first error. A `BEGIN` among them opens a transaction whose
    /// settings are already pinned.
    private func executePinnedInPipeline(_ sql: String) throws(PostgresError) -> OpaquePointer? {
        let pins = sessionSettings.transactionPinningSQL
        guard PQenterPipelineMode(handle) == 1 else { throw connectionFailure(sql: sql) }
        let count = Int32(parameters.count)
        let types = parameters.types
        let sent = try parameters.withArrays { values, lengths, formats throws(PostgresError) -> Bool in
            types.withUnsafeBufferPointer { types in
                PQsendQueryParams(handle, pins, 0, nil, nil, nil, nil, 0) == 1
                    && PQsendQueryParams(handle, sql, count, types.baseAddress, values, lengths, formats, 0)
                        == 1
                    && PQpipelineSync(handle) == 1
            }
        }
        let pinResult = sent ? resultOfPipelinedQuery() : nil
        let statementResult = sent ? resultOfPipelinedQuery() : nil
        let synced = sent && awaitPipelineSync()
        PQexitPipelineMode(handle)
        transactionIsPinned = isInTransaction
        guard synced, let pinResult else {
            if let pinResult { PQclear(pinResult) }
            if let statementResult { PQclear(statementResult) }
            throw connectionFailure(sql: sql)
        }
        do {
            _ = try checked(pinResult, RenderedSQL(sql: pins))
        } catch {
            if let statementResult { PQclear(statementResult) }
            throw pinningFailure(error, sql: pins)
        }
        if let statementResult, Self.isRefusedInPipeline(statementResult) {
            PQclear(statementResult)
            return try executeAlone(sql)
        }
        return statementResult
    }

    /// Whether the server refused the statement because it cannot run in a transaction, as a
    /// pipeline is one (`CREATE DATABASE`, `VACUUM`, `CREATE INDEX CONCURRENTLY`): refused before
    /// it ran.
    private static func isRefusedInPipeline(_ result: OpaquePointer) -> Bool {
        guard PQresultStatus(result) == PGRES_FATAL_ERROR,
            let state = PQresultErrorField(result, Int32(UInt8(ascii: "C"))),
            let message = PQresultErrorField(result, Int32(UInt8(ascii: "M")))
        else { return false }
        return String(cString: state) == PostgresError.SQLState.activeSQLTransaction
            && String(cString: message).hasSuffix("cannot be executed within a pipeline")
    }

    /// A statement that cannot run in a transaction, sent on its own: without the pinned settings,
    /// so only when none of them can change what it does. A backslash in its text would read
    /// otherwise with `standard_conforming_strings` off, and a configured search path is not the
    /// server session's; either one makes it an error that says where to run it.
    private func executeAlone(_ sql: String) throws(PostgresError) -> OpaquePointer? {
        guard !sql.utf8.contains(UInt8(ascii: "\\")), configuration.searchPath == nil else {
            throw PostgresError(
                sqlState: PostgresError.SQLState.activeSQLTransaction,
                message:
                    "this statement cannot run in a transaction, and on a session a pooler lends per transaction Quarry pins its settings in one; alone, its \(configuration.searchPath == nil ? "backslash" : "unqualified names") could read otherwise on the pooler's session: run it on a direct connection (pooling: .session)",
                sql: sql)
        }
        return try executeUnprepared(sql)
    }

    /// The result of the next query of the pipeline, and the end of its results read past.
    private func resultOfPipelinedQuery() -> OpaquePointer? {
        let result = PQgetResult(handle)
        if result != nil {
            // A query's results end with a null; a bounded read in case libpq gives more.
            var extra = 0
            while extra < 16, let more = PQgetResult(handle) {
                PQclear(more)
                extra += 1
            }
        }
        return result
    }

    /// Reads up to the pipeline's sync point; false when the connection broke first.
    private func awaitPipelineSync() -> Bool {
        for _ in 0..<16 {
            guard let result = PQgetResult(handle) else { return false }
            let status = PQresultStatus(result)
            PQclear(result)
            if status == PGRES_PIPELINE_SYNC { return true }
        }
        return false
    }

    /// The pinning statement's failure, as the core reports a setting that does not hold (`55000`)
    /// when the statement's own guard raised it, else the server's error as it came.
    private func pinningFailure(_ error: PostgresError, sql: String) -> PostgresError {
        // The guard's text is a value, withheld from the message unless the configuration lets
        // values into errors; the pinning statement has no other integer to misread.
        guard
            error.sqlState == PostgresError.SQLState.invalidTextRepresentation
                || error.message.contains(PostgresSessionSettings.pinGuardText)
        else { return error }
        return PostgresError(
            sqlState: PostgresError.SQLState.objectNotInPrerequisiteState,
            message:
                "a session setting Quarry pins for every transaction of a lent session does not read back as set; Quarry's literals and value conversions rely on it, so nothing ran",
            sql: sql)
    }
}
