import QuarrySQLite
import Testing

/// Outside-attacker probes: `sync` refuses an existing table with an unbound NOT NULL column that
/// has no default (every insert would fail), and accepts the columns inserts can leave out.
@Suite struct AttackSchemaSyncUnboundColumnTests {
    struct Note: TableRecord, Equatable {
        var id: Int64?
        var title: String
        var body: String?
        static let definition = TableDefinition<Note>("note") {
            Field(\.id, "id").primaryKey()
            Field(\.title, "title")
            Field(\.body, "body")
            TableIndex("note_title", \.title)
        }
    }

    private func columns(_ db: Database) throws -> [String] {
        try db.fetchValues(
            "SELECT name FROM pragma_table_xinfo('note') ORDER BY cid" as SQLFragment, as: String.self)
    }

    private func indexCount(_ db: Database) throws -> Int64 {
        try db.fetchValue(
            "SELECT count(*) FROM sqlite_schema WHERE type = 'index' AND name = 'note_title'" as SQLFragment,
            as: Int64.self) ?? -1
    }

    /// Runs `sync` expecting a refusal naming `column`, and checks nothing changed.
    private func expectRefused(_ db: Database, naming column: String, columnsBefore: [String]) throws {
        var caught: (any Error)?
        do { _ = try db.sync(Note.self) } catch { caught = error }
        let error = try #require(
            caught, "sync accepted a table whose unbound column \(column) breaks inserts")
        #expect(String(describing: error).contains(column), "error text: \(error)")
        #expect(try columns(db) == columnsBefore)
        #expect(try indexCount(db) == 0)
    }

    @Test func notNullWithoutDefaultIsRefusedNamingTheColumnAndNothingChanges() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            "CREATE TABLE note(id INTEGER PRIMARY KEY, title TEXT NOT NULL, legacy TEXT NOT NULL)")
        try expectRefused(db, naming: "legacy", columnsBefore: ["id", "title", "legacy"])
    }

    @Test func notNullDefaultNullIsRefused() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            "CREATE TABLE note(id INTEGER PRIMARY KEY, title TEXT NOT NULL, legacy TEXT NOT NULL DEFAULT NULL)"
        )
        // DEFAULT NULL on a NOT NULL column: an insert that leaves it out still fails.
        #expect(throws: DatabaseError.self) {
            try db.executeScript("INSERT INTO note(title) VALUES ('x')")
        }
        try expectRefused(db, naming: "legacy", columnsBefore: ["id", "title", "legacy"])
    }

    @Test func notNullParenthesizedDefaultNullIsRefused() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            "CREATE TABLE note(id INTEGER PRIMARY KEY, title TEXT NOT NULL, legacy TEXT NOT NULL DEFAULT (NULL))"
        )
        try expectRefused(db, naming: "legacy", columnsBefore: ["id", "title", "legacy"])
    }

    @Test func nullableDefaultNullIsAccepted() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            "CREATE TABLE note(id INTEGER PRIMARY KEY, title TEXT NOT NULL, legacy TEXT DEFAULT NULL)")
        let report = try db.sync(Note.self)
        #expect(report.addedColumns == ["body"])
        #expect(report.extraColumns == ["legacy"])
        var note = Note(id: nil, title: "t", body: nil)
        try db.insert(&note)
        #expect(note.id == 1)
    }

    @Test func notNullWithADefaultIsAccepted() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            "CREATE TABLE note(id INTEGER PRIMARY KEY, title TEXT NOT NULL, legacy TEXT NOT NULL DEFAULT '')")
        _ = try db.sync(Note.self)
        try db.insert(Note(id: nil, title: "t", body: nil))
    }

    @Test func notNullGeneratedColumnsAreAccepted() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            """
            CREATE TABLE note(id INTEGER PRIMARY KEY, title TEXT NOT NULL,
              v TEXT NOT NULL GENERATED ALWAYS AS (upper(title)) VIRTUAL,
              s INTEGER NOT NULL GENERATED ALWAYS AS (length(title)) STORED)
            """)
        _ = try db.sync(Note.self)
        try db.insert(Note(id: nil, title: "t", body: nil))
        #expect(try db.fetchCount(Note.all()) == 1)
    }

    /// DEFECT: `id INTEGER PRIMARY KEY NOT NULL` is the rowid: an insert that leaves it out gets a
    /// rowid, yet sync refuses the table as if every insert would fail.
    @Test func defectUnboundIntegerPrimaryKeyNotNullIsRefusedAlthoughInsertsWork() throws {
        struct Keyless: TableRecord, Equatable {
            var title: String
            static let definition = TableDefinition<Keyless>("note") { Field(\.title, "title") }
        }
        let db = try Database.inMemory()
        // The rowid alias takes a rowid when left out, NOT NULL or not.
        try db.executeScript("CREATE TABLE note(id INTEGER PRIMARY KEY NOT NULL, title TEXT NOT NULL)")
        try db.executeScript("INSERT INTO note(title) VALUES ('works')")
        _ = try db.sync(Keyless.self)
        try db.insert(Keyless(title: "x"))
        #expect(try db.fetchCount(Keyless.all()) == 2)
    }

    @Test func asciiCaseDifferenceBindsTheColumn() throws {
        let db = try Database.inMemory()
        try db.executeScript("CREATE TABLE note(ID INTEGER PRIMARY KEY, TITLE TEXT NOT NULL, Body TEXT)")
        let report = try db.sync(Note.self)
        #expect(report.addedColumns.isEmpty)
        #expect(report.extraColumns.isEmpty)
    }

    struct Cafe: TableRecord, Equatable {
        var id: Int64?
        var name: String
        enum CodingKeys: String, CodingKey {
            case id
            case name = "caf\u{E9}"
        }
        static let definition = TableDefinition<Cafe>("cafe") {
            Field(\.id, "id").primaryKey()
            Field(\.name, "caf\u{E9}")
        }
    }

    @Test func canonicallyEquivalentUnboundNotNullColumnIsRefusedByName() throws {
        let db = try Database.inMemory()
        // The table's column is the decomposed spelling: SQLite sees another column.
        try db.executeScript("CREATE TABLE cafe(id INTEGER PRIMARY KEY, \"cafe\u{301}\" TEXT NOT NULL)")
        var caught: (any Error)?
        do { _ = try db.sync(Cafe.self) } catch { caught = error }
        let error = try #require(caught)
        #expect(String(describing: error).contains("cafe\u{301}"))
        let names = try db.fetchValues(
            "SELECT name FROM pragma_table_info('cafe')" as SQLFragment, as: String.self)
        #expect(names.count == 2)
    }

    struct Word: TableRecord, Equatable {
        var word: String
        var meaning: String
        static let definition = TableDefinition<Word>("word", options: .withoutRowID) {
            Field(\.word, "word").primaryKey()
            Field(\.meaning, "meaning")
        }
    }

    @Test func withoutRowIDTableWithUnboundNotNullColumnIsRefused() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            "CREATE TABLE word(word TEXT PRIMARY KEY, meaning TEXT NOT NULL, origin TEXT NOT NULL) WITHOUT ROWID"
        )
        var caught: (any Error)?
        do { _ = try db.sync(Word.self) } catch { caught = error }
        let error = try #require(caught)
        #expect(String(describing: error).contains("origin"))
    }

    @Test func withoutRowIDTableUnboundKeyColumnIsRefused() throws {
        let db = try Database.inMemory()
        // A WITHOUT ROWID key column is NOT NULL even undeclared: inserts that omit it fail.
        try db.executeScript(
            "CREATE TABLE word(word TEXT, lang TEXT, meaning TEXT NOT NULL, PRIMARY KEY (word, lang)) WITHOUT ROWID"
        )
        #expect(throws: DatabaseError.self) {
            try db.executeScript("INSERT INTO word(word, meaning) VALUES ('a', 'b')")
        }
        var caught: (any Error)?
        do { _ = try db.sync(Word.self) } catch { caught = error }
        let error = try #require(
            caught, "sync accepted a WITHOUT ROWID table whose key column lang is unbound")
        #expect(String(describing: error).contains("lang"))
    }

    @Test func refusalInsideAnOuterTransactionLeavesItUsable() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            "CREATE TABLE note(id INTEGER PRIMARY KEY, title TEXT NOT NULL, legacy TEXT NOT NULL)")
        try db.inTransaction { db in
            #expect(throws: (any Error).self) { try db.sync(Note.self) }
            try db.executeScript("INSERT INTO note(title, legacy) VALUES ('a', 'b')")
        }
        #expect(try columns(db) == ["id", "title", "legacy"])
        #expect(try db.fetchValue("SELECT count(*) FROM note" as SQLFragment, as: Int64.self) == 1)
    }
}
