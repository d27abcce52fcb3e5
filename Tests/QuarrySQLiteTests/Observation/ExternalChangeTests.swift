import Foundation
import QuarrySQLite
import Testing

/// Changes made by a connection the pool or queue did not open (another process, in the field)
/// are seen only through `observeExternalChanges(every:)`, which polls `PRAGMA data_version`.
@Suite struct ExternalChangeTests {
    static let count = ValueObservation.tracking { db in
        try db.fetchValue("SELECT count(*) FROM t", as: Int.self) ?? -1
    }

    static func insertElsewhere(_ path: String) throws {
        let other = try Database(path: path)
        try other.execute("INSERT INTO t(v) VALUES (1)")
        try other.close()
    }

    @Test func aPoolSeesAnotherConnectionsCommitWhenPolling() async throws {
        let folder = try TemporaryFolder()
        let path = folder.file("shared.sqlite")
        let pool = try DatabasePool(path: path)
        try await pool.write { db in try db.execute("CREATE TABLE t(v INTEGER)") }
        // A second pool on the file, which does not poll: the control.
        let unpolled = try DatabasePool(path: path)
        let observed = ObservedValues<Int>()
        let control = ObservedValues<Int>()
        let observation = Self.count.start(in: pool, onError: observed.onError, onChange: observed.onChange)
        let controlObservation = Self.count.start(
            in: unpolled, onError: control.onError, onChange: control.onChange)
        #expect(await observed.wait { $0 == [0] })
        #expect(await control.wait { $0 == [0] })
        let polling = pool.observeExternalChanges(every: .milliseconds(10))
        try Self.insertElsewhere(path)
        #expect(await observed.wait { $0.last == 1 })
        try Self.insertElsewhere(path)
        #expect(await observed.wait { $0.last == 2 })
        // Without polling, nothing told the other pool.
        #expect(control.values.value == [0])
        polling.cancel()
        observation.cancel()
        controlObservation.cancel()
    }

    /// The `sqlite3` shell, a tool Quarry did not write, in another process (CI installs it).
    static let shell = ["/usr/bin/sqlite3", "/usr/local/bin/sqlite3", "/opt/homebrew/bin/sqlite3"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Runs `sql` in the `sqlite3` shell on `path`, in a child process; its exit status.
    static func runInShell(_ sql: String, on path: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(
            fileURLWithPath: try #require(shell, "the sqlite3 shell is not installed"))
        process.arguments = ["-bail", path, sql]
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// A child process writes (in WAL mode, as the pool set the file) while a pool and a queue
    /// observe: each sees every commit, with its rows, once polling runs; a REPLACE and a
    /// transaction of two tables in the shell too.
    @Test func changesFromAnotherProcessAreDelivered() async throws {
        let folder = try TemporaryFolder()
        let path = folder.file("shared.sqlite")
        let pool = try DatabasePool(path: path)
        try await pool.write { db in
            try db.execute("CREATE TABLE t(id INTEGER PRIMARY KEY, v TEXT UNIQUE)")
            try db.execute("CREATE TABLE u(id INTEGER PRIMARY KEY)")
        }
        let queue = try DatabaseQueue(path: path)
        let rows = ValueObservation.tracking { db in
            try db.fetchAll("SELECT v FROM t ORDER BY id", as: String.self)
        }
        let fromPool = ObservedValues<[String]>()
        let fromQueue = ObservedValues<[String]>()
        let observations = [
            rows.start(in: pool, onError: fromPool.onError, onChange: fromPool.onChange),
            rows.start(in: queue, onError: fromQueue.onError, onChange: fromQueue.onChange),
        ]
        #expect(await fromPool.wait { $0 == [[]] })
        #expect(await fromQueue.wait { $0 == [[]] })
        let polling = [
            pool.observeExternalChanges(every: .milliseconds(5)),
            queue.observeExternalChanges(every: .milliseconds(5)),
        ]
        #expect(try Self.runInShell("INSERT INTO t(v) VALUES ('a'), ('b');", on: path) == 0)
        #expect(await fromPool.wait(seconds: 30) { $0.last == ["a", "b"] })
        #expect(await fromQueue.wait(seconds: 30) { $0.last == ["a", "b"] })
        #expect(
            try Self.runInShell(
                "BEGIN; INSERT OR REPLACE INTO t(id, v) VALUES (9, 'a'); INSERT INTO u DEFAULT VALUES; COMMIT;",
                on: path) == 0)
        #expect(await fromPool.wait(seconds: 30) { $0.last == ["b", "a"] })
        #expect(await fromQueue.wait(seconds: 30) { $0.last == ["b", "a"] })
        #expect(fromPool.error.value == nil && fromQueue.error.value == nil)
        for cancellable in polling + observations { cancellable.cancel() }
    }

    @Test func aQueueStreamGetsAnIncompleteTransaction() async throws {
        let folder = try TemporaryFolder()
        let path = folder.file("shared.sqlite")
        let queue = try DatabaseQueue(path: path)
        try await queue.write { db in try db.execute("CREATE TABLE t(v INTEGER)") }
        var changes = try queue.committedChanges().makeAsyncIterator()
        let polling = queue.observeExternalChanges(every: .milliseconds(10))
        try Self.insertElsewhere(path)
        #expect(await changes.next() == CommittedChanges(changes: [], isComplete: false))
        polling.cancel()
    }
}
