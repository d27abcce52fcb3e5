import CLibPQ
import Foundation

extension PostgresConnection {
    /// Whether libpq still has the connection (`PQstatus` is `CONNECTION_OK`).
    var isOpen: Bool { PQstatus(handle) == CONNECTION_OK }

    /// Whether the connection, idle between statements, is still usable, checked with no round
    /// trip: the server sends nothing to an idle session except when it is about to close it
    /// (`pg_terminate_backend`, a restart, `idle_session_timeout`: a FATAL message, then the end of
    /// the stream, which may come a moment later) or, rarely, a changed setting. So a socket with
    /// anything to read is not trusted: reading it could show the FATAL message before the end
    /// (libpq hands an idle session's error to the notice processor and keeps the connection
    /// "OK"), and a connection dropped for a setting report costs one reconnect.
    var isSoundWhileIdle: Bool {
        guard isOpen, PQtransactionStatus(handle) == PQTRANS_IDLE, PQisBusy(handle) == 0 else { return false }
        let socket = PQsocket(handle)
        guard socket >= 0 else { return false }
        var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) == 0
    }

    /// What cancels this connection's running statement from another thread.
    func makeCancelHandle() -> PostgresCancelHandle? { PostgresCancelHandle(handle) }

    /// Rolls back a transaction a closure began and left open (a pool's lease that returned with
    /// `BEGIN` run), so the connection's next user starts outside it.
    func rollBackAbandonedTransaction() throws {
        try execute(SQLFragment("ROLLBACK"))
    }
}
