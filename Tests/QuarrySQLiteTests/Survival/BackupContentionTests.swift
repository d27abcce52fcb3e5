import Dispatch
import Foundation
import Quarry
import QuarrySQLite
import Testing

/// Backups while other connections lock or write the source: they back off, finish, and stop at
/// the caller's limit (issue 27, item 17).
@Suite struct BackupContentionTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    /// Another connection commits after every step, so every step restarts SQLite's copy; the
    /// backup copies the rest at once after a few restarts, and the copy holds exactly the commits
    /// made before its last step.
    @Test(arguments: [Pragma.JournalMode.delete, .wal])
    func aBackupThatEveryWriteRestartsFinishes(journalMode: Pragma.JournalMode) throws {
        let path = folder.file("source.sqlite")
        try Counter.create(at: path, journalMode: journalMode)
        let other = try Database(path: path)
        let queue = try DatabaseQueue(path: path)
        var steps = 0
        struct NeverFinished: Error {}
        try queue.backup(toFile: folder.file("copy.sqlite"), pagesPerStep: 4) { progress in
            steps += 1
            if steps > 2000 { throw NeverFinished() }
            if !progress.isComplete { try Counter.commit(in: other) }
        }
        #expect(steps < 20)
        let copy = try Database(path: folder.file("copy.sqlite"))
        #expect(try copy.checkIntegrity().isSound)
        #expect(try Counter.value(in: copy) == steps - 1)
    }

    /// The source is locked by another connection for longer than the destination waits; with no
    /// busy timeout on the source, SQLite answers each step at once, and the backup must pause
    /// between them instead of spinning.
    @Test func aLockedSourceIsRetriedWithBackOffUntilTheBusyTimeout() throws {
        let path = folder.file("source.sqlite")
        try Counter.create(at: path, journalMode: .delete)
        var impatient = DatabaseConfiguration()
        impatient.busyTimeout = .zero
        let source = try Database(path: path, configuration: impatient)
        let locker = try Database(path: path)
        try locker.execute("BEGIN EXCLUSIVE")
        var patient = DatabaseConfiguration()
        patient.busyTimeout = .milliseconds(400)
        let destination = try Database(location: .inMemory, configuration: patient)
        var steps = 0
        let started = ContinuousClock.now
        let error = #expect(throws: DatabaseError.self) {
            try source.backup(to: destination, pagesPerStep: 4) { _ in steps += 1 }
        }
        let elapsed = ContinuousClock.now - started
        #expect(error?.code == .busy)
        #expect(error?.message.contains("busy timeout") == true)
        // 1, 2, 4 … 50 ms pauses: about 15 steps in 0.4 s (without them, hundreds of thousands).
        #expect(steps <= 40)
        // The upper bound only says it stopped (a loaded machine stretched 0.4 s past 2 s).
        #expect(elapsed >= .milliseconds(400) && elapsed < .seconds(30))
        try locker.execute("ROLLBACK")
        try source.backup(to: destination)
        #expect(try Counter.value(in: destination) == 0)
    }

    /// A lock released while the backup waits: the backup goes on after its pause and finishes.
    @Test func aBackupWaitsOutALockThatIsReleased() throws {
        let path = folder.file("source.sqlite")
        try Counter.create(at: path, journalMode: .delete)
        var impatient = DatabaseConfiguration()
        impatient.busyTimeout = .zero
        let queue = try DatabaseQueue(path: path, configuration: impatient)
        let locker = try Database(path: path)
        try locker.execute("BEGIN EXCLUSIVE")
        let released = DispatchSemaphore(value: 0)
        let lockerBox = UncheckedBox(locker)
        // A thread of its own: under the whole suite Dispatch's global threads were all busy, and
        // the release came after the backup's 5 s patience.
        Thread {
            Thread.sleep(forTimeInterval: 0.15)
            try? lockerBox.value.execute("COMMIT")
            released.signal()
        }.start()
        var steps = 0
        let start = ContinuousClock.now
        try queue.backup(toFile: folder.file("copy.sqlite"), pagesPerStep: 8) { _ in steps += 1 }
        released.wait()
        // Pauses of 1, 2, 4 … 50 ms: a few steps per 50 ms of waiting, however late a loaded
        // machine released the lock (without the pauses, hundreds of thousands).
        let waited = (ContinuousClock.now - start) / .milliseconds(1)
        #expect(Double(steps) < 20 + waited / 25)
        #expect(try Counter.value(in: Database(path: folder.file("copy.sqlite"))) == 0)
    }

    /// A writer on its own thread commits every 2 ms for as long as the backup runs (at most 20 s);
    /// the backup must finish while it still writes, at a bounded number of steps, and copy a
    /// consistent state.
    @Test(arguments: [Pragma.JournalMode.delete, .wal])
    func aBackupFinishesWhileAnotherConnectionCommitsEveryFewMilliseconds(
        journalMode: Pragma.JournalMode
    ) throws {
        let path = folder.file("source.sqlite")
        try Counter.create(at: path, journalMode: journalMode, rows: 1500)
        let queue = try DatabaseQueue(path: path)
        let writer = Writer()
        let writerStopped = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            defer { writerStopped.signal() }
            guard let other = try? Database(path: path) else { return }
            let deadline = ContinuousClock.now + .seconds(20)
            while ContinuousClock.now < deadline, !writer.isStopped {
                if (try? Counter.commit(in: other)) != nil { writer.countCommit() }
                Thread.sleep(forTimeInterval: 0.002)
            }
            writer.stop()
        }
        // Let the writer start before the copy does.
        while writer.commits < 3 { Thread.sleep(forTimeInterval: 0.001) }
        var steps = 0
        try queue.backup(toFile: folder.file("copy.sqlite"), pagesPerStep: 5) { _ in steps += 1 }
        let stillWriting = !writer.stop()
        writerStopped.wait()
        #expect(stillWriting)
        #expect(steps < 10_000)
        let copy = try Database(path: folder.file("copy.sqlite"))
        #expect(try copy.checkIntegrity().isSound)
        let copied = try Counter.value(in: copy)
        #expect(copied >= 3 && copied <= writer.commits)
    }

    /// Limits that never copy at once stop at their time limit with an error that says what to use
    /// instead, and remove the file; limits that copy at once from the start copy in one step.
    @Test func theCallerBoundsTheBackup() throws {
        let path = folder.file("source.sqlite")
        try Counter.create(at: path, journalMode: .wal)
        let other = try Database(path: path)
        let queue = try DatabaseQueue(path: path)
        let copy = folder.file("copy.sqlite")
        let patient = BackupLimits(restartsBeforeCopyingAtOnce: nil, timeLimit: .milliseconds(200))
        let started = ContinuousClock.now
        let error = #expect(throws: DatabaseError.self) {
            try queue.backup(toFile: copy, pagesPerStep: 4, limits: patient) { _ in
                try Counter.commit(in: other)
            }
        }
        // Unbounded, the backup restarts forever against the commits; the bound says it stopped.
        #expect(ContinuousClock.now - started < .seconds(30))
        #expect(error?.code == .busy)
        let message = error?.message ?? ""
        #expect(message.contains("time limit") && message.contains("vacuum(into:)"))
        #expect(message.contains("pool.close"))
        #expect(!FileManager.default.fileExists(atPath: copy))

        var steps = 0
        let atOnce = BackupLimits(restartsBeforeCopyingAtOnce: 0)
        try queue.backup(toFile: copy, pagesPerStep: 4, limits: atOnce) { _ in steps += 1 }
        #expect(steps == 1)

        let unbounded = #expect(throws: DatabaseError.self) {
            try queue.backup(
                to: Database.inMemory(), limits: BackupLimits(restartsBeforeCopyingAtOnce: nil))
        }
        #expect(unbounded?.message.contains("needs a timeLimit") == true)
        #expect(throws: DatabaseError.self) {
            try queue.backup(to: Database.inMemory(), limits: BackupLimits(restartsBeforeCopyingAtOnce: -1))
        }
    }

    /// SQLite refuses every step while the source connection is in its own write transaction; the
    /// backup says so at once instead of retrying until the busy timeout.
    @Test func aBackupInsideTheSourcesWriteTransactionFailsAtOnce() throws {
        let path = folder.file("source.sqlite")
        try Counter.create(at: path, journalMode: .delete)
        // A busy timeout far above the bound: a backup that retried until it would take minutes.
        var patient = DatabaseConfiguration()
        patient.busyTimeout = .seconds(120)
        let db = try Database(path: path, configuration: patient)
        let started = ContinuousClock.now
        try db.inTransaction(.immediate) { db in
            try Counter.commit(in: db)
            let error = #expect(throws: DatabaseError.self) { try db.backup(to: Database.inMemory()) }
            #expect(error?.message.contains("inside a write transaction") == true)
        }
        #expect(ContinuousClock.now - started < .seconds(60))
    }

    /// The `async` form backs off and copies at once the same way.
    @Test func anAsyncBackupThatEveryWriteRestartsFinishes() async throws {
        let path = folder.file("source.sqlite")
        try Counter.create(at: path, journalMode: .wal)
        let other = try DatabaseQueue(path: path)
        let queue = try DatabaseQueue(path: path)
        let steps = Steps()
        try await queue.backup(toFile: folder.file("copy.sqlite"), pagesPerStep: 4) { progress in
            if steps.count() > 2000 { throw CancellationError() }
            if !progress.isComplete { try other.inDatabase { db in try Counter.commit(in: db) } }
        }
        #expect(steps.value < 20)
        #expect(try Counter.value(in: Database(path: folder.file("copy.sqlite"))) == steps.value - 1)
    }
}

