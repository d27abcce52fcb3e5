// The control: correct uses of everything the other snippets misuse. If this stops compiling, the
// failures of the others prove nothing.
import Foundation
import QuarrySQLite

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

// Spellings that must keep compiling: values as result columns, ORDER BY a column number, SQL's
// clause order, names as strings, an ANY column against a typed one, ranges, nil tests compared.
let anyValue = Column<SQLValue?>("any")
let nickname = Column<String?>("nickname")
let spellings = Select.all {
    localID
    0
    SQL.max(1, 2, 3)
}
.from(table)
.where(anyValue == localID && score.between(1.5, and: score) && localID.in(1...9))
.where((content == nil) == (nickname == nil))
.orderBy(2, .descending)
.orderBy(content.nullsFirst)
let optionalText: SQLExpression<String?> = content.concat(nickname)
let upsert = Insert(into: table).columns("localID").values(1)
    .onConflict("localID").doUpdate { flags.set(to: 2) }.where(flags > 1)
let created = CreateTable(table) {
    ColumnDefinition("localID", .integer).default(expression: 1 + 2)
    TableConstraint.primaryKey("localID")
}

// Records: the correct forms of what the Record* snippets misuse.
struct Note: TableRecord {
    var id: Int64?
    var title: String
    var created: Date
    static let definition = TableDefinition<Note>("note") {
        Field(\.id, "id").primaryKey()
        Field(\.title, "title")
        Field(\.created, "created", storage: .unixSeconds)
    }
}
let notes = Note.filter { $0.title == "x" && $0.id == 5 && $0.created > Date() }
func retitle(_ db: Database, _ note: inout Note) throws {
    try db.update(&note, columns: \Note.title)
    try db.updateChanges(&note) { $0.title = "y" }
}
let noteCopy = TableDefinition<Note>("note_copy") { Field(\Note.title, "title") }

// What a queue's closure may return (the result is `sending`): Sendable values, and fresh values
// that hold nothing of the connection, generic over DatabaseAccess too.
struct Message: Decodable, Sendable {
    var localID: Int64
    var content: String?
}
struct Counts: Sendable {
    var messages: Int
}
final class Summary {
    var count = 0
    var titles: [String] = []
}
struct Row3: Decodable {
    var x: Int
}
func summarize(_ access: some DatabaseAccess) throws -> Summary {
    try access.inTransaction { db in
        let summary = Summary()
        summary.count = try db.fetchValue("SELECT 1", as: Int.self) ?? 0
        return summary
    }
}
let queue = try DatabaseQueue()
let number = try queue.inDatabase { db in try db.fetchValue("SELECT 1", as: Int.self) }
let names = try queue.inDatabase { db in try db.fetchAll("SELECT 'a'") { row in try row[0] as String } }
let counts = try queue.inDatabase { db in Counts(messages: try db.fetchValue("SELECT 2", as: Int.self) ?? 0) }
let summary = try queue.inDatabase { db in
    let summary = Summary()
    summary.titles = try db.fetchAll("SELECT 'a'") { row in try row[0] as String }
    return summary
}
let messages = try queue.inDatabase { db in
    try db.fetchAll("SELECT 1 AS localID, NULL AS content", as: Message.self)
}
let rows = try queue.inTransaction { db in try db.fetchAll("SELECT 1 AS x", as: Row3.self) }
let snapshots = try queue.inDatabase { db in try db.fetchAll("SELECT 1") }
let viaAccess = try summarize(queue)
