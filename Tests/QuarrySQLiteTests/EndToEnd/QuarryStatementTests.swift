import QuarrySQLite
import Testing

/// The language's own statement types, run end to end: nothing here is hand-written SQL.
@Suite struct QuarryStatementTests {
    enum Note {
        static let table = Table("note")
        static let id = Column<Int64>("id", in: table)
        static let body = Column<String>("body", in: table)
        static let edits = Column<Int64>("edits", in: table)
    }

    func database() throws -> Database {
        let db = try Database.inMemory()
        try db.execute(
            CreateTable("note") {
                ColumnDefinition(Note.id, .integer).primaryKey()
                ColumnDefinition(Note.body, .text).notNull()
                ColumnDefinition(Note.edits, .integer).notNull().default(0)
            })
        return db
    }

    @Test func createInsertUpdateDeleteWithReturning() throws {
        let db = try database()
        try db.execute(CreateIndex("note_body", on: Note.table, Note.body))
        #expect(try db.tableExists("note"))
        #expect(try db.indexes(on: "note").map(\.name) == ["note_body"])
        let inserted = try db.fetchValue(
            Insert(into: Note.table).values { Note.body.set(to: "first") }.returning { Note.id },
            as: Int64.self)
        #expect(inserted == 1)
        try db.execute(Insert(into: Note.table).values { Note.body.set(to: "second") })
        try db.execute(Update(Note.table).set(Note.edits, to: Note.edits + 1).where(Note.id == 2))
        let rows = try db.fetchAll(
            Select {
                Note.id
                Note.body
                Note.edits
            }.from(Note.table).orderBy(Note.id)
        ) { row in "\(try row[0] as Int64) \(try row[1] as String) \(try row[2] as Int64)" }
        #expect(rows == ["1 first 0", "2 second 1"])
        let deleted = try db.fetchValues(
            Delete(from: Note.table).where(Note.id == 1).returning { Note.body }, as: String.self)
        #expect(deleted == ["first"])
        let plan = try db.explainQueryPlan(Select { Note.id }.from(Note.table).where(Note.body == "second"))
        #expect(plan.contains("USING COVERING INDEX note_body"))
    }

    @Test func viewsAndTriggers() throws {
        let db = try database()
        try db.execute(CreateView("edited", as: Select { Note.body }.from(Note.table).where(Note.edits > 0)))
        try db.execute(
            CreateTrigger("note_touch", .after, .update(of: Note.body), on: Note.table) {
                Update(Note.table).set(Note.edits, to: Note.edits + 1).where(Note.id == Note.id.new)
            })
        try db.execute(Insert(into: Note.table).values { Note.body.set(to: "draft") })
        try db.execute(Update(Note.table).set(Note.body, to: "final").where(Note.id == 1))
        #expect(try db.fetchValues("SELECT body FROM edited", as: String.self) == ["final"])
        #expect(try db.viewExists("edited"))
    }

    @Test func fullTextSearch() throws {
        let db = try Database.inMemory()
        let doc = Table("doc")
        try db.execute(CreateVirtualTable("doc", using: "fts5", .column("title"), .column("body")))
        try db.execute(
            Insert(into: doc).columns(Column<String>("title"), Column<String>("body"))
                .values(rows: [
                    ["swift", "quarry composes sqlite"], ["c", "raw sqlite api"], ["x", "unrelated"],
                ]))
        let titles = try db.fetchValues(
            Select { Column<String>("title") }.from(doc).where(doc.match("sqlite")).orderBy(FTS5.bm25(doc)),
            as: String.self)
        #expect(Set(titles) == ["swift", "c"])
    }
}
