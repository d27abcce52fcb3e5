import Dispatch
import Synchronization

/// One of a pool's connections and the serial queue its leases run on, so that a blocking libpq
/// call holds that queue's thread, never a thread of Swift's cooperative pool. The connection is
/// opened on first use, checked before every lease, and dropped (to be opened again by the next
/// lease) when it broke.
final class PostgresPoolSlot: @unchecked Sendable {
    // Unchecked: `connection` and `cancelHandle` are touched only on `queue`.
    private let queue: DispatchQueue
    private var connection: PostgresConnection?
    private var cancelHandle: PostgresCancelHandle?
    /// Whether `connection` is set, readable from any thread without waiting for the queue.
    private let opened = Atomic(false)
    private let connectionString: String
    private let configuration: PostgresConfiguration

    init(index: Int, connectionString: String, configuration: PostgresConfiguration) {
        queue = DispatchQueue(label: "Quarry.PostgresPool.\(index)")
        self.connectionString = connectionString
        self.configuration = configuration
    }

    /// Runs `work` on this slot's queue.
    func execute(_ work: @escaping @Sendable () -> Void) { queue.async(execute: work) }

    /// Whether a connection is open now.
    var isOpen: Bool { opened.load(ordering: .acquiring) }

    /// Closes the connection, once every lease queued before has run.
    func close() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            queue.async {
                self.drop()
                continuation.resume()
            }
        }
    }

    /// Runs `body` with a usable connection, unless its task gave up first; the caller is this
    /// slot's queue.
    func perform<T>(_ job: PostgresPoolJob, _ body: (PostgresConnection) throws -> T) -> Result<T, any Error>
    {
        let connection: PostgresConnection
        do {
            connection = try usableConnection()
        } catch {
            return .failure(error)
        }
        guard job.start(cancellingWith: cancelHandle) else { return .failure(CancellationError()) }
        let result = Result { try body(connection) }
        let cancelled = job.stop()
        tidy(connection)
        if cancelled, case .failure(let error as PostgresError) = result,
            error.sqlState.isByteEqual(to: PostgresError.SQLState.queryCanceled)
        {
            return .failure(CancellationError())
        }
        return result
    }

    /// The open connection when it is still sound (see ``PostgresConnection/isSoundWhileIdle``),
    /// else a new one: a lease never gets a connection the server has closed, so a request is
    /// retried on another only here, where nothing of it has run.
    private func usableConnection() throws(PostgresError) -> PostgresConnection {
        if let connection, connection.isSoundWhileIdle { return connection }
        drop()
        let new = try PostgresConnection(connectionString, configuration: configuration)
        connection = new
        // Behind a transaction pooler a cancel request goes to whichever server session the
        // pooler links to this client when it arrives, which by then may run another client's
        // transaction (seen: a cancelled lease aborted another slot's BEGIN, 25P02): no handle.
        cancelHandle = configuration.pooling == .transaction ? nil : new.makeCancelHandle()
        self.opened.store(true, ordering: .releasing)
        return new
    }

    /// After a lease: a transaction the closure left open is rolled back (the next lease starts
    /// clean), and a connection that broke or cannot roll back is dropped.
    private func tidy(_ connection: PostgresConnection) {
        guard connection.isOpen else { return drop() }
        guard connection.isInTransaction else { return }
        do {
            try connection.rollBackAbandonedTransaction()
        } catch {
            drop()
        }
    }

    private func drop() {
        connection = nil
        cancelHandle = nil
        opened.store(false, ordering: .releasing)
    }
}
