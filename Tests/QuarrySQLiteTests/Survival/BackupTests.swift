import Dispatch
import Foundation
import QuarrySQLite
import Testing

/// Online backup, restore and `VACUUM INTO` on real files, including backups taken while writers
/// commit.
@Suite struct BackupTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    @Test func aBackupFileHoldsTheSameDatabase() throws {
        let source = folder.file("source.sqlite")
        try DamageFixture.make(at: source, items: 300)
        let db = try Database(path: source)
        try db.backup(toFile: folder.file("copy.sqlite"))
        #expect(try DamageFixture.itemIDs(in: folder.file("copy.sqlite")).ids == Array(1...300))
        let copy = try Database(path: folder.file("copy.sqlite"))
        #expect(try copy.checkIntegrity().isSound)
        #expect(try copy.pragma(.userVersion) == 7)
    }

    @Test func progressComesAfterEveryStep() throws {
        let db = try Database(path: folder.file("source.sqlite"))
        try DamageFixture.make(at: folder.file("source.sqlite"), items: 200)
        var steps: [BackupProgress] = []
        try db.backup(toFile: folder.file("copy.sqlite"), pagesPerStep: 5) { steps.append($0) }
        let pages = try db.pragma(.pageCount)
        #expect(steps.count == (pages + 4) / 5)
        #expect(steps.map(\.copiedPages) == steps.map(\.copiedPages).sorted())
        #expect(steps.last?.isComplete == true && steps.last?.totalPages == pages)
        #expect(steps.dropLast().allSatisfy { !$0.isComplete })
    }

    @Test func throwingFromProgressLeavesTheDestinationAsItWas() throws {
        try DamageFixture.make(at: folder.file("source.sqlite"), items: 200)
        let db = try Database(path: folder.file("source.sqlite"))
        let destination = try Database.inMemory()
        try destination.execute("CREATE TABLE keep(x)")
        try destination.execute("INSERT INTO keep VALUES (1)")
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try db.backup(to: destination, pagesPerStep: 1) { if $0.copiedPages == 3 { throw Stop() } }
        }
        #expect(try destination.fetchValue("SELECT count(*) FROM keep", as: Int.self) == 1)
        #expect(throws: Stop.self) {
            try db.backup(toFile: folder.file("stopped.sqlite"), pagesPerStep: 1) { _ in throw Stop() }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file("stopped.sqlite")))
    }

    @Test func aDestinationWithDataIsRefused() throws {
        try DamageFixture.make(at: folder.file("a.sqlite"), items: 10)
        try DamageFixture.make(at: folder.file("b.sqlite"), items: 20)
        let error = #expect(throws: DatabaseError.self) {
            try Database(path: folder.file("a.sqlite")).backup(toFile: folder.file("b.sqlite"))
        }
        #expect(error?.message.contains("already exists and is not empty") == true)
        #expect(try DamageFixture.itemIDs(in: folder.file("b.sqlite")).ids.count == 20)
        #expect(throws: DatabaseError.self) {
            try Database.inMemory().backup(toFile: folder.file("c.sqlite"), pagesPerStep: 0)
        }
    }

    /// A queue's backup takes the connection one step at a time; transfers committed between steps
    /// go into the copy, which must be a consistent database whose balances still add up.
    @Test func aQueueBackupIsConsistentWhileTransfersCommit() throws {
        let queue = try DatabaseQueue(path: folder.file("bank.sqlite"))
        try Bank.create(in: queue)
        let done = DispatchSemaphore(value: 0)
        let transfers = UncheckedBox(0)
        DispatchQueue.global().async {
            defer { done.signal() }
            for round in 0..<300 { if (try? Bank.transfer(round, in: queue)) != nil { transfers.value += 1 } }
        }
        var steps = 0
        try queue.backup(toFile: folder.file("copy.sqlite"), pagesPerStep: 1) { _ in steps += 1 }
        done.wait()
        #expect(transfers.value == 300)
        #expect(steps > 10)
        let copy = try Database(path: folder.file("copy.sqlite"))
        #expect(try copy.checkIntegrity().isSound)
        #expect(try Bank.total(in: copy) == Bank.total)
    }

    /// A write through another connection restarts SQLite's copy; the result is still consistent.
    @Test func aBackupIsConsistentWhileAnotherConnectionWrites() throws {
        let path = folder.file("bank.sqlite")
        let queue = try DatabaseQueue(path: path)
        try Bank.create(in: queue)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            defer { done.signal() }
            guard let other = try? DatabaseQueue(path: path) else { return }
            for round in 0..<100 { try? Bank.transfer(round, in: other) }
        }
        try queue.backup(toFile: folder.file("copy.sqlite"), pagesPerStep: 2)
        done.wait()
        let copy = try Database(path: folder.file("copy.sqlite"))
        #expect(try copy.checkIntegrity().isSound)
        #expect(try Bank.total(in: copy) == Bank.total)
    }

    /// A pool backs up from its writer, so its own writes between steps go into the copy as they
    /// commit, while its readers go on.
    @Test func aPoolBackupIsConsistentWhileItsWriterCommits() throws {
        let pool = try DatabasePool(path: folder.file("bank.sqlite"))
        try Bank.create(in: pool)
        let done = DispatchSemaphore(value: 0)
        let transfers = UncheckedBox(0)
        DispatchQueue.global().async {
            defer { done.signal() }
            for round in 0..<200 { if (try? Bank.transfer(round, in: pool)) != nil { transfers.value += 1 } }
        }
        try pool.backup(toFile: folder.file("copy.sqlite"), pagesPerStep: 1) { _ in
            #expect((try? pool.read { db in try Bank.total(in: db) }) == Bank.total)
        }
        done.wait()
        #expect(transfers.value == 200)
        let copy = try Database(path: folder.file("copy.sqlite"))
        #expect(try copy.checkIntegrity().isSound)
        #expect(try Bank.total(in: copy) == Bank.total)
    }

    /// The safe way to copy the file itself: inside `close(onClosed:)`, when no connection is open
    /// and the WAL is checkpointed away, a plain file copy is a consistent database.
    @Test func aFileCopiedWhileThePoolIsClosedIsConsistent() throws {
        let path = folder.file("bank.sqlite")
        let pool = try DatabasePool(path: path)
        try Bank.create(in: pool)
        try Bank.transfer(1, in: pool)
        try pool.close {
            try FileManager.default.copyItem(atPath: path, toPath: folder.file("copy.sqlite"))
        }
        let copy = try Database(path: folder.file("copy.sqlite"))
        #expect(try copy.checkIntegrity().isSound)
        #expect(try Bank.total(in: copy) == Bank.total)
        #expect(try copy.fetchValue("SELECT balance FROM account WHERE id = 2", as: Int.self) == 2)
        // The pool opens again on its next use.
        #expect(try pool.read { db in try Bank.total(in: db) } == Bank.total)
    }

    @Test func anAsyncBackupCopiesAndStopsWhenCancelled() async throws {
        let queue = try DatabaseQueue(path: folder.file("bank.sqlite"))
        try Bank.create(in: queue)
        try await queue.backup(toFile: folder.file("copy.sqlite"), pagesPerStep: 4)
        #expect(try Bank.total(in: Database(path: folder.file("copy.sqlite"))) == Bank.total)

        let stopped = folder.file("stopped.sqlite")
        // Its own task, cancelled from its progress closure once two pages are copied.
        let backup = Task {
            try await queue.backup(toFile: stopped, pagesPerStep: 1) { progress in
                if progress.copiedPages == 2 { withUnsafeCurrentTask { $0?.cancel() } }
            }
        }
        await #expect(throws: CancellationError.self) { try await backup.value }
        #expect(!FileManager.default.fileExists(atPath: stopped))
    }

    @Test func restoreReplacesTheContentAndLeavesTheFileAlone() throws {
        try DamageFixture.make(at: folder.file("saved.sqlite"), items: 50)
        let before = try Data(contentsOf: URL(fileURLWithPath: folder.file("saved.sqlite")))
        let queue = try DatabaseQueue(path: folder.file("live.sqlite"))
        try queue.inDatabase { db in try db.execute("CREATE TABLE scratch(x)") }
        try queue.restore(fromFile: folder.file("saved.sqlite"))
        try queue.inDatabase { db throws in
            #expect(try db.fetchValue("SELECT count(*) FROM item", as: Int.self) == 50)
            #expect(try !db.tableExists("scratch"))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.file("saved.sqlite"))) == before)
        let missing = #expect(throws: DatabaseError.self) {
            try queue.restore(fromFile: folder.file("missing.sqlite"))
        }
        #expect(missing?.message.contains("missing.sqlite") == true)
    }

    @Test func vacuumIntoWritesACompactCopyOnce() throws {
        try DamageFixture.make(at: folder.file("source.sqlite"), items: 400)
        let db = try Database(path: folder.file("source.sqlite"))
        try db.execute("DELETE FROM item WHERE id > 100")
        try db.vacuum(into: folder.file("compact.sqlite"))
        #expect(try DamageFixture.itemIDs(in: folder.file("compact.sqlite")).ids == Array(1...100))
        let sourceSize =
            try FileManager.default.attributesOfItem(atPath: folder.file("source.sqlite"))[.size] as? Int
        let compactSize =
            try FileManager.default.attributesOfItem(atPath: folder.file("compact.sqlite"))[.size] as? Int
        #expect((compactSize ?? 0) < (sourceSize ?? 0))
        #expect(throws: DatabaseError.self) { try db.vacuum(into: folder.file("compact.sqlite")) }
    }
}

