import CSQLite
import Synchronization

/// Stops whatever the connection is running, from any thread (`sqlite3_interrupt`). The
/// interrupted statement fails with `SQLITE_INTERRUPT`; a transaction it was in rolls back.
///
/// The handle outlives the connection safely: after the connection closes, ``interrupt()`` does
/// nothing.
public final class DatabaseInterruptHandle: Sendable {
    private struct Connection: @unchecked Sendable {
        // sqlite3_interrupt is documented as safe to call from any thread while the connection is
        // open; the lock below guarantees it is open.
        let pointer: OpaquePointer
    }

    private let connection: Mutex<Connection?>

    init(_ connection: OpaquePointer) {
        self.connection = Mutex(Connection(pointer: connection))
    }

    /// Asks the connection to stop the statement it is running as soon as it can.
    public func interrupt() {
        connection.withLock { connection in
            if let connection { sqlite3_interrupt(connection.pointer) }
        }
    }

    /// Forgets the connection before it closes.
    func invalidate() {
        connection.withLock { $0 = nil }
    }
}

extension Database {
    /// Stops the running statement (`sqlite3_interrupt`); call it from another thread through
    /// ``interruptHandle`` while this connection is busy.
    public func interrupt() {
        interruptHandle.interrupt()
    }
}
