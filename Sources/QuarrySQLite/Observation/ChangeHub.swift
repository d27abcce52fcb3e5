import Synchronization

/// Who listens to one connection's committed transactions: the observations and change streams
/// of a ``DatabaseQueue`` or of a ``DatabasePool``'s writer. It outlives the connection (a pool's
/// writer reopened after `close(onClosed:)` gets a new ``ChangeTracker`` on the same hub).
///
/// Subscribers are called on the writing thread, right after the commit, with the connection still
/// held: they must only record or schedule work, never wait for the database.
final class ChangeHub: Sendable {
    /// Gets the transaction's changes and the region they changed (computed once for all).
    typealias Subscriber = @Sendable (CommittedChanges, DatabaseRegion) -> Void

    /// In the order they subscribed: publishing copies the array (one reference, not one per
    /// subscriber) and calls them outside the lock.
    private let subscribers = LockedState<(next: Int, list: ContiguousArray<(id: Int, receive: Subscriber)>)>(
        (0, []))
    /// The number of subscribers, read without the lock by the update hook for every changed row:
    /// with none, the hook records nothing.
    private let count = Atomic<Int>(0)

    /// Whether anyone listens.
    var isActive: Bool { count.load(ordering: .relaxed) > 0 }

    /// Adds a subscriber; the returned id removes it.
    func subscribe(_ subscriber: @escaping Subscriber) -> Int {
        subscribers.withLock { state in
            let id = state.next
            state.next += 1
            state.list.append((id, subscriber))
            count.store(state.list.count, ordering: .relaxed)
            return id
        }
    }

    /// Removes a subscriber; removing one twice does nothing.
    func unsubscribe(_ id: Int) {
        subscribers.withLock { state in
            state.list.removeAll { $0.id == id }
            count.store(state.list.count, ordering: .relaxed)
        }
    }

    /// Hands a committed transaction to every subscriber, in the order they subscribed, outside
    /// the lock (a subscriber may unsubscribe itself).
    func publish(_ changes: CommittedChanges) {
        let receivers = subscribers.withLock { $0.list }
        let region = changes.region
        for subscriber in receivers { subscriber.receive(changes, region) }
    }
}
