/// Who gets which of a pool's connections, and in what order: the free slots (the one given back
/// last is lent first, so that idle connections stay few and warm, and slots never opened stay
/// unopened), and the requests waiting, served strictly first come first served. A request never
/// takes a free slot while an earlier one waits.
///
/// Pure state, kept under the pool's lock; `Waiter` is what a request resumes with its slot.
struct PostgresLeaseQueue<Waiter> {
    /// What a request gets at once.
    enum Admission {
        /// This slot, now.
        case slot(Int)
        /// A place in line: ``release(_:)`` hands it a slot later, or ``cancel(_:)`` removes it.
        case waiting
        /// Nothing: its task was cancelled before it asked.
        case cancelled
        /// Nothing: the pool is closed.
        case closed
    }

    /// Slots no request holds, the one given back last at the end.
    private(set) var free: [Int]
    private var waiters: [(ticket: UInt64, waiter: Waiter)] = []
    /// Tickets cancelled before they asked (a task's cancellation handler can run first).
    private var cancelledEarly: Set<UInt64> = []
    private(set) var isClosed = false
    let size: Int

    init(size: Int) {
        self.size = size
        free = Array((0..<size).reversed())
    }

    /// How many slots requests hold now.
    var leased: Int { size - free.count }

    /// How many requests wait.
    var waiting: Int { waiters.count }

    /// A request for a slot.
    mutating func admit(_ ticket: UInt64, _ waiter: Waiter) -> Admission {
        if cancelledEarly.remove(ticket) != nil { return .cancelled }
        if isClosed { return .closed }
        if waiters.isEmpty, let slot = free.popLast() { return .slot(slot) }
        waiters.append((ticket, waiter))
        return .waiting
    }

    /// A slot given back: the first waiting request takes it (returned, to be resumed outside the
    /// lock), or it becomes free.
    mutating func release(_ slot: Int) -> (waiter: Waiter, slot: Int)? {
        if !waiters.isEmpty { return (waiters.removeFirst().waiter, slot) }
        free.append(slot)
        return nil
    }

    /// A request whose task was cancelled: its waiter, when it still waited (to be resumed with
    /// `CancellationError`); a request not made yet is refused when it comes.
    mutating func cancel(_ ticket: UInt64) -> Waiter? {
        if let index = waiters.firstIndex(where: { $0.ticket == ticket }) {
            return waiters.remove(at: index).waiter
        }
        cancelledEarly.insert(ticket)
        return nil
    }

    /// Stops lending: every waiting request is returned, to be failed; requests holding slots
    /// keep them until they give them back.
    mutating func close() -> [Waiter] {
        isClosed = true
        defer { waiters.removeAll() }
        return waiters.map(\.waiter)
    }

    /// Forgets an early cancellation that no request will claim (its request was served first).
    mutating func forget(_ ticket: UInt64) { cancelledEarly.remove(ticket) }
}
