/// One `withConnection` call as the pool keeps it: its closure, its caller's continuation, and
/// the job that tracks its phase. It waits in the lease queue itself, so that the thread of the
/// connection that frees up next runs it at once, with no hop through another thread between the
/// two requests.
protocol PostgresPoolWork: AnyObject, Sendable {
    /// Runs the closure on the slot (the caller is the slot's queue) and returns what resumes the
    /// caller: the pool gives the slot back first, so that a caller's next request finds it free.
    func perform(on slot: PostgresPoolSlot) -> () -> Void
    /// Resumes the caller with `error`, the closure never run.
    func fail(with error: any Error)
    /// The task was cancelled: a request not started never runs; a running one's statement is
    /// cancelled on the server.
    func cancel()
}

final class PostgresPoolRequest<T: Sendable>: PostgresPoolWork, @unchecked Sendable {
    // Unchecked: `continuation` is set once, before the request is admitted under the pool's
    // lock, and read only by whoever takes it from the queue afterwards, under the same lock; it
    // is resumed once, by whichever of `perform` and `fail` the queue handed the request to.
    private let body: @Sendable (PostgresConnection) throws -> T
    private let job = PostgresPoolJob()
    private var continuation: CheckedContinuation<T, any Error>?

    init(_ body: @escaping @Sendable (PostgresConnection) throws -> T) {
        self.body = body
    }

    /// Takes the caller's continuation; called before the request is admitted.
    func wait(with continuation: CheckedContinuation<T, any Error>) {
        self.continuation = continuation
    }

    func perform(on slot: PostgresPoolSlot) -> () -> Void {
        let result = slot.perform(job, body)
        return { [continuation] in continuation?.resume(with: result) }
    }

    func fail(with error: any Error) {
        continuation?.resume(throwing: error)
    }

    func cancel() { job.cancel() }
}
