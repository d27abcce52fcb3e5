import CSQLite
import Foundation
import Synchronization

/// Which thread may use a ``DatabaseQueue``'s connection now: the one inside the queue's closure.
///
/// A `Database`, `Cursor` or `PreparedStatement` returned out of `inDatabase` would otherwise
/// run the connection outside the queue's lock while another thread runs a closure on it. The
/// connection checks this guard whenever it starts or steps a statement, so such a use fails with
/// `SQLITE_MISUSE` instead.
///
/// Releasing such a statement outside the queue (a cursor closed or dropped, a prepared statement
/// dropped) must not touch the connection either: the connection is opened without SQLite's own
/// mutex. The guard keeps those statements and resets or finalizes them the next time a thread
/// enters the queue (or when the connection closes).
@usableFromInline
final class QueueAccessGuard: Sendable {
    /// The thread inside the queue's closure, or 0. Only that thread stores its own id, so a
    /// thread sees its own id here exactly when it holds the queue: relaxed order is enough.
    private let holder = Atomic<UInt>(0)
    /// Statements let go outside the queue, waiting for it.
    private let leftovers = Mutex(Leftovers())
    /// Whether `leftovers` holds anything: checked on every entry without taking the mutex.
    private let hasLeftovers = Atomic<Bool>(false)
    /// Set while the `async` call running on the connection is cancelled: the progress handler
    /// then stops any statement that runs, also one that starts after the cancellation.
    private let cancelled = Atomic<Bool>(false)
    /// Counts the closures lent the connection: a ``Cursor`` works only in the one it was made in.
    private let lends = Atomic<UInt64>(0)

    /// Marks the calling thread as the holder and deals with the statements let go outside the
    /// queue meanwhile; the queue's lock is held.
    func enter() {
        holder.store(Self.currentThread, ordering: .relaxed)
        lends.wrappingAdd(1, ordering: .relaxed)
        if hasLeftovers.load(ordering: .acquiring) { drain() }
    }

    /// Ends the outermost closure, the queue's lock still held: resets every statement still
    /// running on `connection` (a cursor kept past the closure would keep the closure's read
    /// transaction open: later reads there would see its old snapshot, and the WAL could not be
    /// checkpointed past it), then clears the holder.
    func leave(resetting connection: OpaquePointer?) {
        if let connection { Self.resetRunningStatements(on: connection) }
        holder.store(0, ordering: .relaxed)
    }

    /// Which closure holds the connection now; read by the holder's thread, which stored it.
    var currentLend: UInt64 {
        lends.load(ordering: .relaxed)
    }

    /// Whether the calling thread is inside the queue's closure.
    var isHeldByCurrentThread: Bool {
        holder.load(ordering: .relaxed) == Self.currentThread
    }

    /// Finalizes a statement whose last reference went away: now when this thread holds the queue
    /// (or the connection is closed), otherwise when the queue is next entered.
    func finalize(_ handle: OpaquePointer) {
        let now = leftovers.withLock { leftovers in
            if leftovers.isClosed || isHeldByCurrentThread { return true }
            leftovers.handles.append(UncheckedHandle(pointer: handle))
            hasLeftovers.store(true, ordering: .releasing)
            return false
        }
        // After the close, the mutex alone orders these calls; nothing else uses the connection.
        if now { sqlite3_finalize(handle) }
    }

    /// Takes a statement that a cursor let go outside the queue, to reset (and free for the
    /// cache) when the queue is next entered; `false` when this thread holds the queue and may
    /// reset it itself.
    func resetLater(_ statement: Statement) -> Bool {
        leftovers.withLock { leftovers in
            if leftovers.isClosed || isHeldByCurrentThread { return false }
            leftovers.statements.append(UncheckedStatement(statement: statement))
            hasLeftovers.store(true, ordering: .releasing)
            return true
        }
    }

    /// Resets and finalizes what was let go outside the queue; the caller holds the queue, or is
    /// closing the connection.
    func drain() {
        let taken = leftovers.withLock { leftovers in
            hasLeftovers.store(false, ordering: .releasing)
            defer { leftovers = Leftovers(isClosed: leftovers.isClosed) }
            return (leftovers.handles, leftovers.statements)
        }
        for handle in taken.0 { sqlite3_finalize(handle.pointer) }
        for box in taken.1 {
            box.statement.reset()
            box.statement.isInUse = false
        }
    }

    /// Stops the statements of the work running now: the one running (through the interrupt
    /// handle) and any that starts before ``clearCancellation()``.
    func cancelRunningWork(_ interruptHandle: DatabaseInterruptHandle) {
        cancelled.store(true, ordering: .releasing)
        interruptHandle.interrupt()
    }

    /// Ends the cancellation when the cancelled work leaves the connection; its thread holds it.
    /// SQLite keeps an interrupt pending while any statement is still active; ``leave(resetting:)``
    /// resets them as the closure ends, so it cannot stop the next work.
    func clearCancellation() {
        cancelled.store(false, ordering: .releasing)
    }

    private static func resetRunningStatements(on connection: OpaquePointer) {
        var statement = sqlite3_next_stmt(connection, nil)
        while let current = statement {
            if sqlite3_stmt_busy(current) != 0 { sqlite3_reset(current) }
            statement = sqlite3_next_stmt(connection, current)
        }
    }

    /// Installs the progress handler that stops statements while the work is cancelled. A
    /// statement that runs fewer than 1,000 virtual machine steps (`ROLLBACK`, `RELEASE`) is
    /// never stopped, so a cancelled transaction block can still undo itself.
    func installCancellationCheck(on connection: OpaquePointer) {
        sqlite3_progress_handler(
            connection, 1000,
            { context in
                guard let context else { return 0 }
                let accessGuard = Unmanaged<QueueAccessGuard>.fromOpaque(context).takeUnretainedValue()
                return accessGuard.cancelled.load(ordering: .acquiring) ? 1 : 0
            }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Called once the connection is closed: statements let go later are finalized at once.
    func markClosed() {
        leftovers.withLock { $0.isClosed = true }
    }

    private struct Leftovers {
        var handles: [UncheckedHandle] = []
        var statements: [UncheckedStatement] = []
        var isClosed = false
    }

    // Unchecked: they cross threads only through the mutex, and are used only by the thread that
    // holds the queue (or closes the connection).
    private struct UncheckedHandle: @unchecked Sendable { let pointer: OpaquePointer }
    private struct UncheckedStatement: @unchecked Sendable { let statement: Statement }

    static var currentThread: UInt {
        #if canImport(Darwin)
            UInt(bitPattern: pthread_self())
        #else
            UInt(pthread_self())
        #endif
    }

    static let escaped = DatabaseError(
        .misuse,
        "this connection belongs to a DatabaseQueue or DatabasePool and was used outside the queue's "
            + "closure (a Database, Cursor or PreparedStatement returned out of inDatabase, read or "
            + "write); use it inside the closure only")

    static func outlived(_ sql: String) -> DatabaseError {
        DatabaseError(
            .misuse,
            "a cursor of a DatabaseQueue or DatabasePool works only inside the closure it was made in, "
                + "which reset its statement when it ended; read the rows there", sql: sql)
    }
}
