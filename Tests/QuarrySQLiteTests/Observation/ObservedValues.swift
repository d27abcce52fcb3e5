import Foundation
import QuarrySQLite

/// What one observation delivered, shared between its callbacks and the test.
final class ObservedValues<Value: Sendable>: Sendable {
    let values = Locked<[Value]>([])
    let error = Locked<(any Error)?>(nil)

    func onChange(_ value: Value) { values.withLock { $0.append(value) } }
    func onError(_ error: any Error) { self.error.value = error }

    /// Waits, polling every millisecond for at most `seconds`, until `condition` holds of the values
    /// delivered; whether it did.
    func wait(seconds: Double = 10, until condition: ([Value]) -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition(values.value) { return true }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return condition(values.value)
    }
}
