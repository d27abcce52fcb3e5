import Foundation

/// The folder holding a PostgreSQL installation's `initdb`, `pg_ctl` and `postgres`.
struct PostgresBinaries: Sendable {
    let path: String

    var initdb: String { path + "/initdb" }
    var pgCtl: String { path + "/pg_ctl" }

    /// The folder `QUARRY_POSTGRES_BIN` names when set, else the first folder of the `PATH` with
    /// both `initdb` and `pg_ctl`, else Debian's `/usr/lib/postgresql/<version>/bin` of the newest
    /// version.
    static func find() throws(PostgresClusterError) -> PostgresBinaries {
        let fileManager = FileManager.default
        func hasBoth(_ folder: String) -> Bool {
            fileManager.isExecutableFile(atPath: folder + "/initdb")
                && fileManager.isExecutableFile(atPath: folder + "/pg_ctl")
        }
        if let chosen = ProcessInfo.processInfo.environment["QUARRY_POSTGRES_BIN"], !chosen.isEmpty {
            guard hasBoth(chosen) else { throw .binariesNotFound }
            return PostgresBinaries(path: chosen)
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":").map(String.init) where hasBoth(folder) {
            return PostgresBinaries(path: folder)
        }
        let versions = (try? fileManager.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
        let newestFirst = versions.sorted { (Int($0) ?? 0) > (Int($1) ?? 0) }
        for version in newestFirst where hasBoth("/usr/lib/postgresql/\(version)/bin") {
            return PostgresBinaries(path: "/usr/lib/postgresql/\(version)/bin")
        }
        throw .binariesNotFound
    }
}
