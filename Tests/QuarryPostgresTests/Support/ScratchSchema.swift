import Foundation
import QuarryPostgres
import QuarryPostgresTesting
import Synchronization

/// A schema of its own for each test connection, first on its search path: the tables a test
/// creates live there, private to the test as a TEMP table would be, and seen on every server
/// session, which a TEMP table is not behind a pooler that lends a session per transaction
/// (`QUARRY_POSTGRES_PGBOUNCER`: the next statement may run on the other session).
///
/// A throwaway cluster's scratch schemas go with its folder; those made on a `QUARRY_POSTGRES_URL`
/// server are dropped when the process exits, so that a developer's server keeps nothing.
enum ScratchSchema {
    /// A new connection to `connectionString` with ``configuration(_:in:withScratchSchema:)``.
    static func connect(
        to connectionString: String, configuration: PostgresConfiguration = PostgresConfiguration(),
        withScratchSchema: Bool = true
    ) throws -> PostgresConnection {
        try PostgresConnection(
            connectionString,
            configuration: Self.configuration(
                configuration, in: connectionString, withScratchSchema: withScratchSchema))
    }

    /// `configuration` with a search path of a new scratch schema and `public`, unless it names a
    /// search path of its own (then it is kept, and the test owns where its tables go) or
    /// `withScratchSchema` is false (a test that creates nothing and needs the server's own search
    /// path); and with ``PostgresPooling/transaction`` when the test server is reached through
    /// the pooler.
    static func configuration(
        _ configuration: PostgresConfiguration = PostgresConfiguration(), in connectionString: String,
        withScratchSchema: Bool = true
    ) throws -> PostgresConfiguration {
        var configuration = configuration
        if try PostgresTestServer.shared().isPooled { configuration.pooling = .transaction }
        if withScratchSchema, configuration.searchPath == nil {
            configuration.searchPath = [
                try create(in: connectionString, pooling: configuration.pooling), "public",
            ]
        }
        return configuration
    }

    /// Makes a schema no other connection uses and returns its name (ASCII letters, digits and
    /// underscores).
    private static func create(in connectionString: String, pooling: PostgresPooling) throws -> String {
        let name = "quarry_scratch_\(getpid())_\(counter.wrappingAdd(1, ordering: .relaxed).newValue)"
        let setup = try PostgresConnection(
            connectionString, configuration: PostgresConfiguration(pooling: pooling))
        try setup.execute(SQLFragment(unsafeSQL: "CREATE SCHEMA \(name)"))
        if try PostgresTestServer.shared().origin == "QUARRY_POSTGRES_URL" {
            register(name, in: connectionString, pooling: pooling)
        }
        return name
    }

    private static let counter = Atomic<Int>(0)

    /// The scratch schemas to drop at exit, with where they are.
    private static let made = Mutex<[(schema: String, connectionString: String, pooling: PostgresPooling)]>([]
    )

    private static func register(_ schema: String, in connectionString: String, pooling: PostgresPooling) {
        let isFirst = made.withLock { made in
            made.append((schema, connectionString, pooling))
            return made.count == 1
        }
        if isFirst { atexit { ScratchSchema.dropAll() } }
    }

    /// Drops every registered schema; best effort, since the server may be gone by then.
    private static func dropAll() {
        let schemas = made.withLock { made in made }
        for (schema, connectionString, pooling) in schemas {
            let connection = try? PostgresConnection(
                connectionString, configuration: PostgresConfiguration(pooling: pooling))
            _ = try? connection?.execute(SQLFragment(unsafeSQL: "DROP SCHEMA \(schema) CASCADE"))
        }
    }
}
