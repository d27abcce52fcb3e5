import Foundation

/// Stops the throwaway server and removes its folder when the process ends.
///
/// Two ways, because a test process can die without exiting: an `atexit` handler for a normal
/// exit, and a detached shell that polls this process's id and does the same once it is gone
/// (a crash, SIGKILL). Whichever comes second finds nothing left to do.
enum PostgresClusterCleanup {
    /// The shell command that stops the server and removes the folder (paths made by this
    /// process: `/tmp/quarry-pg-XXXXXX`, no characters the shell would read).
    nonisolated(unsafe) private static var command: String?

    static func register(pgCtl: String, data: String, folder: String, owner: PostgresProcessOwner) {
        let stop = owner.commandLine(pgCtl, ["-D", data, "-m", "immediate", "-w", "stop"]).joined(
            separator: " ")
        // pgbouncer, when a test started it, writes its process id beside the server's data; KILL,
        // since one outlived a TERM sent while its clients were still connected.
        let pooler = "[ -f \(folder)/pgbouncer.pid ] && kill -KILL $(cat \(folder)/pgbouncer.pid)"
        let cleanup = "\(pooler) >/dev/null 2>&1; \(stop) >/dev/null 2>&1; rm -rf \(folder)"
        command = cleanup
        atexit {
            if let command = PostgresClusterCleanup.command { _ = system(command) }
        }
        let watcher =
            "(while kill -0 \(getpid()) 2>/dev/null; do sleep 1; done; \(cleanup)) </dev/null >/dev/null 2>&1 &"
        _ = system(watcher)
    }
}
