// expected-error: 'page' as a 'sending' result risks causing data races
// A fresh object is returned only while nothing of the connection is stored in it.
import QuarrySQLite

final class Page {
    var cursor: Cursor<RowSnapshot>?
}

let queue = try DatabaseQueue()
let page = try queue.inDatabase { db in
    let page = Page()
    page.cursor = try db.cursor("SELECT 1")
    return page
}
