import Foundation
import QuarrySQLite
import Testing

/// A timestamped record whose creation time must survive every write but its insert.
struct StampedNote: TimestampedRecord, Equatable {
    var id: Int64?
    var body: String
    var createdAt: Date?
    var updatedAt: Date?

    enum CodingKeys: String, CodingKey {
        case id, body
        case createdAt = "created_at"
        case updatedAt = "updated_at"
    }

    static let definition = TableDefinition<StampedNote>("stamped_note") {
        Field(\.id, "id").primaryKey()
        Field(\.body, "body").check { $0.body != "refused" }
        Field(\.createdAt, "created_at", storage: .unixMilliseconds)
        Field(\.updatedAt, "updated_at", storage: .unixMilliseconds)
    }
}

/// Numbered rows for the request-based writes.
struct CountedRow: TableRecord, Equatable {
    var id: Int64?
    var n: Int64
    var tag: String
    static let definition = TableDefinition<CountedRow>("counted_row") {
        Field(\.id, "id").primaryKey()
        Field(\.n, "n").unique()
        Field(\.tag, "tag")
    }
}

@Suite struct RecordPromiseTests {
    static let longAgo = Date(timeIntervalSince1970: 1_000_000_000)

    func storedCreation(_ db: Database, id: Int64) throws -> Int64? {
        try db.fetchValue(
            "SELECT created_at FROM stamped_note WHERE id = \(id)" as SQLFragment, as: Int64.self)
    }

    @Test func anUpsertOfAFreshRecordKeepsTheStoredCreationTime() throws {
        let db = try Database.inMemory()
        try db.create(StampedNote.self)
        var original = StampedNote(id: 1, body: "first", createdAt: Self.longAgo, updatedAt: nil)
        try db.insert(&original)
        var fresh = StampedNote(id: 1, body: "second", createdAt: nil, updatedAt: nil)
        try db.upsert(&fresh)
        #expect(try storedCreation(db, id: 1) == 1_000_000_000_000)
        #expect(fresh.createdAt == Self.longAgo)
        #expect(try db.find(StampedNote.self, key: Int64(1))?.body == "second")
        // Even a record that says another creation time does not change it in an upsert.
        var other = StampedNote(
            id: 1, body: "third", createdAt: Date(timeIntervalSince1970: 5), updatedAt: nil)
        try db.upsert(&other)
        #expect(try storedCreation(db, id: 1) == 1_000_000_000_000)
        #expect(other.createdAt == Self.longAgo)
    }

    @Test func aSaveOrUpdateOfARecordBuiltWithItsKeyWritesNoNullCreationTime() throws {
        let db = try Database.inMemory()
        try db.create(StampedNote.self)
        var original = StampedNote(id: 1, body: "first", createdAt: Self.longAgo, updatedAt: nil)
        try db.insert(&original)
        var built = StampedNote(id: 1, body: "saved", createdAt: nil, updatedAt: nil)
        try db.save(&built)
        #expect(try storedCreation(db, id: 1) == 1_000_000_000_000)
        #expect(built.createdAt == Self.longAgo)
        var partial = StampedNote(id: 1, body: "partial", createdAt: nil, updatedAt: nil)
        try db.update(&partial, columns: \.body, \.createdAt)
        #expect(try storedCreation(db, id: 1) == 1_000_000_000_000)
        let fetched = try #require(try db.find(StampedNote.self, key: Int64(1)))
        var cleared = fetched
        #expect(try db.updateChanges(from: fetched, to: &cleared) == false)
        try db.updateChanges(&cleared) {
            $0.createdAt = nil
            $0.body = "changed"
        }
        #expect(try storedCreation(db, id: 1) == 1_000_000_000_000)
        #expect(try db.find(StampedNote.self, key: Int64(1))?.body == "changed")
    }

    @Test func aFailedInsertAllLeavesTheRecordsAsTheyWere() throws {
        let db = try Database.inMemory()
        try db.create(StampedNote.self)
        var notes = [
            StampedNote(id: nil, body: "a", createdAt: nil, updatedAt: nil),
            StampedNote(id: nil, body: "b", createdAt: nil, updatedAt: nil),
            StampedNote(id: nil, body: "refused", createdAt: nil, updatedAt: nil),
        ]
        let before = notes
        #expect(throws: DatabaseError.self) { try db.insertAll(&notes) }
        #expect(notes == before)
        #expect(try db.fetchValue("SELECT count(*) FROM stamped_note", as: Int.self) == 0)
    }

