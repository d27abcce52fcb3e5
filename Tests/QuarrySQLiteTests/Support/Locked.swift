import Dispatch
import Foundation

/// A value shared between the threads and tasks of a test, behind a pthread mutex (which the
/// thread sanitizer understands, unlike `Synchronization.Mutex` on Linux).
final class Locked<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `stored` is touched only while `lock` is held.
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }

    /// Reads or changes the value in one step.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&stored)
    }
}

extension DispatchSemaphore {
    /// Waits for a signal on a dispatch thread, so that the waiting task holds no thread of the
    /// cooperative pool (two threads on this machine, shared by every test running).
    func waitOutsideTheTaskPool() async {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                self.wait()
                continuation.resume()
            }
        }
    }
}
