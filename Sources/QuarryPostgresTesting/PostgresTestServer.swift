import Foundation
import QuarryPostgres

/// A PostgreSQL server for tests and benchmarks: the one `QUARRY_POSTGRES_URL` names, or a
/// throwaway cluster this process creates in a temporary folder and starts on a Unix socket (no
/// TCP), stopped and removed when the process ends.
///
/// With `QUARRY_POSTGRES_HOSTILE=1` the cluster's test database has hostile settings
/// (`standard_conforming_strings` off, `DateStyle` `SQL, DMY`, `IntervalStyle` `sql_standard`,
/// another time zone, `extra_float_digits` 0, escape `bytea`, an odd `search_path`), which the
/// PostgreSQL core must pin away: `scripts/campaigns/postgres-hostile.sh` runs the suite so.
///
/// The cluster is made once per process, on first use, and shared. When the process runs as root
/// the server runs as the `postgres` user (or `nobody`), because PostgreSQL refuses root.
///
/// ```swift
/// @Suite(.enabled(if: PostgresTestServer.isAvailable, PostgresTestServer.skipComment))
/// struct MyPostgresTests {
///     @Test func roundTrip() throws {
///         let connection = try PostgresTestServer.connect()
///     }
/// }
/// ```
public struct PostgresTestServer: Sendable {
    /// The libpq connection string of the test database.
    public let connectionString: String
    /// Where the server came from: `QUARRY_POSTGRES_URL` or the binaries of the cluster.
    public let origin: String
    /// Whether the test database has the hostile settings of `QUARRY_POSTGRES_HOSTILE` (a
    /// throwaway cluster only: a `QUARRY_POSTGRES_URL` server is used as it is).
    public let isHostile: Bool

    /// The server of this process, started on first use; the error says why there is none.
    public static func shared() throws -> PostgresTestServer {
        try sharedResult.get()
    }

    /// A new connection to the shared server's test database.
    public static func connect(configuration: PostgresConfiguration = PostgresConfiguration()) throws
        -> PostgresConnection
    {
        try PostgresConnection(shared().connectionString, configuration: configuration)
    }

    /// Whether PostgreSQL tests should run: a server is there, or CI is set (where a missing server
    /// must fail the tests, never skip them).
    public static var isAvailable: Bool {
        if case .success = sharedResult { return true }
        return isCI || !binariesMissing
    }

    /// The one line a skipped suite shows.
    public static let skipComment =
        "PostgreSQL tests skipped: install the server and libpq (apt-get install postgresql libpq-dev) or set QUARRY_POSTGRES_URL"

    static var isCI: Bool {
        ProcessInfo.processInfo.environment["CI"].map { ["true", "1", "yes"].contains($0.lowercased()) }
            ?? false
    }

    /// Whether the server could not start because initdb or pg_ctl are not installed.
    static var binariesMissing: Bool {
        if case .failure(let error) = sharedResult, let launch = error as? PostgresClusterError,
            case .binariesNotFound = launch
        {
            return true
        }
        return false
    }

    private static let sharedResult: Result<PostgresTestServer, any Error> = Result {
        if let url = ProcessInfo.processInfo.environment["QUARRY_POSTGRES_URL"], !url.isEmpty {
            return PostgresTestServer(connectionString: url, origin: "QUARRY_POSTGRES_URL", isHostile: false)
        }
        let cluster = try PostgresCluster.start()
        return PostgresTestServer(
            connectionString: cluster.connectionString, origin: cluster.binaries.path,
            isHostile: PostgresCluster.isHostile)
    }
}
