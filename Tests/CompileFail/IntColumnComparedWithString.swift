// expected-error: requires that 'Column<Int64>' conform to 'StringProtocol'
import Quarry

let localID = Column<Int64>("localID")
let predicate = localID == "text"
