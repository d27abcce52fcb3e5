// expected-error: binary operator '&' cannot be applied to operands of type 'Column<Double>' and 'Double'
import Quarry

let score = Column<Double>("score")
let masked = score & 1.0
