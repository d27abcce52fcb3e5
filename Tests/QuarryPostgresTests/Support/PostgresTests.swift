import QuarryPostgres
import QuarryPostgresTesting
import Testing

/// Every PostgreSQL suite is nested here, so that without a server the whole target is skipped with
/// one line (outside CI; with `CI=true` the tests run and a missing server fails them).
@Suite(.enabled(if: PostgresTestServer.isAvailable, Comment(rawValue: PostgresTestServer.skipComment)))
struct PostgresTests {}

/// A new connection to the test server's database, with a scratch schema of its own for the
/// tables the test creates (``ScratchSchema``) unless `configuration` names a search path.
func connect(_ configuration: PostgresConfiguration = PostgresConfiguration()) throws -> PostgresConnection {
    try ScratchSchema.connect(to: PostgresTestServer.shared().connectionString, configuration: configuration)
}

/// Runs schema text the test owns (trusted: no values in it).
func run(_ sql: String, on connection: PostgresConnection) throws {
    try connection.execute(SQLFragment(unsafeSQL: sql))
}

extension Trait where Self == ConditionTrait {
    /// For a test of what a connection keeps on its own server session (prepared statements,
    /// the statement cache): a session lent per transaction keeps nothing there, as
    /// `TransactionPoolingTests` checks, so under `QUARRY_POSTGRES_PGBOUNCER` the test is skipped.
    static var keepsStatementsOnItsSession: Self {
        .disabled(
            if: (try? PostgresTestServer.shared().isPooled) ?? false,
            "a session lent per transaction (QUARRY_POSTGRES_PGBOUNCER) prepares nothing on the server")
    }
}
