// expected-error: 'Array<Cursor<RowSnapshot>>' value as a 'sending' result risks causing data races
// A value that holds a cursor (here an array) is in the connection's region too.
import QuarrySQLite

let queue = try DatabaseQueue()
let cursors = try queue.inDatabase { db in [try db.cursor("SELECT 1")] }
_ = try cursors[0].next()
