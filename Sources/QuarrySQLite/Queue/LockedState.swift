import Foundation

/// A value behind a pthread mutex (`NSLock`), for state that threads share with no other
/// synchronization between them (the pool's reader list, an `async` call's phase).
///
/// Why not `Synchronization.Mutex`: on Linux it locks with a futex that the thread sanitizer does
/// not see, so `scripts/tsan.sh` reported every contended access to it as a race (36 reports in
/// one run of the pool's suites, all inside `withLock`; a ten-line program with four threads
/// appending under a `Mutex` shows the same). The sanitizer run is CI's proof for this code, so
/// the shared state uses a lock it understands.
final class LockedState<Value>: @unchecked Sendable {
    // @unchecked: `value` is touched only while `lock` is held.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, the lock held.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
