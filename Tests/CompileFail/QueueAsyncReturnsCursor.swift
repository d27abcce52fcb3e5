// expected-error: 'Cursor<RowSnapshot>' value as a 'sending' result risks causing data races
// In async code a cursor cannot leave either: the async form needs a Sendable result, and the
// synchronous form the compiler falls back to returns a `sending` one.
import QuarrySQLite

let queue = try DatabaseQueue()
let cursor = try await queue.inDatabase { db in try db.cursor("SELECT 1") }
