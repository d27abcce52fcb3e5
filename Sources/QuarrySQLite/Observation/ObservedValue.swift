import Observation

/// The current value of a ``ValueObservation``, as an Observation-framework model on the main
/// actor: a SwiftUI view (or `withObservationTracking`) that reads ``value`` is updated when a
/// commit changes it.
///
/// ```swift
/// let drafts = ObservedValue(Note.filter { $0.body == nil }.observation(), in: pool, initialValue: [])
/// // in a view: Text("\(drafts.value.count) drafts")
/// ```
///
/// ``value`` is `initialValue` until the first fetch is delivered (at once, on the next turn of
/// the main actor). The observation runs until ``cancel()`` or until the model is released; an
/// error stops it and is kept in ``error``.
@MainActor
public final class ObservedValue<Value: Sendable>: Observable {
    private let registrar = ObservationRegistrar()
    private var storedValue: Value
    private var storedError: (any Error)?
    private let runner = ObservationTask()

    /// Observes `observation` in `pool`.
    public convenience init(
        _ observation: ValueObservation<Value>, in pool: DatabasePool, initialValue: Value
    ) {
        self.init(initialValue, observation.values(in: pool))
    }

    /// Observes `observation` in `queue`.
    public convenience init(
        _ observation: ValueObservation<Value>, in queue: DatabaseQueue, initialValue: Value
    ) {
        self.init(initialValue, observation.values(in: queue))
    }

    private init(_ initialValue: Value, _ values: AsyncThrowingStream<Value, any Error>) {
        storedValue = initialValue
        runner.start { @MainActor [weak self] in
            do {
                for try await value in values {
                    guard let self else { return }
                    self.set(value)
                }
            } catch {
                self?.fail(error)
            }
        }
    }

    deinit { runner.cancel() }

    /// The latest value delivered.
    public var value: Value {
        registrar.access(self, keyPath: \.value)
        return storedValue
    }

    /// The error that stopped the observation, if one did.
    public var error: (any Error)? {
        registrar.access(self, keyPath: \.error)
        return storedError
    }

    /// Stops the observation; ``value`` keeps the last value.
    public func cancel() { runner.cancel() }

    private func set(_ value: Value) {
        registrar.withMutation(of: self, keyPath: \.value) { storedValue = value }
    }

    private func fail(_ error: any Error) {
        registrar.withMutation(of: self, keyPath: \.error) { storedError = error }
    }
}

/// The task that feeds an ``ObservedValue``, cancellable from its nonisolated `deinit`.
private final class ObservationTask: Sendable {
    private let task = LockedState<Task<Void, Never>?>(nil)

    func start(_ body: @escaping @MainActor @Sendable () async -> Void) {
        task.withLock { $0 = Task { @MainActor in await body() } }
    }

    func cancel() {
        task.withLock { $0?.cancel() }
    }
}
