// expected-error: cannot convert value of type 'String' to expected argument type 'Int64'
import Quarry

let age = Column<Int64>("age")
let predicate = age.between("a", and: "z")
