import Synchronization

/// One lease's closure on its connection's queue: waiting for it, running, or done. Cancelling
/// the task acts on the phase: a waiting job never runs its closure; a running one has its
/// statement cancelled on the server. The cancel request is sent under the job's lock, and the job
/// leaves the running phase under it, so a cancel never reaches the connection's next lease.
final class PostgresPoolJob: Sendable {
    private enum Phase {
        case waiting
        case running(PostgresCancelHandle?)
        case cancelled
        case done
    }

    private let phase = Mutex(Phase.waiting)
    private let wasCancelled = Atomic(false)

    /// Moves to running with the connection's cancel handle; `false` when the task gave up first.
    func start(cancellingWith handle: PostgresCancelHandle?) -> Bool {
        phase.withLock { phase in
            guard case .waiting = phase else { return false }
            phase = .running(handle)
            return true
        }
    }

    /// Leaves the running phase; returns whether the task was cancelled while it ran.
    func stop() -> Bool {
        phase.withLock { phase in phase = .done }
        return wasCancelled.load(ordering: .acquiring)
    }

    /// The task was cancelled.
    func cancel() {
        wasCancelled.store(true, ordering: .releasing)
        phase.withLock { phase in
            switch phase {
            case .waiting: phase = .cancelled
            case .running(let handle): handle?.send()
            case .cancelled, .done: break
            }
        }
    }
}
