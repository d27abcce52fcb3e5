import Dispatch
import Foundation
import QuarrySQLite
import Testing

/// Named configuration steps (WCDB's `setConfig(named:)`): set on the connections open now and on
/// every later one, replaced and removed by name, and kept by the readers a pool opens again after
/// `releaseMemory()`.
@Suite struct ConfigurationStepTests {
    static func cacheSize(_ db: Database) throws -> Int {
        try db.fetchValue("PRAGMA cache_size", as: Int.self) ?? 0
    }

    static func setCache(_ size: Int) -> @Sendable (Database) throws -> Void {
        { db in try db.execute(SQLFragment(unsafeSQL: "PRAGMA cache_size = \(size)")) }
    }

    @Test func aStepIsReplacedInPlaceAndNamesAreComparedByBytes() {
        var configuration = DatabaseConfiguration()
        configuration.setStep(named: "caf\u{E9}", apply: { _ in })
        configuration.setStep(named: "cache", apply: { _ in })
        configuration.setStep(named: "cafe\u{301}", apply: { _ in })
        configuration.setStep(named: "caf\u{E9}", apply: { _ in })
        #expect(
            configuration.stepNames.map { Array($0.utf8) } == [
                Array("caf\u{E9}".utf8), Array("cache".utf8), Array("cafe\u{301}".utf8),
            ])
        configuration.removeStep(named: "cafe\u{301}")
        #expect(configuration.stepNames.count == 2)
    }

    @Test func aQueueSetsReplacesAndRemovesAStepOnItsOpenConnection() throws {
        let queue = try DatabaseQueue()
        try queue.setStep(named: "cache", apply: Self.setCache(-3000), undo: Self.setCache(-2000))
        #expect(try queue.inDatabase { db in try Self.cacheSize(db) } == -3000)
        try queue.setStep(named: "cache", apply: Self.setCache(-4000), undo: Self.setCache(-2000))
        #expect(try queue.inDatabase { db in try Self.cacheSize(db) } == -4000)
        try queue.removeStep(named: "cache")
        #expect(try queue.inDatabase { db in try Self.cacheSize(db) } == -2000)
        #expect(queue.configuration.stepNames.isEmpty)
    }

    @Test func aStepThatFailsOnTheOpenConnectionIsNotSet() throws {
        let queue = try DatabaseQueue()
        #expect(throws: DatabaseError.self) {
            try queue.setStep(named: "bad") { db in try db.execute("PRAGMA no_such_thing = (") }
        }
        #expect(queue.configuration.stepNames.isEmpty)
    }

    @Test func aQueueReopenedAfterCloseKeepsItsSteps() throws {
        let folder = try TemporaryFolder()
        let queue = try DatabaseQueue(path: folder.file("q.sqlite"))
        try queue.setStep(named: "cache", apply: Self.setCache(-5000))
        try queue.close(onClosed: {})
        #expect(try queue.inDatabase { db in try Self.cacheSize(db) } == -5000)
    }

    @Test func everyPoolReadAfterTheCallRunsWithTheStep() throws {
        let folder = try TemporaryFolder()
        let pool = try DatabasePool(path: folder.file("pool.sqlite"), maximumReaderCount: 3)
        let before = try pool.read { db in try Self.cacheSize(db) }
        // A read holds its reader while the step is set: that reader must not be lent again.
        let held = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let heldSize = Locked<Int?>(nil)
        let thread = Thread {
            heldSize.withLock {
                $0 = try? pool.read { db in
                    held.signal()
                    _ = release.wait(timeout: .now() + 60)
                    return try Self.cacheSize(db)
                }
            }
        }
        thread.start()
        held.wait()
        try pool.setStep(named: "cache", apply: Self.setCache(-7000))
        #expect(try pool.write { db in try Self.cacheSize(db) } == -7000)
        release.signal()
        while heldSize.withLock({ $0 }) == nil { usleep(1000) }
        #expect(heldSize.withLock { $0 } == before)
        for _ in 0..<6 { #expect(try pool.read { db in try Self.cacheSize(db) } == -7000) }
        pool.releaseMemory()
        #expect(try pool.read { db in try Self.cacheSize(db) } == -7000)
        try pool.removeStep(named: "cache")
        #expect(try pool.read { db in try Self.cacheSize(db) } == before)
    }
}
