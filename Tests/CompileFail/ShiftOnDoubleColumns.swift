// expected-error: binary operator '<<' cannot be applied to two 'Column<Double>' operands
import Quarry

let score = Column<Double>("score")
let weight = Column<Double>("weight")
let shifted = score << weight
