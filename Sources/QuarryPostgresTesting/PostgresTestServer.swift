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
/// With `QUARRY_POSTGRES_PGBOUNCER=1` the test database is reached through pgbouncer in
/// transaction pooling mode (``pooledConnectionString(database:)``) and ``connect(configuration:)``
/// says so in the configuration (``PostgresPooling/transaction``):
/// `scripts/campaigns/postgres-pgbouncer.sh` runs the suite so.
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
    /// Whether ``connectionString`` goes through pgbouncer in transaction pooling mode
    /// (`QUARRY_POSTGRES_PGBOUNCER`).
    public let isPooled: Bool
    /// The throwaway cluster, `nil` for a `QUARRY_POSTGRES_URL` server.
    let cluster: PostgresCluster?
    /// The pooler `QUARRY_POSTGRES_PGBOUNCER` started, if it did.
    let bouncer: PostgresBouncer?

    /// The server of this process, started on first use; the error says why there is none.
    public static func shared() throws -> PostgresTestServer {
        try sharedResult.get()
    }

    /// A new connection to the shared server's test database (with ``PostgresPooling/transaction``
    /// when it is reached through the pooler).
    public static func connect(configuration: PostgresConfiguration = PostgresConfiguration()) throws
        -> PostgresConnection
    {
        let server = try shared()
        var configuration = configuration
        if server.isPooled { configuration.pooling = .transaction }
        return try PostgresConnection(server.connectionString, configuration: configuration)
    }

    /// The connection string of `database` through pgbouncer in transaction pooling mode, started
    /// in front of the throwaway cluster on first use: two server sessions per database, shared by
    /// every client, handed out per transaction. Its own database, `quarry_lent`, has hostile
    /// settings (`standard_conforming_strings` off, `extra_float_digits` 0, escape `bytea`, …),
    /// which every server session starts with.
    public static func pooledConnectionString(database: String = "quarry_lent") throws -> String {
        try sharedPooler.get().connectionString(database)
    }

    /// The connection string of `database` on the throwaway cluster itself, never through the
    /// pooler (what a test compares a pooled connection with); created first when it does not
    /// exist. Throws for a `QUARRY_POSTGRES_URL` server, whose other databases are not this
    /// process's to make.
    public static func directConnectionString(database: String) throws -> String {
        guard let cluster = try shared().cluster else {
            throw PostgresClusterError.stepFailed(
                step: "direct connection", status: 0,
                output:
                    "another database is made on the throwaway cluster only, and QUARRY_POSTGRES_URL names a server"
            )
        }
        // The pooler's own database is made, with its settings, when the pooler starts.
        if database == PostgresBouncer.databaseName { _ = try sharedPooler.get() }
        let administration = try PostgresConnection(cluster.connectionString(database: "postgres"))
        let exists = try administration.fetchOne(
            SQLFragment("SELECT 1 FROM pg_catalog.pg_database WHERE datname = \(database)")
        ) { _ in true }
        if exists == nil {
            do {
                try administration.execute(
                    SQLFragment(unsafeSQL: "CREATE DATABASE \(SQLIdentifier(database))"))
            } catch let error as PostgresError where error.sqlState == "42P04" {
                // duplicate_database: another test made it between the check and here.
            }
        }
        return cluster.connectionString(database: database)
    }

    /// How many server sessions the pooler shares among its clients, per database.
    public static var pooledServerSessions: Int { PostgresBouncer.serverSessions }

    /// Whether pooler tests should run: pgbouncer is installed beside a throwaway cluster, or CI
    /// is set (where a missing pooler fails them).
    public static var isPoolerAvailable: Bool {
        isCI
            || (PostgresBouncer.executable() != nil
                && ProcessInfo.processInfo.environment["QUARRY_POSTGRES_URL"] ?? "" == "")
    }

    /// The one line a skipped pooler suite shows.
    public static let poolerSkipComment =
        "pgbouncer tests skipped: install pgbouncer (apt-get install pgbouncer); they need the throwaway cluster, not QUARRY_POSTGRES_URL"

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
            return PostgresTestServer(
                connectionString: url, origin: "QUARRY_POSTGRES_URL", isHostile: false, isPooled: false,
                cluster: nil, bouncer: nil)
        }
        let cluster = try PostgresCluster.start()
        if PostgresCluster.isSet("QUARRY_POSTGRES_PGBOUNCER") {
            let pooler = try PostgresBouncer.start(in: cluster)
            return PostgresTestServer(
                connectionString: pooler.connectionString(PostgresCluster.databaseName),
                origin: cluster.binaries.path + " through pgbouncer", isHostile: PostgresCluster.isHostile,
                isPooled: true, cluster: cluster, bouncer: pooler)
        }
        return PostgresTestServer(
            connectionString: cluster.connectionString, origin: cluster.binaries.path,
            isHostile: PostgresCluster.isHostile, isPooled: false, cluster: cluster, bouncer: nil)
    }

    private static let sharedPooler: Result<PostgresBouncer, any Error> = Result {
        let server = try shared()
        if let bouncer = server.bouncer { return bouncer }
        guard let cluster = server.cluster else {
            throw PostgresClusterError.stepFailed(
                step: "pgbouncer", status: 0,
                output:
                    "the pooler runs in front of the throwaway cluster only, and QUARRY_POSTGRES_URL names a server"
            )
        }
        return try PostgresBouncer.start(in: cluster)
    }
}
