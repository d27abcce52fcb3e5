/// A notice or warning the server sent while a statement ran (`RAISE NOTICE`, "table … does not
/// exist, skipping", a `WARNING`), as ``PostgresConfiguration/onNotice(_:)`` reports it.
///
/// Its texts have the statement's values withheld, as errors have, unless the connection opted in
/// with ``PostgresConfiguration/errorsIncludeArguments``; since a notice may print a value
/// anywhere (`RAISE NOTICE 'saw %', password`), every occurrence of an argument's text is
/// withheld too.
public struct PostgresNotice: Sendable, Hashable {
    /// `NOTICE`, `WARNING`, `INFO`, `LOG` or `DEBUG` (never translated).
    public let severity: String
    /// The five-character SQLSTATE (`00000` for a plain notice, `01000` for a warning).
    public let sqlState: String
    /// The server's primary message.
    public let message: String
    /// The server's detail line, when it sent one.
    public let detail: String?
    /// The server's hint, when it sent one.
    public let hint: String?
    /// The SQL that was running (placeholders, never values), when the core knows it.
    public let sql: String?
}
