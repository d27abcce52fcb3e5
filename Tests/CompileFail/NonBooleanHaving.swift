// expected-error: instance method 'having' requires that 'Double' conform to 'SQLBooleanType'
import Quarry

let score = Column<Double>("score")
let statement = Select { score }.from(Table("author")).groupBy(score).having(score)
