import Synchronization

/// Up to `size` connections to one server, lent to `async` callers one closure at a time: many
/// concurrent requests on a few connections, no thread of Swift's cooperative pool blocked.
///
/// Connections are opened when the load needs them (the first request opens one; a second opens
/// another only while the first is in use), and requests wait in line, first come first served.
/// Each connection runs its closures on its own serial queue. Before lending a connection the
/// pool checks, without a round trip, that the server has not closed it (`pg_terminate_backend`,
/// a restart), and opens a new one instead: a request is moved to another connection only then,
/// before any of it ran. A connection that breaks while a closure runs fails that closure (its
/// statements may or may not have run) and is replaced on the next request. A closure that
/// leaves a transaction open has it rolled back when it returns.
///
/// Cancelling a task drops its request while it waits, and cancels its running statement on the
/// server (the call then throws `CancellationError`, and the connection stays in the pool). With
/// ``PostgresPooling/transaction`` a running closure is not interrupted and its result stands:
/// a pooler hands a cancel request to whichever server session the client holds when it arrives,
/// which by then may be running another client's transaction.
///
/// ```swift
/// let pool = try PostgresPool("postgresql://app@localhost/app", size: 8)
/// let name = try await pool.withConnection { connection in
///     try connection.fetchValue(Select { people.name }.from(people).where(people.id == 7), as: String.self)
/// }
/// try await pool.inTransaction { connection in try connection.execute(transfer) }
/// await pool.close()
/// ```
///
/// Session state a closure sets (`SET`, temporary tables) stays on its connection for later
/// leases, as on any pooled connection: use `SET LOCAL` inside a transaction. Behind pgbouncer in
/// transaction mode, give the configuration ``PostgresPooling/transaction``.
public final class PostgresPool: Sendable {
    private struct State {
        var leases: PostgresLeaseQueue<any PostgresPoolWork>
        var nextTicket: UInt64 = 0
        /// `close()` calls waiting for the last lease to come back.
        var drains: [CheckedContinuation<Void, Never>] = []
    }

    private let state: Mutex<State>
    private let slots: [PostgresPoolSlot]

    /// How many connections the pool opens at most.
    public let size: Int

    /// A pool of at most `size` connections, made with the libpq connection string or URL and the
    /// configuration of ``PostgresConnection/init(_:configuration:)``. Nothing is opened yet, so a
    /// server that cannot be reached is reported by the first request.
    public init(
        _ connectionString: String, configuration: PostgresConfiguration = PostgresConfiguration(),
        size: Int = 8
    ) throws(PostgresError) {
        guard size >= 1 else {
            throw PostgresError(
                sqlState: PostgresError.SQLState.unableToConnect,
                message: "a pool needs at least one connection, not \(size)")
        }
        guard !connectionString.utf8.contains(0) else {
            throw PostgresError(
                sqlState: PostgresError.SQLState.unableToConnect,
                message: "the connection string holds a NUL character")
        }
        self.size = size
        state = Mutex(State(leases: PostgresLeaseQueue(size: size)))
        slots = (0..<size).map { index in
            PostgresPoolSlot(index: index, connectionString: connectionString, configuration: configuration)
        }
    }

    /// Runs `body` with one of the pool's connections, waiting in line for one when all are in
    /// use. Throws `CancellationError` when the task is cancelled while it waits or while its
    /// statement runs (not behind a transaction pooler, see above), and `08003` once the pool is
    /// closed.
    @discardableResult
    public func withConnection<T: Sendable>(_ body: @escaping @Sendable (PostgresConnection) throws -> T)
        async throws -> T
    {
        let request = PostgresPoolRequest(body)
        let ticket = state.withLock { state in
            defer { state.nextTicket += 1 }
            return state.nextTicket
        }
        defer { state.withLock { $0.leases.forget(ticket) } }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
                request.wait(with: continuation)
                switch state.withLock({ $0.leases.admit(ticket, request) }) {
                case .slot(let slot): slots[slot].execute { self.serve(slot, starting: request) }
                case .waiting: break
                case .cancelled: request.fail(with: CancellationError())
                case .closed: request.fail(with: Self.closedError)
                }
            }
        } onCancel: {
            if let waiting = state.withLock({ $0.leases.cancel(ticket) }) {
                waiting.fail(with: CancellationError())
            } else {
                request.cancel()
            }
        }
    }

    /// Runs `body` in a transaction on one of the pool's connections (see
    /// ``PostgresConnection/inTransaction(_:)``): committed when it returns, rolled back when it
    /// throws.
    @discardableResult
    public func inTransaction<T: Sendable>(_ body: @escaping @Sendable (PostgresConnection) throws -> T)
        async throws -> T
    {
        try await withConnection { connection in try connection.inTransaction(body) }
    }

    /// How many requests wait for a connection now.
    var waitingCount: Int { state.withLock { $0.leases.waiting } }

    /// How many connections are open now.
    public var openConnectionCount: Int { slots.count { $0.isOpen } }

    /// Stops lending: requests waiting now and made later throw `08003`; returns once every
    /// closure running has returned and every connection is closed.
    public func close() async {
        let waiters = state.withLock { $0.leases.close() }
        for waiter in waiters { waiter.fail(with: Self.closedError) }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let idle = state.withLock { state in
                if state.leases.leased == 0 { return true }
                state.drains.append(continuation)
                return false
            }
            if idle { continuation.resume() }
        }
        for slot in slots { await slot.close() }
    }

    private static let closedError = PostgresError(
        sqlState: PostgresError.SQLState.connectionDoesNotExist, message: "the pool is closed")

    /// Runs `request` on the slot's queue, then every request waiting when the slot comes free,
    /// until none waits: under load a connection's thread goes from one request to the next.
    private func serve(_ slot: Int, starting request: any PostgresPoolWork) {
        var next: (any PostgresPoolWork)? = request
        while let work = next {
            let resumeCaller = work.perform(on: slots[slot])
            next = giveBack(slot)
            resumeCaller()
        }
    }

    /// Gives the slot back: returns the first waiting request, which takes it, or `nil`; the
    /// last slot back on a closed pool lets `close()` go on.
    private func giveBack(_ slot: Int) -> (any PostgresPoolWork)? {
        let (next, drains) = state.withLock {
            state -> ((any PostgresPoolWork)?, [CheckedContinuation<Void, Never>]) in
            let next = state.leases.release(slot)?.waiter
            guard next == nil, state.leases.isClosed, state.leases.leased == 0 else { return (next, []) }
            defer { state.drains.removeAll() }
            return (next, state.drains)
        }
        for drain in drains { drain.resume() }
        return next
    }
}
