// expected-error: requires that 'ColumnValue' conform to 'Copyable'
// A ColumnValue is a view of the statement's current row: a fetch cannot return it.
import QuarrySQLite

let db = try Database.inMemory()
let columns = try db.fetchAll("SELECT 1") { row -> ColumnValue in
    try row.withColumn(at: 0) { column -> ColumnValue in column }
}
