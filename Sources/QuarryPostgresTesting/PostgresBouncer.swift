import Foundation
import QuarryPostgres

/// pgbouncer in transaction pooling mode in front of the throwaway cluster: a Unix socket in the
/// cluster's socket folder (port 6432, no TCP), trust authentication, and two server sessions per
/// database and user, so that three clients already share them.
///
/// Its database, `quarry_lent`, has the hostile settings of `QUARRY_POSTGRES_HOSTILE` whatever the
/// cluster's test database has: a setting a connection relies on and does not set for each
/// transaction reads wrong there.
struct PostgresBouncer: Sendable {
    /// The database the pooler's tests use (any name reaches the cluster through the pooler).
    static let databaseName = "quarry_lent"
    /// The server sessions pgbouncer keeps per database and user.
    static let serverSessions = 2

    /// The connection string of `database` through the pooler.
    let connectionString: @Sendable (_ database: String) -> String

    /// `pgbouncer` on the `PATH`, else Debian's `/usr/sbin/pgbouncer`.
    static func executable() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/usr/sbin", "/usr/bin"]
        return folders.map { $0 + "/pgbouncer" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func start(in cluster: PostgresCluster) throws -> PostgresBouncer {
        guard let executable = executable() else { throw PostgresClusterError.poolerNotFound }
        let owner = PostgresProcessOwner.current()
        let socket = cluster.folder + "/socket"
        let configuration = cluster.folder + "/pgbouncer.ini"
        let users = cluster.folder + "/pgbouncer-users.txt"
        let text = """
            [databases]
            * = host=\(socket)
            [pgbouncer]
            listen_addr =
            listen_port = 6432
            unix_socket_dir = \(socket)
            auth_type = trust
            auth_file = \(users)
            pool_mode = transaction
            default_pool_size = \(serverSessions)
            max_client_conn = 500
            logfile = \(cluster.folder)/pgbouncer.log
            pidfile = \(cluster.folder)/pgbouncer.pid

            """
        try text.write(toFile: configuration, atomically: false, encoding: .utf8)
        try "\"\(PostgresCluster.userName)\" \"\"\n".write(toFile: users, atomically: false, encoding: .utf8)
        try owner.hand(configuration)
        try owner.hand(users)
        try owner.run(
            executable, ["-d", configuration], step: "pgbouncer", log: cluster.folder + "/pgbouncer.log")
        let direct = try PostgresConnection(cluster.connectionString(database: "postgres"))
        try direct.execute(SQLFragment(unsafeSQL: "CREATE DATABASE \(databaseName)"))
        try PostgresCluster.makeHostile(database: databaseName, socket: socket, administration: direct)
        let user = PostgresCluster.userName
        return PostgresBouncer { database in "host=\(socket) port=6432 user=\(user) dbname=\(database)" }
    }
}
