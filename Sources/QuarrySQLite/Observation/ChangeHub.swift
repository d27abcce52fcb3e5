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
        let receive: Subscriber
        /// What the subscriber wants to hear of.
        var interest: DatabaseRegion
    }

    /// The subscribers, and who is interested in what: publishing looks up the tables a
    /// transaction changed instead of asking every subscriber, so idle observers of other tables
    /// cost nothing per commit.
    private struct Subscribers {
        var next = 0
        var entries: [Int: Entry] = [:]
        var byTable: [SQLiteNameKey: Set<Int>] = [:]
        var everything: Set<Int> = []

        mutating func index(_ id: Int, _ interest: DatabaseRegion) {
            if interest.isEverything {
                everything.insert(id)
            } else {
                for table in interest.tables { byTable[table, default: []].insert(id) }
            }
        }

        mutating func unindex(_ id: Int, _ interest: DatabaseRegion) {
            if interest.isEverything {
                everything.remove(id)
                return
            }
            for table in interest.tables {
                byTable[table]?.remove(id)
                if byTable[table]?.isEmpty == true { byTable[table] = nil }
            }
        }

        /// The subscribers interested in `region`, in the order they subscribed.
        func interested(in region: DatabaseRegion) -> [Subscriber] {
            var ids = everything
            if region.isEverything {
                ids = Set(entries.keys)
            } else {
                for table in region.tables { if let found = byTable[table] { ids.formUnion(found) } }
            }
            return ids.sorted().compactMap { entries[$0]?.receive }
        }
    }

    private let subscribers = LockedState(Subscribers())
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
            state.entries[id] = Entry(receive: subscriber, interest: .everything)
            state.index(id, .everything)
            count.store(state.entries.count, ordering: .relaxed)
            return id
        }
    }

    /// Narrows (or widens) what a subscriber hears of.
    func setInterest(_ region: DatabaseRegion, of id: Int) {
        subscribers.withLock { state in
            guard let old = state.entries[id]?.interest, old != region else { return }
            state.unindex(id, old)
            state.entries[id]?.interest = region
            state.index(id, region)
        }
    }

    /// Removes a subscriber; removing one twice does nothing.
    func unsubscribe(_ id: Int) {
        subscribers.withLock { state in
            guard let entry = state.entries.removeValue(forKey: id) else { return }
            state.unindex(id, entry.interest)
            count.store(state.entries.count, ordering: .relaxed)
        }
    }

    /// Hands a committed transaction to every subscriber interested in what it changed, in the
    /// order they subscribed, outside the lock (a subscriber may unsubscribe itself).
    func publish(_ changes: CommittedChanges) {
        let region = changes.region
        let receivers = subscribers.withLock { $0.interested(in: region) }
        for receive in receivers { receive(changes, region) }
    }
}
