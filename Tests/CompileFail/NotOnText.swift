// expected-error: unary operator '!' cannot be applied to an operand of type 'Column<String>'
import Quarry

let content = Column<String>("content")
let predicate = !content
