import Dispatch
import Foundation
import Quarry
import QuarrySQLite
import QuarryTesting
import Testing

/// The backup oracle: a seeded random database, a random writer committing while a backup runs
/// (through another connection, or through the same queue between steps), and a backup taken
/// with random steps and limits. The copy must pass `integrity_check`, hold exactly one state the
/// source committed (a fingerprint of every row, compared with the fingerprints the writer
/// recorded inside each of its transactions), and finish while the writer still writes.
///
/// `QUARRY_BACKUP_CASES` raises the case count (`scripts/campaigns/backup.sh`); a failure names
/// the case's seed, which `QUARRY_BACKUP_SEED` replays alone.
@Suite struct BackupOracleTests {
    static let environment = ProcessInfo.processInfo.environment
    static let cases = environment["QUARRY_BACKUP_CASES"].flatMap { Int($0) } ?? 16
    static let baseSeed: UInt64 = 0xBAC4_0F0E

    @Test func aBackupIsOneCommittedStateOfItsSource() async throws {
        if let seed = Self.environment["QUARRY_BACKUP_SEED"].flatMap({ UInt64($0) }) {
            try await check(BackupCase(seed: seed))
            return
        }
        for index in 0..<Self.cases {
            try await check(BackupCase(seed: SplitMix64.seed(ofCase: index, base: Self.baseSeed)))
        }
    }

    private func check(_ backupCase: BackupCase) async throws {
        let folder = try TemporaryFolder()
        let path = folder.file("source.sqlite")
        let copyPath = folder.file("copy.sqlite")
        let label = Comment(rawValue: "QUARRY_BACKUP_SEED=\(backupCase.seed): \(backupCase)")
        try backupCase.createSource(at: path)
        let queue = try DatabaseQueue(path: path)
        let writer = BackupOracleWriter(backupCase, path: path, queue: queue)
        let initial = try await queue.inDatabase { db in try BackupFingerprint.of(db) }
        writer.start()
        var outcome: (any Error)?
        do {
            try await backupCase.takeBackup(from: queue, path: path, to: copyPath)
        } catch {
            outcome = error
        }
        let stillWriting = writer.stop()
        #expect(outcome == nil, label)
        guard outcome == nil else { return }
        #expect(stillWriting, "the backup finished only once the writer stopped; \(label)")
        let copy = try Database(path: copyPath)
        #expect(try copy.checkIntegrity().isSound, label)
        let copied = try BackupFingerprint.of(copy)
        #expect(copied == initial || writer.committed.contains(copied), label)
    }
}

/// One case of the oracle, drawn from its seed.
struct BackupCase: CustomStringConvertible {
    enum Form: CaseIterable { case database, queue, asyncQueue }

    let seed: UInt64
    let journalMode: Pragma.JournalMode
    let pageSize: Int
    let rows: Int
    let longestText: Int
    let pagesPerStep: Int
    let restartsBeforeCopyingAtOnce: Int
    let form: Form
    /// Whether the writer goes through the backed-up queue (between its steps) or its own connection.
    let writesThroughTheQueue: Bool
    let longestPauseMicroseconds: Int

    init(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        self.seed = seed
        journalMode = Bool.random(using: &random) ? .wal : .delete
        pageSize = [512, 1024, 4096, 8192].randomElement(using: &random) ?? 4096
        rows = Int.random(in: 20...400, using: &random)
        longestText = [10, 200, 3000].randomElement(using: &random) ?? 200
        pagesPerStep = [1, 3, 10, 100].randomElement(using: &random) ?? 1
        restartsBeforeCopyingAtOnce = Int.random(in: 0...5, using: &random)
        form = Form.allCases.randomElement(using: &random) ?? .queue
        writesThroughTheQueue = form != .database && Int.random(in: 0..<4, using: &random) == 0
        longestPauseMicroseconds = [0, 500, 2000].randomElement(using: &random) ?? 0
    }

    var description: String {
        "\(journalMode) page \(pageSize), \(rows) rows up to \(longestText) bytes, \(form) backup of \(pagesPerStep) pages a step, copy at once after \(restartsBeforeCopyingAtOnce) restarts, writer \(writesThroughTheQueue ? "through the queue" : "on its own connection") pausing up to \(longestPauseMicroseconds) µs"
    }

    func createSource(at path: String) throws {
        var random = SplitMix64(seed: seed ^ 0x5EED)
        let db = try Database(path: path)
        try db.setPragma(.pageSize, to: pageSize)
        try db.setPragma(.journalMode, to: journalMode)
        try db.inTransaction { db in
            try db.execute("CREATE TABLE a(id INTEGER PRIMARY KEY, x INTEGER, y TEXT)")
            try db.execute("CREATE TABLE b(x INTEGER, y TEXT)")
            try db.execute("CREATE INDEX b_x ON b(x)")
            for id in 1...rows {
                try BackupOracleWriter.insert(id, using: &random, longestText: longestText, in: db)
            }
        }
        try db.close()
    }

