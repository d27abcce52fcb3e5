import Dispatch
import Synchronization

/// A value shared between the threads and tasks of a test, behind a mutex.
final class Locked<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    init(_ value: Value) {
        mutex = Mutex(value)
    }

    var value: Value {
        get { mutex.withLock { $0 } }
        set { mutex.withLock { $0 = newValue } }
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
