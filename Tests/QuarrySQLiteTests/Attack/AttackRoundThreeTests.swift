import Foundation
import QuarrySQLite
import Testing

/// Outside-attacker probes, third round: upserts that SQLite turns into no change, stored NULLs,
/// and names that shadow the rowid.
@Suite struct AttackRoundThreeTests {
    struct Item: TableRecord, Equatable {
        var id: Int64?
        var name: String
        var hits: Int
        static let definition = TableDefinition<Item>("item") {
            Field(\.id, "id").primaryKey()
            Field(\.name, "name").unique()
            Field(\.hits, "hits")
        }
    }

    @Test func upsertWhoseUpdateATriggerIgnoresStillNamesTheStoredRow() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            """
            CREATE TABLE item(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, hits INTEGER NOT NULL);
            INSERT INTO item VALUES (1, 'x'||'', 0), (2, 'a', 0);
            CREATE TRIGGER item_frozen BEFORE UPDATE ON item BEGIN SELECT RAISE(IGNORE); END;
            """)
        var item = Item(id: nil, name: "a", hits: 5)
        try db.upsert(&item, onConflict: \.name)
        #expect(item.id == 2, "the record must name the row it was merged into")
        #expect(try db.fetchCount(Item.all()) == 2)
    }

    struct Tag: TableRecord, Equatable {
        var code: String
        var label: String
        var uses: Int
        static let definition = TableDefinition<Tag>("tag") {
            Field(\.code, "code").primaryKey()
            Field(\.label, "label").unique()
            Field(\.uses, "uses")
        }
    }

    @Test func textKeyUpsertWhoseUpdateATriggerIgnoresStillNamesTheStoredRow() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            """
            CREATE TABLE tag(code TEXT PRIMARY KEY NOT NULL, label TEXT NOT NULL UNIQUE, uses INTEGER NOT NULL);
            INSERT INTO tag VALUES ('k1', 'swift', 0);
            CREATE TRIGGER tag_frozen BEFORE UPDATE ON tag BEGIN SELECT RAISE(IGNORE); END;
            """)
        var tag = Tag(code: "k2", label: "swift", uses: 9)
        try db.upsert(&tag, onConflict: \.label)
        #expect(tag.code == "k1")
    }

    @Test func noCaseTextKeyUpsertOnAnotherKeyGivesTheStoredSpelling() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            """
            CREATE TABLE tag(code TEXT PRIMARY KEY NOT NULL COLLATE NOCASE, label TEXT NOT NULL UNIQUE,
                             uses INTEGER NOT NULL);
            INSERT INTO tag VALUES ('K1', 'swift', 0);
            """)
        var tag = Tag(code: "zz", label: "swift", uses: 9)
        try db.upsert(&tag, onConflict: \.label)
        #expect(tag == Tag(code: "K1", label: "swift", uses: 9))
    }

    struct Post: TimestampedRecord, Equatable {
        var id: Int64?
        var slug: String
        var createdAt: Date?
        var updatedAt: Date?
        static let definition = TableDefinition<Post>("post") {
            Field(\.id, "id").primaryKey()
            Field(\.slug, "slug").unique()
            Field(\.createdAt, "createdAt", storage: .unixMilliseconds)
            Field(\.updatedAt, "updatedAt", storage: .unixMilliseconds)
        }
    }

    @Test func timestampedUpsertOverAStoredNullCreatedAtGivesTheStoredNull() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            """
            CREATE TABLE post(id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, createdAt INTEGER, updatedAt INTEGER);
            INSERT INTO post VALUES (1, 'hello', NULL, NULL);
            """)
        var post = Post(id: nil, slug: "hello", createdAt: nil, updatedAt: nil)
        try db.upsert(&post, onConflict: \.slug)
        #expect(post.id == 1)
        let stored = try #require(try db.find(Post.self, key: 1))
        #expect(stored.createdAt == nil, "the DO UPDATE must not write the creation time")
        #expect(post.createdAt == stored.createdAt, "the record must hold the stored creation time")
    }

    @Test func timestampedPlainUpsertKeepsStoredCreatedAt() throws {
        let db = try Database.inMemory()
        try db.create(Post.self)
        let created = Date(timeIntervalSince1970: 1_234)
        try db.insert(Post(id: 1, slug: "a", createdAt: created, updatedAt: created))
        var post = Post(id: 1, slug: "b", createdAt: Date(timeIntervalSince1970: 99_999), updatedAt: nil)
        try db.upsert(&post)
        #expect(post.createdAt == created)
        #expect(try db.find(Post.self, key: 1)?.createdAt == created)
    }

    @Test func columnsShadowingTheRowidNamesDoNotConfuseInsertOrUpsert() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            """
            CREATE TABLE item(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, hits INTEGER NOT NULL,
                              rowid TEXT DEFAULT 'r', oid TEXT DEFAULT 'o', _rowid_ TEXT DEFAULT 'u');
            """)
        var first = Item(id: nil, name: "a", hits: 1)
        #expect(try db.insert(&first) == 1)
        #expect(first.id == 1)
        var second = Item(id: nil, name: "a", hits: 2)
        try db.upsert(&second, onConflict: \.name)
        #expect(second.id == 1)
        var third = Item(id: nil, name: "b", hits: 3)
        try db.upsert(&third, onConflict: \.name)
        #expect(third.id == 2)
    }

    @Test func syncRefusalNamesAColumnWithQuotesExactly() throws {
        struct Note: TableRecord {
            var id: Int64?
            static let definition = TableDefinition<Note>("note") { Field(\.id, "id").primaryKey() }
        }
        let db = try Database.inMemory()
        try db.executeScript("CREATE TABLE note(id INTEGER PRIMARY KEY, \"we\"\"ird]\" TEXT NOT NULL)")
        var caught: (any Error)?
        do { _ = try db.sync(Note.self) } catch { caught = error }
        let error = try #require(caught)
        // Named quoted, with the embedded quote escaped: unambiguous.
        #expect(String(describing: error).contains(#"column "we\"ird]""#), "error: \(error)")
    }

    @Test func optionalTypedColumnThatIsMissingIsAnErrorNotNil() throws {
        let db = try Database.inMemory()
        do {
            let value = try db.fetchOne("SELECT 1 AS a" as SQLFragment) { row in
                try row[Column<Int64?>("nope")]
            }
            Issue.record("a missing optional column read as \(String(describing: value))")
        } catch {
            #expect(String(describing: error).contains("nope"))
        }
    }

    @Test func preparedOptionalFetchValueRereadsAfterReuse() throws {
        let db = try Database.inMemory()
        let prepared = try db.prepare("SELECT 3 UNION ALL SELECT 4" as SQLFragment)
        let first: Int64? = try prepared.fetchValue(as: Int64?.self)
        let second: Int64? = try prepared.fetchValue(as: Int64?.self)
        #expect(first == 3)
        #expect(second == 3)
    }
}
