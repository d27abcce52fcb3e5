// expected-error: cannot convert value of type 'Column<Int64>' to expected argument type 'SQLFragment'
// Swift reports the mismatch against the SQLFragment overload, the last one it tried.
import Quarry

let authorID = Column<Int64>("authorID")
let source = Table("message").join(Table("author"), on: authorID)
