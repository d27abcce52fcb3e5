import CSQLite
import Synchronization

/// The prepared statement of one of a record type's statements, kept for the connection that used
/// it last, so that a hot call (insert, find by key) skips the statement cache's lookup by SQL
/// text. Only a statement the connection's cache owns is kept, so closing the connection or
/// evicting the statement finalizes it; a finalized, busy or other connection's statement is
/// never handed out.
@usableFromInline
final class StatementSlot: Sendable {
    // Unchecked: the statement is only used by the thread whose connection it belongs to; the
    // Mutex only guards which statement the slot holds.
    private struct Kept: @unchecked Sendable {
        /// The connection the statement belongs to: compared before the statement is touched, so
        /// that only the thread using that connection ever reads the statement's state.
        let connection: OpaquePointer
        let statement: Statement
        let decoder: RowDecoder?
    }

    let sql: String
    private let kept = Mutex<Kept?>(nil)

    init(sql: String) {
        self.sql = sql
    }

    /// The statement for `db`, and a decoder of its rows when `storage` is given.
    @usableFromInline
    func take(_ db: Database, storage: (any ColumnStorageDecoding)?) throws -> (Statement, RowDecoder?) {
        let connection = try db.openConnection()
        if let kept = kept.withLock({ $0 }), kept.connection == connection,
            let handle = kept.statement.handle,
            !kept.statement.isInUse, sqlite3_db_handle(handle) == connection
        {
            return (kept.statement, kept.decoder)
        }
        let statement = try db.statement(for: sql)
        var decoder: RowDecoder?
        if let storage {
            decoder = RowDecoder(statement)
            decoder?.columnStorage = storage
        }
        if db.cache.contains(sql) {
            let fresh = Kept(connection: connection, statement: statement, decoder: decoder)
            kept.withLock { $0 = fresh }
        }
        return (statement, decoder)
    }
}
