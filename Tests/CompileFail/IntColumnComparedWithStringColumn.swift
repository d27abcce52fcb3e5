// expected-error: binary operator '==' cannot be applied to operands of type 'Column<Int64>' and 'Column<String>'
import Quarry

let localID = Column<Int64>("localID")
let content = Column<String>("content")
let predicate = localID == content
