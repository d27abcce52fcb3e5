// expected-error: binary operator '<' cannot be applied to operands of type 'Column<Double>' and 'Column<Int64>'
import Quarry

let score = Column<Double>("score")
let flags = Column<Int64>("flags")
let predicate = score < flags
