// expected-error: operator function '||' requires that 'Int64' conform to 'SQLBooleanType'
import Quarry

let active = Column<Bool>("active")
let flags = Column<Int64>("flags")
let predicate = active || flags
