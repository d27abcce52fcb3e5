/// A condition a test waited for that did not come true in time (a request that failed before it
/// got where the test expected, a pool that never opened its connection).
struct TimedOut: Error, CustomStringConvertible {
    let what: String
    var description: String { "timed out waiting until \(what)" }
}

/// Waits until `condition` holds, polling every few milliseconds, and throws ``TimedOut`` after
/// `limit`: a test that waits for a state never spins forever when the state never comes.
func eventually(
    _ what: String, within limit: Duration = .seconds(30), _ condition: () -> Bool
) async throws {
    let deadline = ContinuousClock.now + limit
    while !condition() {
        guard ContinuousClock.now < deadline else { throw TimedOut(what: what) }
        try await Task.sleep(for: .milliseconds(2))
    }
}