/// Two accounts whose balances always add up to ``total``, and filler rows that spread the
/// database over many pages, so that a backup takes many steps and transfers land between them.
private enum Bank {
    static let total = 1000

    static func create(in access: some DatabaseAccess) throws {
        try access.inTransaction { db in
            try db.execute("CREATE TABLE account(id INTEGER PRIMARY KEY, balance INTEGER NOT NULL)")
            try db.execute("INSERT INTO account VALUES (1, 1000), (2, 0)")
            try db.execute("CREATE TABLE filler(id INTEGER PRIMARY KEY, body TEXT NOT NULL)")
            for id in 1...400 {
                try db.execute("INSERT INTO filler VALUES (\(id), \(String(repeating: "x", count: 500)))")
            }
        }
    }

    /// Moves money from one account to the other and rewrites a filler row, in one transaction.
    static func transfer(_ round: Int, in access: some DatabaseAccess) throws {
        try access.inTransaction(.immediate) { db in
            let amount = round % 7 + 1
            try db.execute("UPDATE account SET balance = balance - \(amount) WHERE id = 1")
            try db.execute("UPDATE account SET balance = balance + \(amount) WHERE id = 2")
            try db.execute(
                "UPDATE filler SET body = \(String(repeating: "y", count: 400 + round % 100)) WHERE id = \(round % 400 + 1)"
            )
        }
    }

    static func total(in db: Database) throws -> Int {
        try db.fetchValue("SELECT sum(balance) FROM account", as: Int.self) ?? -1
    }
}
