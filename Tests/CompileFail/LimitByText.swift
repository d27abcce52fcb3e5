// expected-error: instance method 'limit' requires that 'Column<String>' conform to
import Quarry

let name = Column<String>("name")
let statement = Select { name }.from(Table("author")).limit(name)
