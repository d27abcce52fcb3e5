import Dispatch
import Foundation
import QuarrySQLite
import Testing

/// Every entry point of a pool called from inside `close(onClosed:)`'s block, from inside another
/// closure while a close waits, from another thread meanwhile, and after the close (issue 27, item
/// 16: a `read` in the block deadlocked, a `write` there reopened the writer while "nothing is
/// open").
@Suite struct PoolCloseTests {
    static func pool(_ folder: TemporaryFolder) throws -> DatabasePool {
        let pool = try DatabasePool(path: folder.file("pool.sqlite"))
        try pool.write { db in
            try db.execute("CREATE TABLE t(x INTEGER)")
            try db.execute("INSERT INTO t VALUES (1)")
        }
        return pool
    }

    static func count(_ db: Database) throws -> Int {
        try db.fetchValue("SELECT count(*) FROM t", as: Int.self) ?? -1
    }

    /// The synchronous entry points, by name.
    static let calls: [(String, @Sendable (DatabasePool) throws -> Void)] = [
        ("read", { pool in _ = try pool.read { db in try Self.count(db) } }),
        ("write", { pool in _ = try pool.write { db in try Self.count(db) } }),
        ("inDatabase", { pool in _ = try pool.inDatabase { db in try Self.count(db) } }),
        (
            "writeWithoutTransaction",
            { pool in _ = try pool.writeWithoutTransaction { db in try Self.count(db) } }
        ),
        ("inTransaction", { pool in _ = try pool.inTransaction(.deferred) { db in try Self.count(db) } }),
        ("checkpoint", { pool in try pool.checkpoint() }),
        ("close", { pool in try pool.close() }),
        ("close(onClosed:)", { pool in try pool.close {} }),
    ]

    /// Runs `body` on a thread and waits at most 20 s for it: a deadlock fails the test instead of
    /// hanging the suite (the stuck thread is left behind).
    static func onThread(_ body: @escaping @Sendable () -> Void) -> Bool {
        let done = DispatchSemaphore(value: 0)
        Thread {
            body()
            done.signal()
        }.start()
        return done.wait(timeout: .now() + 20) == .success
    }

    @Test func everyCallFromInsideTheCloseBlockFailsAtOnce() throws {
        for (name, call) in Self.calls {
            let folder = try TemporaryFolder()
            let pool = try Self.pool(folder)
            let wal = folder.file("pool.sqlite-wal")
            let outcome = Locked<String>("not called")
            let returned = Self.onThread {
                do {
                    try pool.close {
                        do {
                            try call(pool)
                            outcome.value = "returned"
                        } catch let error as DatabaseError {
                            outcome.value = "\(error.code): \(error.message)"
                        } catch {
                            outcome.value = "\(error)"
                        }
                        // Nothing was opened again meanwhile.
                        if FileManager.default.fileExists(atPath: wal) { outcome.value += " (reopened)" }
                    }
                } catch {
                    outcome.value = "close threw \(error)"
                }
            }
            #expect(returned, "\(name) inside close's block deadlocked")
            guard returned else { continue }
            #expect(
                outcome.value
                    == "\(ResultCode.misuse): cannot use a DatabasePool inside its close(onClosed:) block: "
                    + "nothing is open until the block returns", "\(name)")
            // The pool goes on after the close.
            #expect(try pool.read { db in try Self.count(db) } == 1, "\(name)")
        }
    }

    @Test func everyCallAfterCloseFails() async throws {
        let folder = try TemporaryFolder()
        let pool = try Self.pool(folder)
        try pool.close()
        for (name, call) in Self.calls where !name.hasPrefix("close") {
            let error = #expect(throws: DatabaseError.self, "\(name)") { try call(pool) }
            #expect(error?.message == "the DatabasePool is closed", "\(name)")
        }
        await #expect(throws: DatabaseError.self) { try await pool.read { db in try Self.count(db) } }
        await #expect(throws: DatabaseError.self) { try await pool.write { db in try Self.count(db) } }
        await #expect(throws: DatabaseError.self) { try await pool.inDatabase { db in try Self.count(db) } }
        // Closing again does nothing; a reopening close of a closed pool fails without its block.
        try pool.close()
        let ran = Locked(false)
        #expect(throws: DatabaseError.self) { try pool.close { ran.value = true } }
        #expect(ran.value == false)
        pool.releaseMemory()
        #expect(pool.readerCount == 0)
        #expect(!FileManager.default.fileExists(atPath: folder.file("pool.sqlite-wal")))
    }

    /// Calls from other threads while the block runs wait for it, then run on the reopened pool.
    @Test func callsFromOtherThreadsWaitForTheBlock() throws {
        let folder = try TemporaryFolder()
        let pool = try Self.pool(folder)
        let inBlock = Locked(false)
        let seen = Locked<[String]>([])
        let group = DispatchGroup()
        try pool.close {
            inBlock.value = true
            for (name, call) in Self.calls.prefix(6) {
                group.enter()
                Thread {
                    defer { group.leave() }
                    do {
                        try call(pool)
                        seen.withLock { $0.append(inBlock.value ? "\(name) ran in the block" : name) }
                    } catch {
                        seen.withLock { $0.append("\(name): \(error)") }
                    }
                }.start()
            }
            // Gives the threads time to reach the pool; none may get in before the block ends.
            Thread.sleep(forTimeInterval: 0.1)
            inBlock.value = false
        }
        #expect(group.wait(timeout: .now() + 20) == .success)
        #expect(seen.value.sorted() == Self.calls.prefix(6).map(\.0).sorted())
    }

    /// A closure running when a close starts may still call the pool (the close waits for it); a
    /// write nested in the read is refused there as anywhere.
    @Test func aClosureRunningWhenACloseStartsMayStillCallThePool() throws {
        let folder = try TemporaryFolder()
        let pool = try Self.pool(folder)
        let reading = DispatchSemaphore(value: 0)
        let closing = DispatchSemaphore(value: 0)
        let seen = Locked<[Int]>([])
        let done = DispatchSemaphore(value: 0)
        Thread {
            do {
                try pool.read { db in
                    reading.signal()
                    closing.wait()
                    let nested = try pool.read { db in try Self.count(db) }
                    let refused = #expect(throws: DatabaseError.self) {
                        try pool.write { db in try db.execute("INSERT INTO t VALUES (2)") }
                    }
                    let checkpoint = try pool.checkpoint()
                    seen.value = [
                        nested, Int(refused?.code.rawValue ?? 0), checkpoint.isBusy ? 1 : 0,
                        try Self.count(db),
                    ]
                }
            } catch {
                seen.value = [-1]
            }
            done.signal()
        }.start()
        reading.wait()
        let closed = DispatchSemaphore(value: 0)
        Thread {
            try? pool.close()
            closed.signal()
        }.start()
        // The close is under way (or about to be) and waits for the read.
        Thread.sleep(forTimeInterval: 0.05)
        closing.signal()
        #expect(done.wait(timeout: .now() + 20) == .success)
        #expect(closed.wait(timeout: .now() + 20) == .success)
        #expect(seen.value == [1, Int(ResultCode.readonly.rawValue), 0, 1])
    }
}
