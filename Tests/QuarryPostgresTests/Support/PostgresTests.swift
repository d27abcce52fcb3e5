import QuarryPostgres
import QuarryPostgresTesting
import Testing

/// Every PostgreSQL suite is nested here, so that without a server the whole target is skipped with
/// one line (outside CI; with `CI=true` the tests run and a missing server fails them).
@Suite(.enabled(if: PostgresTestServer.isAvailable, Comment(rawValue: PostgresTestServer.skipComment)))
struct PostgresTests {}

/// A new connection to the test server's database.
func connect(_ configuration: PostgresConfiguration = PostgresConfiguration()) throws -> PostgresConnection {
    try PostgresTestServer.connect(configuration: configuration)
}

/// Runs schema text the test owns (trusted: no values in it).
func run(_ sql: String, on connection: PostgresConnection) throws {
    try connection.execute(SQLFragment(unsafeSQL: sql))
}
