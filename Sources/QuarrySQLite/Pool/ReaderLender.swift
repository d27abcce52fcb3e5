import Dispatch

/// The reader connections of a ``DatabasePool``: lends an idle one, opens a new one while fewer
/// than the limit are open, or keeps the request waiting (a blocked thread for a synchronous
/// call, a callback for an `async` one, so a waiting task holds no thread).
///
/// While a close is under way the lender is suspended: requests wait (or fail once it is closed
/// for good), and the close waits until every lent reader is back.
final class ReaderLender: Sendable {
    /// What a request gets.
    enum Grant: Sendable {
        /// An idle reader, now the requester's.
        case reader(SerializedDatabase)
        /// Room for one more reader: the requester opens it, or calls ``openFailed()``.
        case open
        case failure(DatabaseError)
    }

    typealias Request = @Sendable (Grant) -> Void

    private struct State {
        var idle: [SerializedDatabase] = []
        /// Every open reader, lent or idle.
        var all: [SerializedDatabase] = []
        /// Readers being opened by a requester that got `.open`.
        var opening = 0
        var waiting: [Request] = []
        var isSuspended = false
        var closedError: DatabaseError?
        /// Called when the last lent reader comes back while suspended.
        var whenDrained: (@Sendable () -> Void)?
        /// Readers opened with an older configuration than this are closed when given back.
        var configurationGeneration = 0

        var lent: Int { all.count - idle.count + opening }
    }

    private let state = LockedState(State())
    let maximum: Int

    init(maximum: Int) {
        self.maximum = maximum
    }

    /// The reader the calling thread is inside a closure of, if any.
    var heldByCurrentThread: SerializedDatabase? {
        state.withLock { state in state.all.first { $0.isHeldByCurrentThread } }
    }

    /// Asks for a reader; `request` is called with the grant, now or when one is free.
    func request(_ request: @escaping Request) {
        let grant = state.withLock { state -> Grant? in
            if let closedError = state.closedError { return .failure(closedError) }
            if state.isSuspended {
                state.waiting.append(request)
                return nil
            }
            if let reader = state.idle.popLast() { return .reader(reader) }
            if state.all.count + state.opening < maximum {
                state.opening += 1
                return .open
            }
            state.waiting.append(request)
            return nil
        }
        if let grant { request(grant) }
    }

    /// Blocks the calling thread until a reader (or room for one) is granted.
    func grant() -> Grant {
        let box = GrantBox()
        let semaphore = DispatchSemaphore(value: 0)
        request { grant in
            box.grant.withLock { $0 = grant }
            semaphore.signal()
        }
        semaphore.wait()
        return box.grant.withLock { $0 } ?? .failure(DatabaseError.closed("pool"))
    }

    /// Counts a reader opened after an `.open` grant; it is lent to the opener.
    func opened(_ reader: SerializedDatabase) {
        state.withLock { state in
            state.opening -= 1
            state.all.append(reader)
        }
    }

    /// Gives back the room of an `.open` grant whose reader did not open (or was not needed).
    func openFailed() {
        let (next, drained) = state.withLock { state -> (Request?, (@Sendable () -> Void)?) in
            state.opening -= 1
            if state.isSuspended { return (nil, Self.takeDrained(&state)) }
            guard !state.waiting.isEmpty else { return (nil, nil) }
            state.opening += 1
            return (state.waiting.removeFirst(), nil)
        }
        next?(.open)
        drained?()
    }

    /// Takes back a lent reader: handed to the next waiting request, or kept idle; one opened
    /// with an older configuration is closed, and its room goes to the next request.
    func release(_ reader: SerializedDatabase) {
        let (next, drained, isStale) = state.withLock {
            state -> (Request?, (@Sendable () -> Void)?, Bool) in
            let isStale = reader.configurationGeneration < state.configurationGeneration
            if isStale {
                state.all.removeAll { $0 === reader }
                if !state.isSuspended, !state.waiting.isEmpty {
                    state.opening += 1
                    return (state.waiting.removeFirst(), nil, true)
                }
                return (nil, state.isSuspended ? Self.takeDrained(&state) : nil, true)
            }
            if !state.isSuspended, !state.waiting.isEmpty { return (state.waiting.removeFirst(), nil, false) }
            state.idle.append(reader)
            return (nil, state.isSuspended ? Self.takeDrained(&state) : nil, false)
        }
        if isStale { try? reader.close(reopening: false, error: DatabaseError.closed("reader")) }
        next?(isStale ? .open : .reader(reader))
        drained?()
    }

    /// Marks every reader open now as opened with an old configuration: the idle ones are taken
    /// out (to close), the lent ones are closed when given back.
    func retire(before generation: Int) -> [SerializedDatabase] {
        state.withLock { state in
            state.configurationGeneration = max(state.configurationGeneration, generation)
            let idle = state.idle
            state.idle = []
            state.all.removeAll { reader in idle.contains { $0 === reader } }
            return idle
        }
    }

    /// Stops lending, waits until every lent reader is back, and takes all of them (to close).
    func suspendAndDrain() -> [SerializedDatabase] {
        let semaphore = DispatchSemaphore(value: 0)
        let mustWait = state.withLock { state -> Bool in
            state.isSuspended = true
            guard state.lent > 0 else { return false }
            state.whenDrained = { semaphore.signal() }
            return true
        }
        if mustWait { semaphore.wait() }
        return state.withLock { state in
            defer {
                state.all = []
                state.idle = []
            }
            return state.all
        }
    }

    /// Lends again after a close: waiting requests get room to open readers, up to the limit.
    func resume() {
        let granted = state.withLock { state -> [Request] in
            state.isSuspended = false
            let count = min(state.waiting.count, maximum - state.all.count - state.opening)
            guard count > 0 else { return [] }
            state.opening += count
            defer { state.waiting.removeFirst(count) }
            return Array(state.waiting.prefix(count))
        }
        for request in granted { request(.open) }
    }

    /// Fails every waiting and later request with `error`.
    func closeForGood(_ error: DatabaseError) {
        let failed = state.withLock { state -> [Request] in
            state.closedError = error
            defer { state.waiting = [] }
            return state.waiting
        }
        for request in failed { request(.failure(error)) }
    }

    /// Takes the idle readers out (to close them), leaving the lent ones.
    func takeIdle() -> [SerializedDatabase] {
        state.withLock { state in
            let idle = state.idle
            state.idle = []
            state.all.removeAll { reader in idle.contains { $0 === reader } }
            return idle
        }
    }

    /// How many readers are open now (lent or idle).
    var openCount: Int {
        state.withLock { $0.all.count }
    }

    private static func takeDrained(_ state: inout State) -> (@Sendable () -> Void)? {
        guard state.lent == 0, let whenDrained = state.whenDrained else { return nil }
        state.whenDrained = nil
        return whenDrained
    }

    private final class GrantBox: Sendable {
        let grant = LockedState<Grant?>(nil)
    }
}
