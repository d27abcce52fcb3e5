// expected-error: cannot convert value of type 'SQLExpression<Int64>' to expected argument type 'SQLFragment'
// Swift reports the mismatch against where(sql:), suggesting the label, rather than against
// where(_:)'s SQLBooleanType requirement.
import Quarry

let flags = Column<Int64>("flags")
let statement = Select { flags }.from(Table("message")).where(flags + 1)
