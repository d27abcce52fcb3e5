/// One running ``ValueObservation``: hears of commits, decides whether its region changed, runs
/// one fetch at a time and delivers the values.
///
/// Coalescing: while a fetch runs, the regions of the commits heard of are gathered; when it ends,
/// one more fetch runs if they touch the region the fetch read, so the last value always reflects
/// the last relevant commit, however many came meanwhile.
///
/// Locks: the observer's state lock may take the hub's (to set its interest), never the other
/// way round: the hub calls its subscribers after releasing its lock.
final class ValueObserver<Value: Sendable>: Sendable {
    private struct State {
        /// What the last fetch read.
        var region = DatabaseRegion.empty
        /// What commits changed since the running fetch's snapshot started.
        var changedSinceFetch = DatabaseRegion.empty
        var isFetching = true
        var isCancelled = false
        var subscription: (hub: ChangeHub, id: Int)?
        var lastValue: Value?
    }

    private let observation: ValueObservation<Value>
    private let host: any ObservationHost
    private let onChange: @Sendable (Value) -> Void
    private let onError: @Sendable (any Error) -> Void
    private let state = LockedState(State())

    init(
        _ observation: ValueObservation<Value>, host: any ObservationHost,
        onError: @escaping @Sendable (any Error) -> Void, onChange: @escaping @Sendable (Value) -> Void
    ) {
        self.observation = observation
        self.host = host
        self.onChange = onChange
        self.onError = onError
    }

    /// Starts the observation; the returned value stops it.
    func start() -> DatabaseCancellable {
        host.startObserving(self)
        return DatabaseCancellable { [self] in cancel() }
    }

    /// Subscribes to the writer's commits; runs while the writer is held, between transactions.
    func subscribe(_ db: Database, _ hub: ChangeHub) throws {
        try db.trackChanges(into: hub)
        // Held strongly until the observer stops (cancelled, released or failed), which
        // unsubscribes it.
        let id = hub.subscribe { [self] _, region in receive(region) }
        let cancelled = state.withLock { state in
            state.subscription = (hub, id)
            state.changedSinceFetch = .empty
            return state.isCancelled
        }
        if cancelled { hub.unsubscribe(id) }
    }

    /// Fetches on `db`, recording the region read. What the commits heard of since the fetch was
    /// decided changed (gathered from before its snapshot started, so none is missed) is checked
    /// against that region when the fetch ends.
    func fetch(_ db: Database) throws -> FetchedValue {
        let (value, region) =
            try db.isInTransaction
            ? db.recordingRegion(observation.fetch)
            : db.inReadClosure { db in try db.recordingRegion(observation.fetch) }
        return FetchedValue(value: value, region: region)
    }

    /// Delivers what a fetch gave (outside the database's closure, so that the callback may use
    /// the database), then fetches again if a commit changed its region meanwhile.
    func finish(_ fetch: () throws -> FetchedValue) {
        do {
            deliver(try fetch())
        } catch {
            fail(error)
        }
    }

    private func deliver(_ fetched: FetchedValue) {
        let isDuplicate = observation.isDuplicate
        let (isLive, isNew) = state.withLock { state -> (Bool, Bool) in
            guard !state.isCancelled else { return (false, false) }
            let isNew = state.lastValue.map { isDuplicate?($0, fetched.value) != true } ?? true
            if isNew { state.lastValue = fetched.value }
            return (true, isNew)
        }
        guard isLive else { return }
        if isNew { onChange(fetched.value) }
        let again = state.withLock { state -> Bool in
            guard !state.isCancelled else { return false }
            state.region = fetched.region
            if state.changedSinceFetch.intersects(fetched.region) {
                state.changedSinceFetch = .empty
                return true
            }
            state.isFetching = false
            // Idle: only commits to the region matter now. Set under the observer's lock, so that
            // a fetch decided meanwhile cannot be left with the narrow interest.
            if let subscription = state.subscription {
                subscription.hub.setInterest(fetched.region, of: subscription.id)
            }
            return false
        }
        if again { host.refetch(self) }
    }

    /// A commit changed `changed`: fetch now if it touches the region, or note it for the fetch
    /// running now. Called on the writer's thread: it only schedules.
    private func receive(_ changed: DatabaseRegion) {
        let fetchNow = state.withLock { state -> Bool in
            guard !state.isCancelled else { return false }
            if state.isFetching {
                state.changedSinceFetch.formUnion(changed)
                return false
            }
            guard state.region.intersects(changed) else { return false }
            state.isFetching = true
            state.changedSinceFetch = .empty
            // Fetching: every commit matters, since the next region may read other tables.
            if let subscription = state.subscription {
                subscription.hub.setInterest(.everything, of: subscription.id)
            }
            return true
        }
        if fetchNow { host.refetch(self) }
    }

    private func fail(_ error: any Error) {
        guard stop() else { return }
        onError(error)
    }

    func cancel() {
        _ = stop()
    }

    /// Stops the observer; `false` when it was stopped already.
    private func stop() -> Bool {
        let (wasLive, subscription) = state.withLock { state in
            let wasLive = !state.isCancelled
            state.isCancelled = true
            let subscription = state.subscription
            state.subscription = nil
            return (wasLive, subscription)
        }
        if let subscription { subscription.hub.unsubscribe(subscription.id) }
        return wasLive
    }

    /// A fetched value and the region its fetch read.
    struct FetchedValue: Sendable {
        var value: Value
        var region: DatabaseRegion
    }
}
