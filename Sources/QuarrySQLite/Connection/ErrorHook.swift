/// Hands a connection's errors to the configuration's ``DatabaseConfiguration/onError(includingArguments:_:)``
/// closures. A connection has one when the configuration has such closures; its statements share it.
///
/// Errors are reported where they are made, just before they are thrown (never where they are
/// caught and thrown again), so that each reaches the closures once.
final class ErrorHook {
    private let observers: [ErrorObserver]
    private let nesting: CallbackNesting
    /// Set while the closures run on the connection's thread: an error they cause through the
    /// connection (by way of a queue they captured) is not reported again, which would recurse.
    private var isReporting = false
    /// Whether some closure wants argument values.
    let wantsArguments: Bool

    init?(_ observers: [ErrorObserver], nesting: CallbackNesting) {
        guard !observers.isEmpty else { return nil }
        self.observers = observers
        self.nesting = nesting
        wantsArguments = observers.contains { $0.includesArguments }
    }

    /// Reports an error that holds no value (prepare, bind, access errors): every closure gets it
    /// as it is.
    func report(_ error: DatabaseError, _ stage: DatabaseErrorEvent.Stage, queue: QueueAccessGuard?) {
        report(stage, queue: queue) { _ in error }
    }

    /// Reports an error built for each closure by `error(includesArguments)`. On the connection's
    /// thread the closures are counted as a callback, so that closing the connection from one is
    /// refused. On a thread that does not hold the connection's queue (a connection or statement
    /// used outside it), the connection's own state is not touched: another thread may hold it.
    func report(
        _ stage: DatabaseErrorEvent.Stage, queue: QueueAccessGuard?, _ error: (Bool) -> DatabaseError
    ) {
        if let queue, !queue.isHeldByCurrentThread {
            notify(stage, error)
            return
        }
        guard !isReporting else { return }
        isReporting = true
        defer { isReporting = false }
        nesting.run { notify(stage, error) }
    }

    private func notify(_ stage: DatabaseErrorEvent.Stage, _ error: (Bool) -> DatabaseError) {
        var withArguments: DatabaseError?
        var withoutArguments: DatabaseError?
        for observer in observers {
            let event: DatabaseError
            if observer.includesArguments {
                event = withArguments ?? error(true)
                withArguments = event
            } else {
                event = withoutArguments ?? error(false)
                withoutArguments = event
            }
            observer.report(DatabaseErrorEvent(error: event, stage: stage))
        }
    }
}
