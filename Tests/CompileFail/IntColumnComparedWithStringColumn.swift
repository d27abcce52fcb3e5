// expected-error: requires the types 'Int64' and 'String' be equivalent
import Quarry

let localID = Column<Int64>("localID")
let content = Column<String>("content")
let predicate = localID == content
