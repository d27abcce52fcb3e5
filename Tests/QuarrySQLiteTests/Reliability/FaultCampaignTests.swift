import Foundation
import QuarrySQLite
import QuarryTesting
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The fault campaign of `scripts/faults.sh`: a child process (this test binary, running
/// ``childWritesUntilKilled()``) commits write transactions on a file database and logs each
/// commit once `COMMIT` has returned; the parent kills it with SIGKILL at a random moment, then
/// checks the file: `integrity_check` passes, every logged commit is there, and no transaction is
/// there in part. Rounds alternate the rollback journal and WAL, each on its own file that every
/// round reopens, so each round also recovers the last one's hot journal or WAL.
///
/// Both tests run only when asked: `QUARRY_FAULT_ROUNDS=N` runs the campaign, and the campaign
/// sets `QUARRY_FAULT_CHILD_DB` for the child.
@Suite struct FaultCampaignTests {
    static let environment = ProcessInfo.processInfo.environment

    /// The rows transaction `id` writes: from 1 to 60, and every seventh one with large blobs, so
    /// that some commits span many pages.
    static func rowCount(ofTransaction id: Int) -> Int { 1 + (id * 37) % 60 }
    static func payloadSize(ofTransaction id: Int) -> Int { id % 7 == 0 ? 6_000 : 40 }

    static let schema: [SQLFragment] = [
        "CREATE TABLE IF NOT EXISTS item(tx INTEGER NOT NULL, n INTEGER NOT NULL, payload BLOB NOT NULL)",
        "CREATE INDEX IF NOT EXISTS item_tx ON item(tx)",
        "CREATE TABLE IF NOT EXISTS ledger(tx INTEGER PRIMARY KEY, rows INTEGER NOT NULL)",
    ]

    @Test(.enabled(if: environment["QUARRY_FAULT_CHILD_DB"] != nil))
    func childWritesUntilKilled() throws {
        let path = try #require(Self.environment["QUARRY_FAULT_CHILD_DB"])
        let log = try #require(Self.environment["QUARRY_FAULT_CHILD_LOG"])
        let db = try Database(path: path)
        if Self.environment["QUARRY_FAULT_JOURNAL"] == "wal" { try db.execute(Pragma.journalMode(.wal)) }
        for statement in Self.schema { try db.execute(statement) }
        let descriptor = open(log, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        var id = (try db.fetchValue("SELECT coalesce(max(tx), 0) FROM ledger", as: Int.self) ?? 0) + 1
        // Until the parent kills it; the bound keeps a forgotten child from running for ever.
        let deadline = ContinuousClock.now + .seconds(60)
        while ContinuousClock.now < deadline {
            let rows = Self.rowCount(ofTransaction: id)
            let payload = [UInt8](repeating: UInt8(id % 251), count: Self.payloadSize(ofTransaction: id))
            try db.inTransaction(.immediate) { db in
                for n in 0..<rows {
                    try db.execute("INSERT INTO item(tx, n, payload) VALUES (\(id), \(n), \(payload))")
                }
                try db.execute("INSERT INTO ledger(tx, rows) VALUES (\(id), \(rows))")
            }
            // Reported only after COMMIT returned, and on disk before the next transaction starts.
            let line = Array("\(id)\n".utf8)
            #expect(write(descriptor, line, line.count) == line.count)
            #expect(fsync(descriptor) == 0)
            id += 1
        }
    }

    @Test(.enabled(if: environment["QUARRY_FAULT_ROUNDS"] != nil))
    func killsAWriterAndChecksTheFiles() throws {
        let rounds = Int(Self.environment["QUARRY_FAULT_ROUNDS"] ?? "") ?? 10
        let seed =
            UInt64(Self.environment["QUARRY_FAULT_SEED"] ?? "") ?? UInt64(Date().timeIntervalSince1970 * 1000)
        print("fault campaign: \(rounds) rounds, seed \(seed) (QUARRY_FAULT_SEED replays it)")
        var random = SplitMix64(seed: seed)
        let folder = try TemporaryFolder()
        var killedMidRun = 0
        var hotJournals = 0
        for round in 0..<rounds {
            let journal = round % 2 == 0 ? "delete" : "wal"
            let path = folder.file("\(journal).sqlite")
            let log = folder.file("\(journal).log")
            let child = try Self.startChild(database: path, log: log, journal: journal)
            // Kill at a random moment once the child is writing: 0 to 150 ms after its first
            // reported commit of this round.
            let before = Self.reportedCommits(log).count
            let started = ContinuousClock.now
            while Self.reportedCommits(log).count == before, child.isRunning,
                ContinuousClock.now - started < .seconds(30)
            {
                usleep(2_000)
            }
            usleep(useconds_t(random.next() % 150_000))
            let wasRunning = child.isRunning
            kill(child.processIdentifier, SIGKILL)
            child.waitUntilExit()
            if wasRunning { killedMidRun += 1 }
            // A rollback journal left behind means the kill came in the middle of a transaction.
            if journal == "delete",
                (try? FileManager.default.attributesOfItem(atPath: path + "-journal"))?[.size]
                    as? Int ?? 0 > 0
            {
                hotJournals += 1
            }
            #expect(
                wasRunning,
                "round \(round) (\(journal)): the child ended by itself with status \(child.terminationStatus)"
            )
            let extra = try Self.check(
                path, against: Self.reportedCommits(log), round: round, journal: journal)
            // A commit the child made but had no time to report is in the file for good: it counts
            // as reported for the rounds to come.
            if let extra { try Self.report(extra, in: log) }
        }
        print(
            "fault campaign: \(killedMidRun) of \(rounds) children killed while writing; \(hotJournals) of the "
                + "\((rounds + 1) / 2) rollback-journal rounds killed inside a transaction (hot journal left)"
        )
    }

    /// This test binary again, running only ``childWritesUntilKilled()``.
    static func startChild(database: String, log: String, journal: String) throws -> Process {
        let child = Process()
        child.executableURL = URL(
            fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        child.arguments = [
            "--testing-library", "swift-testing", "--filter", "FaultCampaignTests/childWritesUntilKilled",
        ]
        var environment = Self.environment
        environment["QUARRY_FAULT_ROUNDS"] = nil
        environment["QUARRY_FAULT_CHILD_DB"] = database
        environment["QUARRY_FAULT_CHILD_LOG"] = log
        environment["QUARRY_FAULT_JOURNAL"] = journal
        child.environment = environment
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.run()
        return child
    }

    /// The transactions the child reported, in order: complete lines of its log only.
    static func reportedCommits(_ log: String) -> [Int] {
        guard let data = FileManager.default.contents(atPath: log) else { return [] }
        let text = String(decoding: data, as: UTF8.self)
        let complete =
            text.hasSuffix("\n") ? text : String(text[..<(text.lastIndex(of: "\n") ?? text.startIndex)])
        return complete.split(separator: "\n").compactMap { Int($0) }
    }

    /// Appends a transaction to the log, as the child does.
    static func report(_ id: Int, in log: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("\(id)\n".utf8))
    }

    /// After a kill: the file is sound, every reported commit is there with all its rows, nothing
    /// is there in part, and at most the one transaction committed but not yet reported is extra
    /// (returned).
    static func check(_ path: String, against reported: [Int], round: Int, journal: String) throws -> Int? {
        let context = Comment(rawValue: "round \(round) (\(journal))")
        let db = try Database(path: path)
        defer { try? db.close() }
        #expect(try db.integrityCheck() == [], context)
        let ledger = try db.fetchAll("SELECT tx, rows FROM ledger ORDER BY tx") { row in
            (try row[0] as Int, try row[1] as Int)
        }
        let counts = Dictionary(
            uniqueKeysWithValues: try db.fetchAll("SELECT tx, count(*) FROM item GROUP BY tx") { row in
                (try row[0] as Int, try row[1] as Int)
            })
        let committed = Set(ledger.map(\.0))
        #expect(Set(counts.keys) == committed, "items of a transaction without its ledger row: \(context)")
        for (id, rows) in ledger {
            #expect(rows == rowCount(ofTransaction: id), context)
            #expect(counts[id] == rows, "transaction \(id) is there in part: \(context)")
        }
        let missing = Set(reported).subtracting(committed)
        #expect(missing.isEmpty, "reported commits missing: \(missing.sorted()) \(context)")
        let unreported = committed.subtracting(reported)
        #expect(unreported.count <= 1, "unreported commits: \(unreported.sorted()) \(context)")
        if let extra = unreported.first { #expect(extra == (reported.max() ?? 0) + 1, context) }
        return unreported.first
    }
}
