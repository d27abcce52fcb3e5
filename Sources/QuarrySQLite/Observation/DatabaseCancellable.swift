/// Stops an observation started with `ValueObservation.start(in:onError:onChange:)`: when
/// ``cancel()`` is called, or when the last reference to it goes away. Keep it for as long as the
/// observation should run.
public final class DatabaseCancellable: Sendable {
    private let onCancel: @Sendable () -> Void

    init(_ onCancel: @escaping @Sendable () -> Void) {
        self.onCancel = onCancel
    }

    deinit { onCancel() }

    /// Stops the observation: no value or error is delivered after the call returns, except one
    /// whose delivery had already begun. Cancelling twice does nothing.
    public func cancel() { onCancel() }
}
