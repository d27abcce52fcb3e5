import Dispatch
import QuarrySQLite
import Testing

@Suite struct DatabaseQueueTests {
    @Test func serializesTasksOnOneConnection() async throws {
        let folder = try TemporaryFolder()
        var configuration = DatabaseConfiguration()
        configuration.onOpen { db in try db.execute(Pragma.synchronous(.off)) }
        let queue = try DatabaseQueue(path: folder.file("queue.sqlite"), configuration: configuration)
        try await queue.inDatabase { db in try db.execute(Message.create) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for row in 0..<10 {
                        try await queue.inTransaction { db in
                            try db.execute(
                                "INSERT INTO message(content, createTime) VALUES (\("t\(task)"), \(row))")
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        let count = try await queue.inDatabase { db in
            try db.fetchValue("SELECT count(*) FROM message", as: Int.self)
        }
        #expect(count == 80)
    }

    @Test func synchronousCallsFromThreadsAndNestedCalls() throws {
        let queue = try DatabaseQueue()
        try queue.inDatabase { db in try db.execute(Message.create) }
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            try? queue.inTransaction { db in
                try db.execute("INSERT INTO message(content, createTime) VALUES (\("s\(index)"), 0)")
            }
        }
        let nested = try queue.inDatabase { _ in
            try queue.inDatabase { db in try db.fetchValue("SELECT count(*) FROM message", as: Int.self) }
        }
        #expect(nested == 8)
    }

    @Test func aThrowRollsBackAndCloseEndsTheQueue() throws {
        struct Failure: Error {}
        let queue = try DatabaseQueue()
        try queue.inDatabase { db in try db.execute(Message.create) }
        #expect(throws: Failure.self) {
            try queue.inTransaction { db in
                try db.execute("INSERT INTO message(createTime) VALUES (1)")
                throw Failure()
            }
        }
        #expect(
            try queue.inDatabase { db in try db.fetchValue("SELECT count(*) FROM message", as: Int.self) }
                == 0)
        try queue.close()
        #expect(throws: DatabaseError.self) { try queue.inDatabase { db in try db.execute("SELECT 1") } }
    }
}
