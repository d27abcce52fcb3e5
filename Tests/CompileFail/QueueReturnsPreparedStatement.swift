// expected-error: 'PreparedStatement' value as a 'sending' result risks causing data races
// A prepared statement runs on its queue's connection: it cannot leave the closure.
import QuarrySQLite

let queue = try DatabaseQueue()
let statement = try queue.inDatabase { db in try db.prepare("SELECT 1") }
_ = try statement.fetchValue(as: Int.self)
