import Foundation
import Observation
import QuarrySQLite
import Testing

/// The Observation-framework model: `withObservationTracking` hears of a commit's new value.
@MainActor @Suite struct ObservedValueTests {
    @Test func aCommitUpdatesTheModelOnTheMainActor() async throws {
        let queue = try DatabaseQueue()
        try await queue.write { db in try db.execute("CREATE TABLE t(v INTEGER)") }
        let model = ObservedValue(
            ValueObservation.tracking { db in try db.fetchValue("SELECT count(*) FROM t", as: Int.self) ?? -1
            },
            in: queue, initialValue: -2)
        #expect(model.value == -2)
        for _ in 0..<10_000 where model.value != 0 { try await Task.sleep(for: .milliseconds(1)) }
        #expect(model.value == 0)
        let changed = Locked(false)
        withObservationTracking {
            _ = model.value
        } onChange: {
            changed.value = true
        }
        try await queue.write { db in try db.execute("INSERT INTO t(v) VALUES (1)") }
        for _ in 0..<10_000 where model.value != 1 { try await Task.sleep(for: .milliseconds(1)) }
        #expect(model.value == 1)
        #expect(changed.value)
        #expect(model.error == nil)
        model.cancel()
    }
}
