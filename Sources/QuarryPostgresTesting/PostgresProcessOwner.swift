import Foundation

/// Who runs the server's commands: this process's user, or, when that is root (which PostgreSQL
/// refuses), the `postgres` user, or `nobody` where there is none.
struct PostgresProcessOwner: Sendable {
    /// The user to switch to, `nil` when the commands run as this process's user.
    let user: (name: String, uid: uid_t, gid: gid_t)?

    static func current() -> PostgresProcessOwner {
        guard geteuid() == 0 else { return PostgresProcessOwner(user: nil) }
        for name in ["postgres", "nobody"] {
            if let entry = getpwnam(name) {
                return PostgresProcessOwner(user: (name, entry.pointee.pw_uid, entry.pointee.pw_gid))
            }
        }
        return PostgresProcessOwner(user: nil)
    }

    /// Gives `path` to the user the commands run as.
    func hand(_ path: String) throws {
        guard let user else { return }
        guard chown(path, user.uid, user.gid) == 0 else {
            throw PostgresClusterError.stepFailed(
                step: "chown \(path) to \(user.name)", status: errno, output: String(cString: strerror(errno))
            )
        }
    }

    /// The command line that runs `executable` with `arguments` as the owner.
    func commandLine(_ executable: String, _ arguments: [String]) -> [String] {
        guard let user else { return [executable] + arguments }
        return [Self.runuser, "-u", user.name, "--", executable] + arguments
    }

    /// `runuser` from util-linux, in `/usr/sbin` or `/sbin`.
    static let runuser =
        ["/usr/sbin/runuser", "/sbin/runuser"].first { FileManager.default.isExecutableFile(atPath: $0) }
        ?? "runuser"

    /// Runs a command as the owner and waits; its output goes to a file beside it (a pipe could be
    /// held open by the server it starts), which a failure quotes, with the end of `log`.
    ///
    /// `posix_spawn` and `waitpid`, not Foundation's `Process`: its `waitUntilExit` never returned
    /// for `pg_ctl start` under the test runner (the child stayed a zombie).
    func run(_ executable: String, _ arguments: [String], step: String, log: String? = nil) throws {
        let line = commandLine(executable, arguments)
        let outputPath =
            NSTemporaryDirectory()
            + "quarry-pg-\(getpid())-\(step.replacingOccurrences(of: " ", with: "-")).out"
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        let status = try Self.spawnAndWait(line, outputPath: outputPath, step: step)
        guard status == 0 else {
            var text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
            if let log, let logText = try? String(contentsOfFile: log, encoding: .utf8) {
                text += "\nserver log:\n" + logText.suffix(2000)
            }
            throw PostgresClusterError.stepFailed(
                step: step, status: status, output: String(text.suffix(4000)))
        }
    }

    /// Starts `line` with stdin from /dev/null and stdout and stderr into `outputPath`, and returns
    /// its exit status.
    private static func spawnAndWait(_ line: [String], outputPath: String, step: String) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = line.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, line[0], &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw PostgresClusterError.stepFailed(
                step: step, status: spawned,
                output: "cannot start \(line[0]): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else {
                throw PostgresClusterError.stepFailed(step: step, status: errno, output: "waitpid failed")
            }
        }
        // WIFEXITED / WEXITSTATUS, which Swift does not import (macros).
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