/// A writer thread's commit count, and whether it has stopped.
private final class Writer: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false
    private var count = 0

    var isStopped: Bool { lock.withLock { stopped } }
    var commits: Int { lock.withLock { count } }
    func countCommit() { lock.withLock { count += 1 } }

    /// Stops the writer; returns whether it had stopped already.
    @discardableResult func stop() -> Bool {
        lock.withLock {
            defer { stopped = true }
            return stopped
        }
    }
}

/// Steps counted from a `@Sendable` progress closure.
private final class Steps: @unchecked Sendable {
    private let lock = NSLock()
    private var steps = 0

    /// Counts one more step and returns the count.
    func count() -> Int {
        lock.withLock {
            steps += 1
            return steps
        }
    }

    var value: Int { lock.withLock { steps } }
}

/// A counter that every commit increments, and filler rows that spread the database over many
/// pages so that a backup takes many steps.
private enum Counter {
    static func create(at path: String, journalMode: Pragma.JournalMode, rows: Int = 300) throws {
        let db = try Database(path: path)
        try db.setPragma(.journalMode, to: journalMode)
        try db.inTransaction { db in
            try db.execute("CREATE TABLE counter(id INTEGER PRIMARY KEY, n INTEGER NOT NULL)")
            try db.execute("INSERT INTO counter VALUES (1, 0)")
            try db.execute("CREATE TABLE filler(id INTEGER PRIMARY KEY, body BLOB NOT NULL)")
            try db.execute(
                """
                WITH RECURSIVE i(id) AS (SELECT 1 UNION ALL SELECT id + 1 FROM i WHERE id < \(rows))
                INSERT INTO filler SELECT id, randomblob(600) FROM i
                """)
        }
        try db.close()
    }

    /// Increments the counter and rewrites a filler row, in one transaction.
    static func commit(in db: Database) throws {
        try db.inTransaction(.immediate) { db in
            try db.execute("UPDATE counter SET n = n + 1")
            try db.execute(
                "UPDATE filler SET body = randomblob(600) WHERE id = (SELECT n FROM counter) % 300 + 1")
        }
    }

    static func value(in db: Database) throws -> Int {
        try db.fetchValue("SELECT n FROM counter", as: Int.self) ?? -1
    }
}