    @Test func aFailedWriteLeavesTheRecordAsItWas() throws {
        let db = try Database.inMemory()
        try db.create(StampedNote.self)
        var refused = StampedNote(id: nil, body: "refused", createdAt: nil, updatedAt: nil)
        let before = refused
        #expect(throws: DatabaseError.self) { try db.insert(&refused) }
        #expect(refused == before)
        #expect(throws: DatabaseError.self) { try db.save(&refused) }
        #expect(refused == before)
        #expect(throws: DatabaseError.self) { try db.upsert(&refused) }
        #expect(refused == before)
        var stored = StampedNote(id: nil, body: "ok", createdAt: nil, updatedAt: nil)
        try db.insert(&stored)
        var bad = stored
        bad.body = "refused"
        let badBefore = bad
        #expect(throws: DatabaseError.self) { try db.update(&bad) }
        #expect(bad == badBefore)
    }

    func countedRows(_ db: Database) throws {
        try db.create(CountedRow.self)
        for n in 1...5 { try db.insert(CountedRow(id: nil, n: Int64(n), tag: "old")) }
    }

    func tags(_ db: Database) throws -> [String] {
        try db.fetchValues("SELECT tag FROM counted_row ORDER BY n" as SQLFragment, as: String.self)
    }

    @Test func anUpdateOfARequestHonoursItsLimitOffsetAndOrder() throws {
        let db = try Database.inMemory()
        try countedRows(db)
        let template = CountedRow(id: nil, n: 0, tag: "new")
        #expect(
            try db.update(CountedRow.orderBy { $0.n.descending }.limit(1), from: template, columns: \.tag)
                == 1)
        #expect(try tags(db) == ["old", "old", "old", "old", "new"])
        #expect(
            try db.update(CountedRow.orderBy { $0.n }.limit(2, offset: 1), from: template, columns: \.tag)
                == 2)
        #expect(try tags(db) == ["old", "new", "new", "old", "new"])
        #expect(try db.update(CountedRow.filter { $0.n < 3 }, from: template, columns: \.tag) == 2)
        #expect(try tags(db) == ["new", "new", "new", "old", "new"])
    }

    @Test func aDeleteOfARequestHonoursAnOffsetWithoutALimit() throws {
        let db = try Database.inMemory()
        try countedRows(db)
        var request = CountedRow.orderBy { $0.n }
        request = request.limit(Int(-1), offset: 3)
        #expect(try db.delete(request) == 2)
        #expect(try db.fetchCount(CountedRow.all()) == 3)
    }

    @Test func everyRequestCallHonoursLimitAndOffset() throws {
        let db = try Database.inMemory()
        try countedRows(db)
        let window = CountedRow.orderBy { $0.n }.limit(2, offset: 1)
        #expect(try db.fetchAll(window).map(\.n) == [2, 3])
        #expect(try db.fetchOne(window)?.n == 2)
        #expect(try db.fetchCount(window) == 2)
        #expect(try db.exists(CountedRow.all().limit(0)) == false)
        #expect(try db.exists(CountedRow.all().limit(1, offset: 4)) == true)
        #expect(try db.exists(CountedRow.all().limit(1, offset: 5)) == false)
        #expect(try db.delete(window) == 2)
        #expect(try db.fetchAll(CountedRow.orderBy { $0.n }).map(\.n) == [1, 4, 5])
    }

    @Test func updateChangesComparesTextByBytes() throws {
        let db = try Database.inMemory()
        try countedRows(db)
        var row = try #require(try db.find(CountedRow.self, key: Int64(1)))
        try db.update(&row, columns: \.tag)
        let composed = "\u{E9}"
        let decomposed = "e\u{301}"
        try db.updateChanges(&row) { $0.tag = composed }
        #expect(try db.updateChanges(&row) { $0.tag = decomposed })
        let stored = try db.fetchValue(
            "SELECT hex(tag) FROM counted_row WHERE n = 1" as SQLFragment, as: String.self)
        #expect(stored == "65CC81")
    }
}
