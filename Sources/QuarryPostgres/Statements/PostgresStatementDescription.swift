import CLibPQ

/// What the server reports of a statement it prepared (`PQdescribePrepared`): the type it settled
/// on for each of `$1, $2, …` and the number of result columns.
///
/// Internal, for the tests: the golden cases check with it that the server counts as many
/// parameters as Quarry binds arguments, and which types it inferred. No public API needs it yet.
struct PostgresStatementDescription: Equatable {
    /// The type OID of each parameter, in order (`PQparamtype`).
    let parameterTypes: [Oid]
    /// The number of columns a run returns (`PQnfields`; 0 for a statement without rows).
    let columnCount: Int
}

extension PostgresConnection {
    /// Prepares `rendered` with the parameter types its arguments would be sent as, describes it
    /// and deallocates it; nothing is run. The server's errors (an unknown function, a type it
    /// cannot infer) are thrown as from a run.
    ///
    /// On a session a pooler lends per transaction the three steps run in a transaction of their
    /// own, pinned as a run's is: outside one, each could reach another server session (the
    /// describe would not find the statement, or another client's of the same name), and the
    /// statement would be parsed under that session's settings.
    func describe(_ rendered: RenderedSQL) throws(PostgresError) -> PostgresStatementDescription {
        guard isSessionLent else { return try describeOnSession(rendered) }
        guard !isInTransaction else {
            if !transactionIsPinned { try pinTransaction() }
            return try describeOnSession(rendered)
        }
        _ = try checked(PQexec(handle, "BEGIN"), RenderedSQL(sql: "BEGIN"))
        defer {
            PQclear(PQexec(handle, "ROLLBACK"))
            transactionIsPinned = false
        }
        try pinTransaction()
        return try describeOnSession(rendered)
    }

    /// Prepares, describes and deallocates `rendered` on the session as it is.
    private func describeOnSession(_ rendered: RenderedSQL) throws(PostgresError)
        -> PostgresStatementDescription
    {
        try parameters.fill(rendered.arguments, sql: rendered.sql)
        let name = cache.nextName()
        try prepare(name: name, sql: rendered.sql, types: parameters.types)
        defer { deallocate(name) }
        let result = try checked(PQdescribePrepared(handle, name), rendered)
        let types = (0..<PQnparams(result.handle)).map { PQparamtype(result.handle, $0) }
        return PostgresStatementDescription(parameterTypes: types, columnCount: result.columnCount)
    }
}
