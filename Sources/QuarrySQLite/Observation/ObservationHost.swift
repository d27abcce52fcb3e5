/// Where an observation runs its fetches and hears of commits: a ``DatabaseQueue`` or a
/// ``DatabasePool``.
protocol ObservationHost: Sendable {
    /// The hub of the connection that writes.
    var changeHub: ChangeHub { get }

    /// Subscribes `observer` and fetches its first value, with no commit in between that the
    /// value does not show and the observer does not hear of.
    func startObserving<Value>(_ observer: ValueObserver<Value>)

    /// Fetches again, after a commit the observer heard of: never on a snapshot older than that
    /// commit.
    func refetch<Value>(_ observer: ValueObserver<Value>)
}

extension DatabaseQueue: ObservationHost {
    var changeHub: ChangeHub { connection.changeHub }

    // One connection: the subscription and the first fetch share one closure, so no commit comes
    // between them.
    func startObserving<Value>(_ observer: ValueObserver<Value>) {
        let connection = self.connection
        connection.dispatchQueue.async {
            observer.finish {
                try connection.inDatabase { db in
                    try observer.subscribe(db, connection.changeHub)
                    return try observer.fetch(db)
                }
            }
        }
    }

    func refetch<Value>(_ observer: ValueObserver<Value>) {
        let connection = self.connection
        connection.dispatchQueue.async {
            observer.finish { try connection.inDatabase { db in try observer.fetch(db) } }
        }
    }
}

extension DatabasePool: ObservationHost {
    var changeHub: ChangeHub { writer.changeHub }

    // The first fetch runs on a reader whose snapshot starts while the writer is held and the
    // observer subscribes: commits before are in the snapshot, commits after are heard of. So the
    // first value is never fetched twice and no change is missed, without SQLite's snapshot API.
    // The writer is held only for that, never for the fetch.
    func startObserving<Value>(_ observer: ValueObserver<Value>) {
        let writer = self.writer
        readInBackground(snapshot: false) { reader in
            try reader.inTransaction(.deferred) { reader in
                try writer.inDatabase { db in
                    try observer.subscribe(db, writer.changeHub)
                    _ = try reader.fetchValue("SELECT count(*) FROM sqlite_schema", as: Int.self)
                }
                return try observer.fetch(reader)
            }
        } completion: { result in
            observer.finish { try result.get() }
        }
    }

    // On a reader, never the writer, in the next batch of the refetch lane: a snapshot taken
    // after the commit the observer heard of.
    func refetch<Value>(_ observer: ValueObserver<Value>) {
        let job = RefetchLane.Job(
            fetch: { db in
                let result = Result { try observer.fetch(db) }
                return { observer.finish { try result.get() } }
            },
            fail: { error in observer.finish { throw error } })
        refetchLane.enqueue(job, on: self)
    }
}
