// expected-error: operator function '&&' requires that 'Int64' conform to 'SQLBooleanType'
import Quarry

let flags = Column<Int64>("flags")
let active = Column<Bool>("active")
let predicate = flags && active
