// expected-error: binary operator '*' cannot be applied to two 'Column<String>' operands
import Quarry

let name = Column<String>("name")
let email = Column<String>("email")
let sum = name * email
