/// Why a throwaway PostgreSQL cluster could not start.
public enum PostgresClusterError: Error, Sendable, CustomStringConvertible {
    /// `initdb` and `pg_ctl` are on neither the `PATH` nor `/usr/lib/postgresql/*/bin`.
    case binariesNotFound
    /// `pgbouncer` is on neither the `PATH` nor `/usr/sbin`.
    case poolerNotFound
    /// A step failed: the command, its exit status and the end of its output or log.
    case stepFailed(step: String, status: Int32, output: String)

    /// What went wrong and what to do.
    public var description: String {
        switch self {
        case .binariesNotFound:
            return
                "PostgreSQL's initdb and pg_ctl were not found on the PATH or in /usr/lib/postgresql/*/bin; "
                + "install the server (apt-get install postgresql libpq-dev) or set QUARRY_POSTGRES_URL"
        case .poolerNotFound:
            return
                "pgbouncer was not found on the PATH or in /usr/sbin; install it (apt-get install pgbouncer)"
        case .stepFailed(let step, let status, let output):
            return "\(step) failed with status \(status): \(output)"
        }
    }
}
