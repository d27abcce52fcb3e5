// expected-error: 'Cursor<Int>' value as a 'sending' result risks causing data races
// A cursor steps its queue's connection: returned, it would read while another thread writes.
import QuarrySQLite

let queue = try DatabaseQueue()
let cursor = try queue.inDatabase { db in try db.cursor("SELECT 1") { row in try row[0] as Int } }
_ = try cursor.next()
