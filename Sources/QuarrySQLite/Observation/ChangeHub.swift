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

    private struct Entry {
        let id: Int
        let receive: Subscriber
        /// What the subscriber wants to hear of: publishing skips it for a transaction that
        /// changed nothing there, so idle observers of other tables cost one check each, under
        /// one lock, and no call.
        var interest: DatabaseRegion
    }

    /// In the order they subscribed.
    private let subscribers = LockedState<(next: Int, list: ContiguousArray<Entry>)>((0, []))
    /// The number of subscribers, read without the lock by the update hook for every changed row:
    /// with none, the hook records nothing.
    private let count = Atomic<Int>(0)

    /// Whether anyone listens.
    var isActive: Bool { count.load(ordering: .relaxed) > 0 }

    /// Adds a subscriber, interested in everything until it says otherwise; the returned id
    /// removes it.
    func subscribe(_ subscriber: @escaping Subscriber) -> Int {
        subscribers.withLock { state in
            let id = state.next
            state.next += 1
            state.list.append(Entry(id: id, receive: subscriber, interest: .everything))
            count.store(state.list.count, ordering: .relaxed)
            return id
        }
    }

    /// Narrows (or widens) what a subscriber hears of.
    func setInterest(_ region: DatabaseRegion, of id: Int) {
        subscribers.withLock { state in
            guard let index = state.list.firstIndex(where: { $0.id == id }) else { return }
            state.list[index].interest = region
        }
    }

    /// Removes a subscriber; removing one twice does nothing.
    func unsubscribe(_ id: Int) {
        subscribers.withLock { state in
            state.list.removeAll { $0.id == id }
            count.store(state.list.count, ordering: .relaxed)
        }
    }

    /// Hands a committed transaction to every subscriber interested in what it changed, in the
    /// order they subscribed, outside the lock (a subscriber may unsubscribe itself).
    func publish(_ changes: CommittedChanges) {
        let region = changes.region
        let receivers = subscribers.withLock { state in
            state.list.compactMap { $0.interest.intersects(region) ? $0.receive : nil }
        }
        for receive in receivers { receive(changes, region) }
    }
}
