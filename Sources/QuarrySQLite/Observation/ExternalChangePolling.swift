import Dispatch

extension SerializedDatabase {
    /// Reads `PRAGMA data_version` on this connection every `interval`, on its dispatch queue;
    /// when it changed (another connection or process committed), publishes a transaction whose
    /// changes are unknown, which every observation treats as "everything changed".
    func pollExternalChanges(every interval: Duration) -> DatabaseCancellable {
        let timer = DispatchSource.makeTimerSource(queue: dispatchQueue)
        // Read now, so that every commit after the call returns is seen.
        let lastVersion = LockedState<Int?>(try? inDatabase { db in try db.pragma(.dataVersion) })
        let (seconds, attoseconds) = interval.components
        let nanoseconds = max(
            1_000_000, Int(clamping: seconds) &* 1_000_000_000 &+ Int(attoseconds / 1_000_000_000))
        timer.schedule(
            deadline: .now() + .nanoseconds(nanoseconds), repeating: .nanoseconds(nanoseconds),
            leeway: .nanoseconds(nanoseconds / 10))
        timer.setEventHandler { [self] in
            // A closed connection has nothing to report; the next tick tries again (a pool's writer
            // reopens).
            guard let version = try? inDatabase({ db in try db.pragma(.dataVersion) }) else { return }
            let changed = lastVersion.withLock { last in
                defer { last = version }
                return last.map { $0 != version } ?? false
            }
            if changed { changeHub.publish(CommittedChanges(changes: [], isComplete: false)) }
        }
        timer.resume()
        let source = PollingTimer(timer)
        return DatabaseCancellable { source.cancel() }
    }
}

/// The timer behind a polling observation, for the cancellable's `@Sendable` closure.
// @unchecked: a dispatch source is thread-safe; only `cancel()` is called on it from here.
private final class PollingTimer: @unchecked Sendable {
    private let timer: any DispatchSourceTimer

    init(_ timer: any DispatchSourceTimer) {
        self.timer = timer
    }

    func cancel() { timer.cancel() }
}

extension DatabaseQueue {
    /// Checks every `interval` whether another connection or process changed the database file
    /// (`PRAGMA data_version`), and if it did, has every observation of the queue fetch again, and
    /// every ``committedChanges()`` stream deliver an incomplete ``CommittedChanges`` with no rows
    /// (Quarry cannot know which rows another connection changed). Every change committed after
    /// the call returns is seen (the first version is read before it returns), within
    /// `interval` (at least a millisecond) plus the time for the queue to be free; the check runs
    /// on the queue's own thread, one statement per tick. It runs until the returned value is
    /// cancelled or released.
    public func observeExternalChanges(every interval: Duration) -> DatabaseCancellable {
        connection.pollExternalChanges(every: interval)
    }
}

extension DatabasePool {
    /// Checks every `interval`, on the writer's thread, whether another connection or process
    /// changed the database file, as ``DatabaseQueue/observeExternalChanges(every:)`` does for a
    /// queue. The check waits for the write running at the time, if any.
    public func observeExternalChanges(every interval: Duration) -> DatabaseCancellable {
        writer.pollExternalChanges(every: interval)
    }
}
