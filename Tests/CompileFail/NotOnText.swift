// expected-error: cannot convert value of type 'Column<String>' to expected argument type 'Bool'
import Quarry

let content = Column<String>("content")
let predicate = !content
