import Foundation
import QuarrySQLite
import Testing

/// `DatabaseQueue.close(onClosed:)` as the pool's: the file can be replaced while nothing is open,
/// calls from the block fail at once, and the queue goes on on the new file.
@Suite struct QueueCloseOnClosedTests {
    static func file(_ path: String, values: [Int]) throws {
        let db = try Database(path: path)
        try db.executeScript("CREATE TABLE t(x INTEGER)")
        for value in values { try db.execute("INSERT INTO t VALUES (\(value))") }
        try db.close()
    }

    static func sum(_ queue: DatabaseQueue) throws -> Int? {
        try queue.inDatabase { db in try db.fetchValue("SELECT sum(x) FROM t", as: Int.self) }
    }

    @Test func theFileIsReplacedWhileClosedAndTheQueueGoesOnWithIt() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("queue.sqlite")
        let replacement = folder.file("replacement.sqlite")
        try Self.file(path, values: [1])
        try Self.file(replacement, values: [7, 8])
        let queue = try DatabaseQueue(path: path)
        #expect(try Self.sum(queue) == 1)
        try queue.close {
            try FileManager.default.removeItem(atPath: path)
            try FileManager.default.copyItem(atPath: replacement, toPath: path)
        }
        #expect(try Self.sum(queue) == 15)
        try queue.write { db in try db.execute("INSERT INTO t VALUES (1)") }
        #expect(try Self.sum(queue) == 16)
    }

    @Test func callsFromTheBlockFailAtOnce() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("queue.sqlite")
        try Self.file(path, values: [1])
        let queue = try DatabaseQueue(path: path)
        let inside = Locked<(any Error)?>(nil)
        try queue.close {
            do { _ = try Self.sum(queue) } catch { inside.value = error }
        }
        #expect((inside.value as? DatabaseError)?.code == .misuse)
        #expect(try Self.sum(queue) == 1)
    }

    @Test func fromInsideAClosureOrInMemoryOrClosedIsRefused() throws {
        let memory = try DatabaseQueue()
        #expect(throws: DatabaseError.self) { try memory.close {} }
        let folder = try TemporaryFolder()
        let path = folder.file("queue.sqlite")
        try Self.file(path, values: [1])
        let queue = try DatabaseQueue(path: path)
        try queue.inDatabase { _ -> Void in
            #expect(throws: DatabaseError.self) { try queue.close {} }
        }
        try queue.close()
        #expect(throws: DatabaseError.self) { try queue.close {} }
        #expect(throws: DatabaseError.self) { try Self.sum(queue) }
    }

    @Test func theInterruptHandleReachesTheReopenedConnection() async throws {
        let folder = try TemporaryFolder()
        let path = folder.file("queue.sqlite")
        try Self.file(path, values: [1])
        let queue = try DatabaseQueue(path: path)
        let before = queue.interruptHandle
        try queue.close {}
        _ = try Self.sum(queue)
        #expect(queue.interruptHandle !== before)
        let running = Task {
            try await queue.inDatabase { db in
                try db.fetchValue(
                    "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c",
                    as: Int.self)
            }
        }
        // Interrupt until the statement has stopped: a bound, not a timing.
        let stopped = Locked(false)
        let interrupter = Task {
            for _ in 0..<6_000 where !stopped.value {
                queue.interruptHandle.interrupt()
                try await Task.sleep(for: .milliseconds(10))
            }
        }
        defer { interrupter.cancel() }
        let error = await #expect(throws: DatabaseError.self) { try await running.value }
        stopped.value = true
        #expect(error?.code == .interrupt)
    }
}
