import Foundation
import Synchronization

/// Which thread may use a ``DatabaseQueue``'s connection now: the one inside the queue's closure.
///
/// A `Database`, `Cursor` or `PreparedStatement` returned out of `inDatabase` would otherwise
/// run the connection outside the queue's lock while another thread runs a closure on it. The
/// connection checks this guard whenever it starts or steps a statement, so such a use fails with
/// `SQLITE_MISUSE` instead.
@usableFromInline
final class QueueAccessGuard: Sendable {
    /// The thread inside the queue's closure, or 0. Only that thread stores its own id, so a
    /// thread sees its own id here exactly when it holds the queue: relaxed order is enough.
    private let holder = Atomic<UInt>(0)

    /// Marks the calling thread as the holder; the queue's lock is held.
    func enter() {
        holder.store(Self.currentThread, ordering: .relaxed)
    }

    /// Clears the holder when the outermost closure ends; the queue's lock is still held.
    func leave() {
        holder.store(0, ordering: .relaxed)
    }

    /// Whether the calling thread is inside the queue's closure.
    var isHeldByCurrentThread: Bool {
        holder.load(ordering: .relaxed) == Self.currentThread
    }

    private static var currentThread: UInt {
        #if canImport(Darwin)
            UInt(bitPattern: pthread_self())
        #else
            UInt(pthread_self())
        #endif
    }

    static let escaped = DatabaseError(
        .misuse,
        "this connection belongs to a DatabaseQueue and was used outside the queue's closure (a "
            + "Database, Cursor or PreparedStatement returned out of inDatabase); use it inside the "
            + "closure only")
}
