import CLibPQ

extension PostgresConnection {
    /// Runs one rendered statement and returns its result (rows or a command tag), or throws the
    /// server's error. The single entry point of every public call.
    func run(_ rendered: RenderedSQL, cached: Bool = true) throws(PostgresError) -> PostgresResult {
        try checkBeforeRunning(rendered.sql)
        notices.statement = rendered
        defer { notices.statement = nil }
        let result = try send(rendered, cached: cached)
        try checkAfterRunning(rendered.sql, result)
        return result
    }

    /// Sends one statement, through the cache unless `cached` is false or the cache is off, or
    /// the session is lent per transaction (``PostgresPooling/transaction``), where nothing is
    /// prepared.
    private func send(_ rendered: RenderedSQL, cached: Bool) throws(PostgresError) -> PostgresResult {
        let sql = rendered.sql
        try parameters.fill(rendered.arguments, sql: sql)
        if isSessionLent {
            try refuseNUL(in: sql)
            return try checked(executeLent(sql), rendered)
        }
        guard cached, cache.capacity > 0 else {
            try refuseNUL(in: sql)
            return try checked(executeUnprepared(sql), rendered)
        }
        let key = PostgresStatementCache.Key(sql: sql, types: parameters.types)
        do {
            return try checked(executeCached(key), rendered)
        } catch  where error.isStalePlan {
            // The schema changed under the cached statement: prepare it again. Outside a
            // transaction nothing was done, so the statement runs again at once.
            if let stale = cache.remove(key) { deallocate(stale) }
            guard !isInTransaction else { throw error }
            return try checked(executeCached(key), rendered)
        } catch  where error.isMissingPreparedStatement {
            // `DEALLOCATE ALL` or `DISCARD ALL` (what connection poolers send) dropped the
            // server's statements, so this one did not run: every cached name is forgotten, and
            // outside a transaction the statement is prepared again and run once more.
            forgetPreparedStatements()
            guard !isInTransaction else { throw error }
            try ensureSessionPinned()
            return try checked(executeCached(key), rendered)
        }
    }

    /// Forgets every statement prepared on the server, which a `DEALLOCATE ALL` or `DISCARD ALL`
    /// dropped: the cache empties and ``PostgresPreparedStatement``s prepare themselves again.
    ///
    /// `DISCARD ALL` also resets the session's settings, some of which the server does not report,
    /// so the session is pinned again before the next statement.
    func forgetPreparedStatements() {
        cache.removeAll()
        statementGeneration &+= 1
        sessionNeedsPinning = true
    }

    /// `PQexecPrepared` on the cached statement for `key`, preparing it first when needed.
    private func executeCached(_ key: PostgresStatementCache.Key) throws(PostgresError) -> OpaquePointer? {
        let name: String
        if let cached = cache.name(for: key) {
            name = cached
        } else {
            name = cache.nextName()
            try prepare(name: name, sql: key.sql.string, types: key.types)
            if let evicted = cache.insert(key, name: name) { deallocate(evicted) }
        }
        return try executePrepared(name: name)
    }

    /// `PQprepare`: the statement parsed and kept on the server under `name`.
    func prepare(name: String, sql: String, types: [UInt32]) throws(PostgresError) {
        try refuseNUL(in: sql)
        let prepared = types.withUnsafeBufferPointer { types in
            PQprepare(handle, name, sql, Int32(types.count), types.baseAddress)
        }
        _ = try checked(prepared, RenderedSQL(sql: sql))
    }

    /// `PQexecPrepared` of the statement `name` with the filled ``parameters``.
    func executePrepared(name: String) throws(PostgresError) -> OpaquePointer? {
        let count = Int32(parameters.count)
        return try parameters.withArrays { values, lengths, formats throws(PostgresError) in
            PQexecPrepared(handle, name, count, values, lengths, formats, 0)
        }
    }

    /// `PQexecParams`: parsed, planned and run in one call.
    func executeUnprepared(_ sql: String) throws(PostgresError) -> OpaquePointer? {
        let count = Int32(parameters.count)
        let types = parameters.types
        return try parameters.withArrays { values, lengths, formats throws(PostgresError) in
            types.withUnsafeBufferPointer { types in
                PQexecParams(handle, sql, count, types.baseAddress, values, lengths, formats, 0)
            }
        }
    }

    /// libpq reads SQL as a C string: text after a NUL would be silently cut off.
    func refuseNUL(in sql: String) throws(PostgresError) {
        guard !sql.utf8.contains(0) else {
            throw PostgresError(
                sqlState: PostgresError.SQLState.characterNotInRepertoire,
                message: "the SQL text holds a NUL character", sql: sql)
        }
    }

    /// The result when it succeeded, else the error it carries (the result is cleared).
    func checked(_ handle: OpaquePointer?, _ rendered: RenderedSQL) throws(PostgresError) -> PostgresResult {
        guard let handle else { throw connectionFailure(sql: rendered.sql) }
        let status = PQresultStatus(handle)
        guard status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK else {
            defer { PQclear(handle) }
            throw error(from: handle, rendered)
        }
        return PostgresResult(handle: handle, sql: rendered.sql)
    }

    /// The server's error in `result`, its values withheld unless the connection opted in.
    func error(from result: OpaquePointer, _ rendered: RenderedSQL) -> PostgresError {
        func field(_ code: UInt8) -> String? {
            PQresultErrorField(result, Int32(code)).map { String(cString: $0) }
        }
        guard let sqlState = field(UInt8(ascii: "C")) else { return connectionFailure(sql: rendered.sql) }
        let includeArguments = configuration.errorsIncludeArguments
        func shown(_ text: String?) -> String? {
            guard let text else { return nil }
            return includeArguments
                ? text : PostgresValueRedaction.redacting(text, arguments: rendered.arguments)
        }
        var error = PostgresError(
            sqlState: sqlState, message: shown(field(UInt8(ascii: "M"))) ?? "unknown error",
            detail: shown(field(UInt8(ascii: "D"))), hint: shown(field(UInt8(ascii: "H"))),
            position: field(UInt8(ascii: "P")).flatMap { Int($0) }, sql: rendered.sql)
        if includeArguments { error.arguments = rendered.arguments }
        return error
    }

    /// The error for a call libpq could not make (the connection is broken).
    func connectionFailure(sql: String?) -> PostgresError {
        PostgresError(
            sqlState: PostgresError.SQLState.connectionDoesNotExist, message: Self.connectionMessage(handle),
            sql: sql)
    }

    /// Runs text the core owns with the simple protocol (several statements allowed, no
    /// parameters): session settings and transaction control.
    func runInternal(_ sql: String) throws(PostgresError) {
        _ = try checked(PQexec(handle, sql), RenderedSQL(sql: sql))
    }

    /// Drops a prepared statement the cache let go of. A failure only leaves a statement on the
    /// server until the connection closes, whose name is never used again.
    func deallocate(_ name: String) {
        if let result = PQexec(handle, "DEALLOCATE \(name)") { PQclear(result) }
    }
}
