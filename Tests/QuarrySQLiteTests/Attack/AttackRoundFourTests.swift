import Foundation
import QuarrySQLite
import Testing

/// Outside-attacker probes, fourth round: defaults that are NULL in other spellings, and an
/// upsert that fails in its DO UPDATE.
@Suite struct AttackRoundFourTests {
    struct Note: TableRecord {
        var id: Int64?
        var title: String
        static let definition = TableDefinition<Note>("note") {
            Field(\.id, "id").primaryKey()
            Field(\.title, "title")
        }
    }

    private func syncError(_ db: Database) -> (any Error)? {
        do {
            _ = try db.sync(Note.self)
            return nil
        } catch {
            return error
        }
    }

    @Test func lowercaseDefaultNullIsRefused() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            "CREATE TABLE note(id INTEGER PRIMARY KEY, title TEXT, legacy TEXT NOT NULL default null)")
        let error = try #require(syncError(db))
        #expect(String(describing: error).contains("legacy"))
    }

    @Test func quotedStringNullDefaultIsAccepted() throws {
        let db = try Database.inMemory()
        // 'NULL' is the four-letter text, not NULL: inserts store it.
        try db.executeScript(
            "CREATE TABLE note(id INTEGER PRIMARY KEY, title TEXT, legacy TEXT NOT NULL DEFAULT 'NULL')")
        try db.executeScript("INSERT INTO note(title) VALUES ('works')")
        #expect(syncError(db) == nil)
    }

    /// EDGE: a default expression that evaluates to NULL breaks every insert exactly as no default
    /// does; sync's doc promises to refuse such a table ("every insert would fail").
    @Test func edgeDefaultExpressionEvaluatingToNullIsRefused() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            "CREATE TABLE note(id INTEGER PRIMARY KEY, title TEXT, legacy TEXT NOT NULL DEFAULT (CAST(NULL AS TEXT)))"
        )
        #expect(throws: DatabaseError.self) {
            try db.executeScript("INSERT INTO note(title) VALUES ('fails')")
        }
        withKnownIssue("left for the next round: sync reads a default's text, it does not evaluate it") {
            let error = try #require(syncError(db), "sync accepted a table every insert into fails")
            #expect(String(describing: error).contains("legacy"))
        }
    }

    struct Post: TimestampedRecord, Equatable {
        var id: Int64?
        var slug: String
        var score: Int
        var createdAt: Date?
        var updatedAt: Date?
        static let definition = TableDefinition<Post>("post") {
            Field(\.id, "id").primaryKey()
            Field(\.slug, "slug").unique()
            Field(\.score, "score").check { $0.score >= 0 }
            Field(\.createdAt, "createdAt", storage: .unixMilliseconds)
            Field(\.updatedAt, "updatedAt", storage: .unixMilliseconds)
        }
    }

    @Test func upsertFailingInItsDoUpdateLeavesTheRecordAsItWas() throws {
        let db = try Database.inMemory()
        try db.create(Post.self)
        let created = Date(timeIntervalSince1970: 1_000)
        try db.insert(Post(id: nil, slug: "a", score: 1, createdAt: created, updatedAt: created))
        let before = Post(id: nil, slug: "a", score: -5, createdAt: nil, updatedAt: nil)
        var post = before
        #expect(throws: DatabaseError.self) { try db.upsert(&post, onConflict: \.slug) }
        #expect(post == before)
        #expect(try db.find(Post.self, key: 1)?.score == 1)
    }

    @Test func upsertInsideARolledBackRunTransactionLeavesNoRow() throws {
        let db = try Database.inMemory()
        try db.create(Post.self)
        var post = Post(id: nil, slug: "a", score: 1, createdAt: nil, updatedAt: nil)
        try db.runTransaction { db in
            try db.upsert(&post, onConflict: \.slug)
            return .rollback
        }
        #expect(try db.fetchCount(Post.all()) == 0)
        // Documented: the record keeps what the write gave it.
        #expect(post.id == 1)
    }

    struct Item: TableRecord {
        var id: Int64?
        var name: String
        var inserted: [Int64] = []
        enum CodingKeys: String, CodingKey { case id, name }
        static let definition = TableDefinition<Item>("item") {
            Field(\.id, "id").primaryKey()
            Field(\.name, "name")
        }
        mutating func didInsert(rowID: Int64) { inserted.append(rowID) }
    }

    @Test func closedDatabaseWritesAreErrorsAndLeaveRecords() throws {
        let db = try Database.inMemory()
        try db.executeScript("CREATE TABLE item(id INTEGER PRIMARY KEY, name TEXT NOT NULL)")
        try db.close()
        _ = db.lastInsertRowID  // must not crash
        var items = [Item(id: nil, name: "a"), Item(id: 4, name: "b")]
        #expect(throws: (any Error).self) { try db.insertAll(&items) }
        #expect(items.map(\.id) == [nil, 4])
        #expect(items.allSatisfy { $0.inserted.isEmpty })
        var item = Item(id: nil, name: "c")
        #expect(throws: (any Error).self) { try db.upsert(&item) }
        #expect(throws: (any Error).self) { try db.save(&item) }
        #expect(item.id == nil)
        #expect(throws: (any Error).self) { try db.runTransaction { _ in .commit } }
        #expect(throws: (any Error).self) {
            _ = try db.fetchValue("SELECT 1" as SQLFragment, as: Int64?.self)
        }
        #expect(throws: (any Error).self) { _ = try db.sync(Item.self) }
    }

    @Test func textAndBlobOfTheSameBytesAreUnequal() {
        let text = SQLValue.text("a")
        let blob = SQLValue.blob([0x61])
        #expect(text != blob)
        #expect(Set([text, blob]).count == 2)
    }
}
