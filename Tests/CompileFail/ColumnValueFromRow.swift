// expected-error: 'column' is inaccessible due to 'internal' protection level
// Row hands its columns out only lent, through withColumn(at:_:).
import QuarrySQLite

let db = try Database.inMemory()
let columns = try db.fetchAll("SELECT 1") { row in try row.column(at: 0) }
