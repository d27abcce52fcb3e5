// swiftc-flags: -warnings-as-errors
// expected-error: '>' is deprecated: a Column<Date> binds dates as text, which on a column of numbers matches nothing: declare it DateColumn(name, in: table, storage:)
// A Column<Date> does not know whether its column holds text or numbers (an FMDB file's REAL
// seconds), so comparing it with a date warns; DateColumn(…, storage:) says the form.
import Foundation
import QuarrySQLite

let published = Column<Date?>("datePublished", in: Table("article"))
let recent = Select { SQLFragment("*") }.from(Table("article")).where(published > Date())
