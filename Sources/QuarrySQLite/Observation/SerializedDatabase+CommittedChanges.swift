extension SerializedDatabase {
    /// Every transaction this connection commits from now on, as it commits.
    func committedChanges() throws -> AsyncStream<CommittedChanges> {
        let (stream, continuation) = AsyncStream<CommittedChanges>.makeStream(bufferingPolicy: .unbounded)
        let hub = changeHub
        let id = try inDatabase { db in
            try db.trackChanges(into: hub)
            return hub.subscribe { changes, _ in continuation.yield(changes) }
        }
        continuation.onTermination = { _ in hub.unsubscribe(id) }
        return stream
    }
}

extension DatabaseQueue {
    /// Each transaction committed on the queue from now on, with the rows it inserted, updated
    /// and deleted (SQLite's update hook), for sync and caching code. Rolled-back transactions and
    /// transactions that changed no row deliver nothing. The sequence never ends by itself; stop
    /// iterating to stop it. Changes are buffered until read.
    public func committedChanges() throws -> AsyncStream<CommittedChanges> {
        try connection.committedChanges()
    }
}

extension DatabasePool {
    /// Each transaction committed on the pool's writer from now on, as
    /// ``DatabaseQueue/committedChanges()`` delivers a queue's.
    public func committedChanges() throws -> AsyncStream<CommittedChanges> {
        try writer.committedChanges()
    }
}
