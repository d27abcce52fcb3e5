// The README's first command: `swift run quarry-example`.
//
// It builds the `message` table of WCDB's tutorial on an embedded SQLite file, then inserts,
// selects, decodes, updates and deletes, printing for each statement the SQL that SQLite runs,
// its bound arguments and its description (the same SQL with the values inlined).
import Foundation
import QuarrySQLite

enum Message {
    static let table = Table("message")
    static let localID = Column<Int64>("localID", in: table)
    static let content = Column<String?>("content", in: table)
    static let createTime = Column<Double>("createTime", in: table)
    static let modifiedTime = Column<Double>("modifiedTime", in: table)
    static let views = Column<Int64>("views", in: table)
}

/// A row of `message`, decoded by coding keys that match the column names.
struct MessageRow: Decodable {
    var localID: Int64
    var content: String?
    var createTime: Double
    var views: Int64
}

/// Prints a statement the three ways Quarry can show it.
func show(_ title: String, _ statement: some SQLStatement) throws {
    let rendered = try statement.render()
    print("── \(title)")
    print("   sql:         \(rendered.sql)")
    if !rendered.arguments.isEmpty {
        print("   arguments:   \(rendered.arguments.map(\.description).joined(separator: ", "))")
    }
    print("   description: \(statement)")
}

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quarry-example")
let path = folder.appendingPathComponent("app.sqlite").path
try? FileManager.default.removeItem(atPath: path)
let db = try Database(path: path)  // creates the folder, as WCDB does
print("Database: \(path)\n")

let createTable = CreateTable(Message.table.name, ifNotExists: true) {
    ColumnDefinition(Message.localID, .integer).primaryKey(autoincrement: true)
    ColumnDefinition(Message.content, .text)
    ColumnDefinition(Message.createTime, .real).notNull()
    ColumnDefinition(Message.modifiedTime, .real).notNull()
    ColumnDefinition(Message.views, .integer).notNull().default(0)
}
try show("CREATE TABLE", createTable)
try db.execute(createTable)

let createIndex = CreateIndex("message_createTime", on: Message.table, ifNotExists: true, Message.createTime)
try show("CREATE INDEX", createIndex)
try db.execute(createIndex)

let now = 1_700_000_000.0
try db.inTransaction { db in
    for (offset, text) in ["Hello, Quarry", "It's a 'quoted' string", "Robert'); DROP TABLE message;--"]
        .enumerated()
    {
        let insert = Insert(into: Message.table).values {
            Message.content.set(to: text)
            Message.createTime.set(to: now + Double(offset))
            Message.modifiedTime.set(to: now + Double(offset))
        }
        if offset == 0 { try show("INSERT (one of three, in one transaction)", insert) }
        try db.execute(insert)
    }
}

let upsert = Insert(into: Message.table)
    .values {
        Message.localID.set(to: 1)
        Message.content.set(to: "Hello again")
        Message.createTime.set(to: now)
        Message.modifiedTime.set(to: now + 60)
    }
    .onConflict(Message.localID)
    .doUpdate {
        Message.content.set(to: Message.content.excluded)
        Message.modifiedTime.set(to: Message.modifiedTime.excluded)
        Message.views.set(to: Message.views + 1)
    }
    .returning {
        Message.localID
        Message.views
    }
try show("UPSERT … RETURNING", upsert)
let returned = try db.fetchOne(upsert) { row in (try row[0] as Int64, try row[1] as Int64) }
print("   returned:    localID \(returned?.0 ?? -1), views \(returned?.1 ?? -1)")

let recent = Select {
    Message.localID
    Message.content
    Message.createTime
    Message.views
}
.from(Message.table)
.where(Message.createTime > now - 1 && Message.content != nil)
.orderBy(Message.createTime.descending)
.limit(10)
try show("SELECT", recent)
for message in try db.fetchAll(recent, as: MessageRow.self) {
    print(
        "   row:         \(message.localID) \(message.content.map { "\"\($0)\"" } ?? "NULL") views=\(message.views)"
    )
}

let touch = Update(Message.table)
    .set(Message.views, to: Message.views + 1)
    .where(Message.content.like("Hello%"))
try show("UPDATE", touch)
try db.execute(touch)
print("   changes:     \(db.changes)")

let prune = Delete(from: Message.table).where(Message.localID == 3)
try show("DELETE", prune)
try db.execute(prune)
print("   changes:     \(db.changes)")

let count = try db.fetchValue(Select { SQL.count() }.from(Message.table), as: Int64.self) ?? 0
print("\nRows left: \(count)")

let lookup = Select.all.from(Message.table).where(Message.createTime >= now).orderBy(Message.createTime)
try show("EXPLAIN QUERY PLAN of", lookup)
print(try db.explainQueryPlan(lookup))

try db.setPragma(.userVersion, to: 3)
print("\nPRAGMA user_version = \(try db.pragma(.userVersion))")
print("PRAGMA journal_mode = \(try db.pragma(.journalMode))")
print("PRAGMA foreign_keys = \(try db.pragma(.foreignKeys))")
print("Columns of message: \(try db.columns(in: "message").map(\.name).joined(separator: ", "))")
try show("PRAGMA", Pragma.tableInfo("message"))

/// The same kind of table, as a record: declared once, its statements derived from the declaration.
struct Note: TableRecord {
    var id: Int64?
    var text: String
    var createdAt: Date

    static let definition = TableDefinition<Note>("note") {
        Field(\.id, "id").primaryKey(autoincrement: true)
        Field(\.text, "text")
        Field(\.createdAt, "createdAt", storage: .unixSeconds)
        TableIndex("note_createdAt", \.createdAt)
    }
}

print("\n── Records")
try show("CREATE TABLE from the definition", Note.definition.createTable(ifNotExists: true))
let report = try db.sync(Note.self)
print("   sync:        created \(report.createdTable), indexes \(report.createdIndexes)")
var note = Note(id: nil, text: "Hello, records", createdAt: Date(timeIntervalSince1970: now))
try db.insert(&note)
print("   insert:      id \(note.id ?? -1) written back")
let sinceNow = Note.filter { $0.createdAt >= Date(timeIntervalSince1970: now) }.orderBy {
    $0.createdAt.descending
}
try show("a record request", sinceNow)
print("   fetched:     \(try db.fetchAll(sinceNow).map(\.text))")
print("   find(key:):  \(try db.find(Note.self, key: 1)?.text ?? "nil")")
try db.close()