    func takeBackup(from queue: DatabaseQueue, path: String, to copy: String) async throws {
        if form == .asyncQueue {
            try await queue.backup(toFile: copy, pagesPerStep: pagesPerStep, limits: limits)
        } else {
            try takeBlockingBackup(from: queue, path: path, to: copy)
        }
    }

    private var limits: BackupLimits {
        BackupLimits(restartsBeforeCopyingAtOnce: restartsBeforeCopyingAtOnce)
    }

    /// The forms that block their thread, kept out of the `async` function, where the `async`
    /// overload of the queue's backup would be chosen.
    private func takeBlockingBackup(from queue: DatabaseQueue, path: String, to copy: String) throws {
        if form == .database {
            let source = try Database(path: path)
            try source.backup(toFile: copy, pagesPerStep: pagesPerStep, limits: limits)
        } else {
            try queue.backup(toFile: copy, pagesPerStep: pagesPerStep, limits: limits)
        }
    }
}

/// A fingerprint of every row of the oracle's tables: FNV-1a over each row's `quote()` text, in
/// rowid order.
enum BackupFingerprint {
    static func of(_ db: Database) throws -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for sql: SQLFragment in [
            "SELECT 'a' || quote(id) || ',' || quote(x) || ',' || quote(y) FROM a ORDER BY id",
            "SELECT 'b' || quote(rowid) || ',' || quote(x) || ',' || quote(y) FROM b ORDER BY rowid",
        ] {
            for row in try db.fetchValues(sql, as: String.self) {
                for byte in row.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01B3 }
                hash = hash &* 0x0100_0000_01B3
            }
        }
        return hash
    }
}

/// The oracle's writer: random inserts, updates and deletes in transactions on a thread of its
/// own, recording the fingerprint of each committed state, until it is stopped or has committed
/// ``maximumCommits`` times.
final class BackupOracleWriter: @unchecked Sendable {
    static let maximumCommits = 3000

    private let backupCase: BackupCase
    private let path: String
    private let queue: DatabaseQueue
    private let lock = NSLock()
    private var stopped = false
    private var fingerprints: [UInt64] = []
    private let done = DispatchSemaphore(value: 0)

    init(_ backupCase: BackupCase, path: String, queue: DatabaseQueue) {
        self.backupCase = backupCase
        self.path = path
        self.queue = queue
    }

    /// The fingerprints of the states the writer committed.
    var committed: Set<UInt64> { lock.withLock { Set(fingerprints) } }

    func start() {
        let started = DispatchSemaphore(value: 0)
        Thread.detachNewThread { [self] in
            defer { done.signal() }
            var random = SplitMix64(seed: backupCase.seed ^ 0x3417E5)
            let own = backupCase.writesThroughTheQueue ? nil : try? Database(path: path)
            var first = true
            while !lock.withLock({ stopped }), lock.withLock({ fingerprints.count }) < Self.maximumCommits {
                let fingerprint: UInt64?
                if let own {
                    fingerprint = try? own.inTransaction(.immediate) { db in try write(using: &random, in: db)
                    }
                } else {
                    fingerprint = try? queue.inTransaction(.immediate) { db in
                        try write(using: &random, in: db)
                    }
                }
                if let fingerprint { lock.withLock { fingerprints.append(fingerprint) } }
                if first {
                    first = false
                    started.signal()
                }
                let pause = Int.random(in: 0...backupCase.longestPauseMicroseconds, using: &random)
                if pause > 0 { Thread.sleep(forTimeInterval: Double(pause) / 1e6) }
            }
            if first { started.signal() }
        }
        started.wait()
    }

    /// Stops the writer and waits for it; returns whether it was still writing (not at its bound).
    func stop() -> Bool {
        let stillWriting = lock.withLock {
            stopped = true
            return fingerprints.count < Self.maximumCommits
        }
        done.wait()
        return stillWriting
    }

    /// One to five random changes, then the fingerprint of the state they leave.
    private func write(using random: inout SplitMix64, in db: Database) throws -> UInt64 {
        for _ in 0..<Int.random(in: 1...5, using: &random) {
            let id = Int.random(in: 1...(backupCase.rows * 2), using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0: try Self.insert(id, using: &random, longestText: backupCase.longestText, in: db)
            case 1: try db.execute("DELETE FROM a WHERE id = \(id)")
            case 2: try db.execute("UPDATE a SET x = x + 1, y = y || 'z' WHERE id = \(id)")
            case 3: try db.execute("DELETE FROM b WHERE rowid = \(id)")
            default: try db.execute("UPDATE b SET x = \(id) WHERE rowid = \(id / 2)")
            }
        }
        return try BackupFingerprint.of(db)
    }

    static func insert(_ id: Int, using random: inout SplitMix64, longestText: Int, in db: Database) throws {
        let length = Int.random(in: 0...longestText, using: &random)
        let text = String(repeating: "q", count: length)
        let x = Int.random(in: -1000...1000, using: &random)
        try db.execute("INSERT OR REPLACE INTO a VALUES (\(id), \(x), \(text))")
        try db.execute("INSERT INTO b VALUES (\(x), \(text))")
    }
}
