// expected-error: 'Cursor<RowSnapshot>' value as a 'sending' result risks causing data races
// inTransaction lends the connection like inDatabase, on any DatabaseAccess (a queue, a pool).
import QuarrySQLite

func firstRows(in access: some DatabaseAccess) throws -> Cursor<RowSnapshot> {
    try access.inTransaction { db in try db.cursor("SELECT 1") }
}
