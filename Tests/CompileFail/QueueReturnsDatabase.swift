// expected-error: 'db' as a 'sending' result risks causing data races
// A queue lends its connection to the closure only: returned, it would run outside the queue's lock.
import QuarrySQLite

let queue = try DatabaseQueue()
let db = try queue.inDatabase { db in db }
try db.execute("SELECT 1")
