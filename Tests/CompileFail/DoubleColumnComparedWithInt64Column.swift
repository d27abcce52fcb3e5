// expected-error: requires the types 'Double' and 'Int64' be equivalent
import Quarry

let score = Column<Double>("score")
let flags = Column<Int64>("flags")
let predicate = score < flags
