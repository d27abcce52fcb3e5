/// A fetch that is run again whenever a committed transaction changes what it read: "show me this
/// query, and keep it current" (GRDB's `ValueObservation`).
///
/// ```swift
/// let observation = ValueObservation.tracking { db in
///     try db.fetchAll(Select.all.from(Note.table), as: Note.self)
/// }
/// for try await notes in observation.values(in: pool) {
///     print(notes.count)
/// }
/// ```
///
/// - The first value is fetched and delivered at once, without waiting for a change.
/// - What the fetch reads is learned from SQLite while it runs (see ``DatabaseRegion``): a commit
///   that changes none of its tables, and a rolled-back transaction, fetch nothing.
/// - Changes coalesce: one fetch runs at a time, and after it one more if a relevant commit came
///   meanwhile, so the last value delivered always shows the last commit. Values come in commit
///   order.
/// - On a ``DatabasePool`` every fetch runs on a reader, never on the writer; the writer is held
///   only for the moment the first fetch's snapshot starts, so the first value is never delivered
///   twice and no commit after it goes unseen.
/// - An error thrown by the fetch ends the observation with that error.
///
/// - A lookup of a record by its rowid key (`find`, `filter(key:)`) watches that row only.
///
/// A schema change counts as a change of everything. Changes made by another connection or
/// process are seen only while ``DatabasePool/observeExternalChanges(every:)`` (or the queue's)
/// polls for them.
public struct ValueObservation<Value: Sendable>: Sendable {
    let fetch: @Sendable (Database) throws -> Value
    let isDuplicate: (@Sendable (Value, Value) -> Bool)?

    private init(
        fetch: @escaping @Sendable (Database) throws -> Value,
        isDuplicate: (@Sendable (Value, Value) -> Bool)?
    ) {
        self.fetch = fetch
        self.isDuplicate = isDuplicate
    }

    /// An observation of the value `fetch` returns. It runs on a connection that refuses writes,
    /// and may run any statements: its region is every table they read.
    public static func tracking(_ fetch: @escaping @Sendable (Database) throws -> Value) -> Self {
        Self(fetch: fetch, isDuplicate: nil)
    }

    /// The same observation, skipping a value that `isDuplicate` finds the same as the one
    /// delivered before it.
    public func removeDuplicates(by isDuplicate: @escaping @Sendable (Value, Value) -> Bool) -> Self {
        Self(fetch: fetch, isDuplicate: isDuplicate)
    }

    /// Starts observing `queue`: `onChange` gets each new value, `onError` the error that ends the
    /// observation. Both are called on a thread of the queue, outside its closure (so they may use
    /// the queue), one at a time. The observation runs until the returned value is cancelled or
    /// released.
    public func start(
        in queue: DatabaseQueue, onError: @escaping @Sendable (any Error) -> Void,
        onChange: @escaping @Sendable (Value) -> Void
    ) -> DatabaseCancellable {
        ValueObserver(self, host: queue, onError: onError, onChange: onChange).start()
    }

    /// Starts observing `pool`, as ``start(in:onError:onChange:)-(DatabaseQueue,_,_)`` does a
    /// queue; fetches run on the pool's readers.
    public func start(
        in pool: DatabasePool, onError: @escaping @Sendable (any Error) -> Void,
        onChange: @escaping @Sendable (Value) -> Void
    ) -> DatabaseCancellable {
        ValueObserver(self, host: pool, onError: onError, onChange: onChange).start()
    }

    /// The values, as an asynchronous sequence: it ends with the fetch's error, and cancelling
    /// the task that iterates it (or leaving the loop) stops the observation. A consumer slower
    /// than the changes gets the latest value, never a stale one.
    public func values(in queue: DatabaseQueue) -> AsyncThrowingStream<Value, any Error> {
        Self.stream { onError, onChange in start(in: queue, onError: onError, onChange: onChange) }
    }

    /// The values observed in `pool`, as ``values(in:)-(DatabaseQueue)`` does a queue.
    public func values(in pool: DatabasePool) -> AsyncThrowingStream<Value, any Error> {
        Self.stream { onError, onChange in start(in: pool, onError: onError, onChange: onChange) }
    }

    private static func stream(
        _ start: (
            @escaping @Sendable (any Error) -> Void, @escaping @Sendable (Value) -> Void
        ) -> DatabaseCancellable
    ) -> AsyncThrowingStream<Value, any Error> {
        let (stream, continuation) = AsyncThrowingStream<Value, any Error>.makeStream(
            bufferingPolicy: .bufferingNewest(1))
        let cancellable = start(
            { error in continuation.finish(throwing: error) }, { value in continuation.yield(value) })
        continuation.onTermination = { _ in cancellable.cancel() }
        return stream
    }
}

extension ValueObservation where Value: Equatable {
    /// The same observation, skipping a value equal to the one delivered before it.
    public func removeDuplicates() -> Self {
        removeDuplicates(by: ==)
    }
}
