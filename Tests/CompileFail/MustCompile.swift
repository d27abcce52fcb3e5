// The control: correct uses of everything the other snippets misuse. If this stops compiling, the
// failures of the others prove nothing.
import Quarry

let table = Table("message")
let localID = Column<Int64>("localID")
let content = Column<String?>("content")
let flags = Column<Int64>("flags")
let score = Column<Double>("score")
let active = Column<Bool>("active")
let limit = 10

let statement = Select {
    localID
    content
}
.from(table.join(Table("author"), on: localID == flags))
.where(localID == 1 && content != nil || !active && (flags & 4) == 4 && -score < 2.5 * score)
.groupBy(flags)
.having(active)
.limit(limit)
let fragment: SQLFragment = "\(localID) > \(limit)"
let unsafe = SQLFragment(unsafeSQL: readLine() ?? "")
