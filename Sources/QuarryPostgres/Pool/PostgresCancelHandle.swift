import CLibPQ

/// What asks the server to stop a connection's running statement from another thread
/// (`PQgetCancel`/`PQcancel`, which libpq makes safe to call while the connection is in use).
final class PostgresCancelHandle: @unchecked Sendable {
    // Unchecked: `PQcancel` is thread-safe on its `PGcancel`, which nothing else touches until
    // deinit frees it.
    private let cancel: OpaquePointer

    init?(_ handle: OpaquePointer) {
        guard let cancel = PQgetCancel(handle) else { return nil }
        self.cancel = cancel
    }

    deinit { PQfreeCancel(cancel) }

    /// Sends the cancel request and waits for the server to take it. The statement running then
    /// fails with `57014`; a session between statements ignores it.
    func send() {
        var message = [CChar](repeating: 0, count: 256)
        _ = PQcancel(cancel, &message, Int32(message.count))
    }
}
