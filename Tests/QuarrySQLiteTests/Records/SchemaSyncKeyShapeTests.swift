import Foundation
import QuarrySQLite
import Testing

/// `sync` over a table made by hand whose rowid is not the definition's: refused, because inserts
/// would write the rowid into records whose rows store another key (found by the outside attack).
@Suite struct SchemaSyncKeyShapeTests {
    struct Note: TableRecord, Equatable {
        var id: Int64?
        var title: String
        static let definition = TableDefinition<Note>("sync_key_note") {
            Field(\.id, "id").primaryKey()
            Field(\.title, "title")
        }
    }

    @Test(arguments: [
        "CREATE TABLE sync_key_note(id INTEGER PRIMARY KEY DESC, title TEXT NOT NULL)",
        "CREATE TABLE sync_key_note(\"id\" integer  primary key  desc, title TEXT NOT NULL)",
        "CREATE TABLE sync_key_note(id INT PRIMARY KEY, title TEXT NOT NULL)",
        "CREATE TABLE sync_key_note(id BIGINT PRIMARY KEY, title TEXT NOT NULL)",
        "CREATE TABLE sync_key_note(id INTEGER PRIMARY KEY, title TEXT NOT NULL) WITHOUT ROWID",
        "CREATE TABLE sync_key_note(id INTEGER, title TEXT NOT NULL)",
    ])
    func aTableWhoseRowIDIsNotTheDefinitionsIsRefused(_ creation: String) throws {
        let db = try Database.inMemory()
        try db.execute(SQLFragment(unsafeSQL: creation))
        let error = try #require(throws: QuarryError.self) { try db.sync(Note.self) }
        #expect(error.message.contains("rowid"), "\(error)")
        #expect(try db.fetchValue("SELECT count(*) FROM sync_key_note", as: Int.self) == 0)
    }

    @Test(arguments: [
        "CREATE TABLE sync_key_note(id INTEGER PRIMARY KEY, title TEXT NOT NULL)",
        "CREATE TABLE sync_key_note(ID integer primary key asc, title TEXT NOT NULL)",
        "CREATE TABLE sync_key_note(id INTEGER, title TEXT NOT NULL, PRIMARY KEY (id DESC))",
    ])
    func aTableWhoseRowIDIsTheKeyIsAccepted(_ creation: String) throws {
        let db = try Database.inMemory()
        try db.execute(SQLFragment(unsafeSQL: creation))
        #expect(try db.sync(Note.self).isUnchanged)
        var note = Note(id: nil, title: "x")
        try db.insert(&note)
        let found = try db.find(Note.self, key: try #require(note.id))
        #expect(found == note)
    }
}
