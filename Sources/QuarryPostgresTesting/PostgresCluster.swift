import Foundation
import QuarryPostgres

/// A throwaway PostgreSQL cluster in a temporary folder, listening on a Unix socket only.
///
/// `initdb` with trust authentication and no fsync, `pg_ctl start` with TCP off, then a database
/// for the tests. The server is stopped and the folder removed when the process exits (`atexit`),
/// and by a watcher process if this one dies without exiting (a crash, SIGKILL).
struct PostgresCluster: Sendable {
    let binaries: PostgresBinaries
    let folder: String
    let connectionString: String

    /// The name of the database the tests use.
    static let databaseName = "quarry_tests"
    /// The superuser initdb creates (any name: authentication is trust, on a private socket).
    static let userName = "quarry"

    static func start() throws -> PostgresCluster {
        let binaries = try PostgresBinaries.find()
        let owner = PostgresProcessOwner.current()
        let folder = try makeFolder(owner: owner)
        let data = folder + "/data"
        let socket = folder + "/socket"
        PostgresClusterCleanup.register(pgCtl: binaries.pgCtl, data: data, folder: folder, owner: owner)
        try FileManager.default.createDirectory(atPath: socket, withIntermediateDirectories: false)
        try owner.hand(folder)
        try owner.hand(socket)
        try owner.run(
            binaries.initdb,
            ["-D", data, "-U", userName, "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"],
            step: "initdb")
        let options = "-k \(socket) -c listen_addresses= -F -c fsync=off -c full_page_writes=off"
        try owner.run(
            binaries.pgCtl,
            ["-D", data, "-l", folder + "/server.log", "-w", "-t", "60", "-o", options, "start"],
            step: "pg_ctl start", log: folder + "/server.log")
        let administration = try PostgresConnection("host=\(socket) user=\(userName) dbname=postgres")
        try administration.execute(SQLFragment(unsafeSQL: "CREATE DATABASE \(databaseName)"))
        if isHostile {
            try makeHostile(database: databaseName, socket: socket, administration: administration)
        }
        return PostgresCluster(
            binaries: binaries, folder: folder,
            connectionString: "host=\(socket) user=\(userName) dbname=\(databaseName)")
    }

    /// Whether `QUARRY_POSTGRES_HOSTILE` asks for a test database with hostile settings.
    static var isHostile: Bool { isSet("QUARRY_POSTGRES_HOSTILE") }

    /// Whether the environment variable `name` is `1`, `true` or `yes`.
    static func isSet(_ name: String) -> Bool {
        ProcessInfo.processInfo.environment[name].map { ["1", "true", "yes"].contains($0) } ?? false
    }

    /// The test database's settings under `QUARRY_POSTGRES_HOSTILE`: each one the core pins,
    /// given a value its literals or conversions would misread.
    static let hostileSettings = [
        "standard_conforming_strings = off", "DateStyle = 'SQL, DMY'", "IntervalStyle = 'sql_standard'",
        "TimeZone = 'Pacific/Chatham'", "extra_float_digits = 0", "bytea_output = 'escape'",
        "transform_null_equals = on",
        // Two list items: one quoted item would be the single schema `"quarry hostile", public`.
        #"search_path = '"quarry hostile"', public"#,
    ]

    /// The connection string of another database of the cluster.
    func connectionString(database: String) -> String {
        "host=\(folder)/socket user=\(Self.userName) dbname=\(database)"
    }

    /// Gives `database` the hostile settings (every new session starts with them) and the schema
    /// its search path names first, so unqualified tables land there.
    static func makeHostile(database: String, socket: String, administration: PostgresConnection) throws {
        for setting in hostileSettings {
            try administration.execute(
                SQLFragment(unsafeSQL: "ALTER DATABASE \(database) SET \(setting)"))
        }
        let test = try PostgresConnection("host=\(socket) user=\(userName) dbname=\(database)")
        try test.execute(SQLFragment(unsafeSQL: #"CREATE SCHEMA "quarry hostile""#))
    }

    /// A new folder under the temporary directory, short enough for a socket path (107 bytes).
    private static func makeFolder(owner: PostgresProcessOwner) throws -> String {
        var template = Array("/tmp/quarry-pg-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            throw PostgresClusterError.stepFailed(
                step: "mkdtemp", status: errno, output: "cannot create a folder in /tmp")
        }
        return String(cString: made)
    }
}
