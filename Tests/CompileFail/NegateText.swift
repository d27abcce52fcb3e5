// expected-error: unary operator '-' cannot be applied to an operand of type 'Column<String>'
import Quarry

let name = Column<String>("name")
let negated = -name
