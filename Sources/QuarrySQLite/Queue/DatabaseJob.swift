/// One `async` call's closure on its way to a connection: waiting (for the connection or for the
/// queue's thread), running, or done. Cancelling the calling task acts on the phase it is in: a
/// waiting job is dropped (the task gets `CancellationError` at once and the closure never runs);
/// a running one has its statements stopped on its own connection only, since the job leaves the
/// running phase, under the same lock, before its connection takes other work.
final class DatabaseJob<T: Sendable>: Sendable {
    private enum Phase {
        /// Not handed its continuation yet.
        case created
        /// Cancelled before it was handed its continuation.
        case cancelledEarly
        case waiting(CheckedContinuation<T, any Error>)
        case running(CheckedContinuation<T, any Error>, QueueAccessGuard, DatabaseInterruptHandle)
        case runningCancelled(CheckedContinuation<T, any Error>, QueueAccessGuard)
        case finishing(CheckedContinuation<T, any Error>, wasCancelled: Bool)
        case done
    }

    private let phase = LockedState(Phase.created)

    init() {}

    /// Takes the continuation; `false` when the task was already cancelled (the continuation has
    /// been resumed with `CancellationError`).
    func wait(with continuation: CheckedContinuation<T, any Error>) -> Bool {
        let cancelled = phase.withLock { phase in
            guard case .created = phase else { return true }
            phase = .waiting(continuation)
            return false
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
        return !cancelled
    }

    /// Whether the task gave up while the job waited.
    var isCancelled: Bool {
        phase.withLock { phase in
            switch phase {
            case .cancelledEarly, .done, .runningCancelled: return true
            default: return false
            }
        }
    }

    /// Moves to the running phase on the connection `db`, whose thread is the caller's; `false`
    /// when the task gave up meanwhile, and then the closure must not run.
    func start(on db: Database) -> Bool {
        guard let accessGuard = db.queueGuard else { return false }
        return phase.withLock { phase in
            guard case .waiting(let continuation) = phase else { return false }
            phase = .running(continuation, accessGuard, db.interruptHandle)
            return true
        }
    }

    /// Leaves the running phase once the closure returned, still on the connection's thread, so
    /// that a late cancellation cannot stop the connection's next work.
    func stop(on db: Database) {
        phase.withLock { phase in
            switch phase {
            case .running(let continuation, _, _):
                phase = .finishing(continuation, wasCancelled: false)
            case .runningCancelled(let continuation, let accessGuard):
                accessGuard.clearCancellation()
                phase = .finishing(continuation, wasCancelled: true)
            default: break
            }
        }
    }

    /// Hands the result to the waiting task (unless it already gave up). An interruption caused by
    /// the cancellation is reported as `CancellationError`.
    func finish(_ result: Result<T, any Error>) {
        let (continuation, wasCancelled) = phase.withLock {
            phase -> (CheckedContinuation<T, any Error>?, Bool) in
            defer { phase = .done }
            switch phase {
            case .waiting(let continuation): return (continuation, false)
            case .running(let continuation, _, _): return (continuation, false)
            case .runningCancelled(let continuation, _): return (continuation, true)
            case .finishing(let continuation, let wasCancelled): return (continuation, wasCancelled)
            case .created, .cancelledEarly, .done: return (nil, false)
            }
        }
        guard let continuation else { return }
        if wasCancelled, case .failure(let error as DatabaseError) = result, error.code == .interrupt {
            continuation.resume(throwing: CancellationError())
        } else {
            continuation.resume(with: result)
        }
    }

    /// The task was cancelled: drop the job if it waits, stop its statements if it runs.
    func cancel() {
        let dropped = phase.withLock { phase -> CheckedContinuation<T, any Error>? in
            switch phase {
            case .created:
                phase = .cancelledEarly
            case .waiting(let continuation):
                phase = .done
                return continuation
            case .running(let continuation, let accessGuard, let interruptHandle):
                // Under the lock: `stop(on:)` cannot run meanwhile, so the connection still runs
                // this job's closure.
                accessGuard.cancelRunningWork(interruptHandle)
                phase = .runningCancelled(continuation, accessGuard)
            default: break
            }
            return nil
        }
        dropped?.resume(throwing: CancellationError())
    }
}
