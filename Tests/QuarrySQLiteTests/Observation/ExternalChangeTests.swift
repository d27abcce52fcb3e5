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
