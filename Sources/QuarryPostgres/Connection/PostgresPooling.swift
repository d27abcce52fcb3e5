/// Whose server session a connection talks to: its own from connect to close, or one that a
/// connection pooler lends it for each transaction.
///
/// Behind pgbouncer with `pool_mode = transaction`, two statements of one connection can run on
/// two server sessions, and a setting or a prepared statement one client left on a session is
/// there when the next client gets it. Say so with ``transaction``: the core then relies on
/// nothing a session keeps.
public enum PostgresPooling: Sendable, Equatable {
    /// The session is the connection's own from connect to close: a direct connection, or a pooler
    /// in session mode. Statements are prepared once and cached, and the settings are pinned on
    /// the session at connect (and again after a statement that may have reset them).
    case session

    /// A pooler lends a server session for one transaction at a time (pgbouncer's
    /// `pool_mode = transaction`). Statements are sent unprepared (`PQexecParams`, parsed each
    /// time; the statement cache and ``PostgresPreparedStatement`` prepare nothing on the server),
    /// and the pinned settings are set for every transaction (`set_config(…, true)`): a statement
    /// outside a transaction is sent with them in one pipeline (one round trip, one implicit
    /// transaction), a transaction sets them when it begins. The search path is among them: the
    /// configured one, or the database's or role's (what `RESET` gives, not another client's
    /// `SET`), with `pg_temp` last, so that another client's TEMP table never stands in for a
    /// table of the same name.
    case transaction
}
