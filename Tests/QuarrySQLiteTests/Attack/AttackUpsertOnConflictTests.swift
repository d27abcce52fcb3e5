import Foundation
import QuarrySQLite
import Testing

/// Outside-attacker probes: `upsert(&record, onConflict:)` must give the record the stored row's key.
@Suite struct AttackUpsertOnConflictTests {
    struct User: TableRecord, Equatable {
        var id: Int64?
        var email: String?
        var visits: Int
        static let definition = TableDefinition<User>("user") {
            Field(\.id, "id").primaryKey()
            Field(\.email, "email")
            Field(\.visits, "visits")
        }
    }

    @Test func noCaseUniqueIndexConflictGivesTheStoredRowid() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            """
            CREATE TABLE user(id INTEGER PRIMARY KEY, email TEXT, visits INTEGER NOT NULL);
            CREATE UNIQUE INDEX user_email ON user(email COLLATE NOCASE);
            INSERT INTO user(id, email, visits) VALUES (1, 'x', 0), (2, 'A@X.ORG', 1);
            """)
        var user = User(id: nil, email: "a@x.org", visits: 9)
        // The index's collation is NOCASE; the target names the column only. SQLite matches a
        // target without COLLATE against an index with one? Either way: no crash, and if it
        // succeeds the record names row 2.
        do {
            try db.upsert(&user, onConflict: \.email)
            #expect(user.id == 2)
            #expect(try db.fetchCount(User.all()) == 2)
            #expect(try db.find(User.self, key: 2)?.visits == 9)
        } catch let error as DatabaseError {
            #expect(user == User(id: nil, email: "a@x.org", visits: 9))
            #expect(error.message.contains("ON CONFLICT"))
        }
    }

    @Test func noCaseColumnConflictGivesTheStoredRowid() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            """
            CREATE TABLE user(id INTEGER PRIMARY KEY, email TEXT UNIQUE COLLATE NOCASE,
                              visits INTEGER NOT NULL);
            INSERT INTO user(id, email, visits) VALUES (1, 'x', 0), (2, 'A@X.ORG', 1);
            """)
        var user = User(id: nil, email: "a@x.org", visits: 9)
        try db.upsert(&user, onConflict: \.email)
        #expect(user.id == 2)
        #expect(try db.fetchCount(User.all()) == 2)
        #expect(try db.find(User.self, key: 2)?.visits == 9)
    }

    @Test func nullTargetNeverConflictsAndTheRecordGetsTheNewRowid() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            """
            CREATE TABLE user(id INTEGER PRIMARY KEY, email TEXT UNIQUE, visits INTEGER NOT NULL);
            INSERT INTO user(id, email, visits) VALUES (1, NULL, 0);
            """)
        var user = User(id: nil, email: nil, visits: 3)
        try db.upsert(&user, onConflict: \.email)
        #expect(user.id == 2)
        #expect(try db.fetchCount(User.all()) == 2)
    }

    @Test func aRecordBringingAnotherRowsRowidIsMovedToTheConflictingRow() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            """
            CREATE TABLE user(id INTEGER PRIMARY KEY, email TEXT UNIQUE, visits INTEGER NOT NULL);
            INSERT INTO user(id, email, visits) VALUES (1, 'a', 0), (2, 'b', 0);
            """)
        // Brings key 7 (no such row) and the email of row 2.
        var user = User(id: 7, email: "b", visits: 5)
        try db.upsert(&user, onConflict: \.email)
        #expect(user == User(id: 2, email: "b", visits: 5))
        #expect(try db.fetchCount(User.all()) == 2)
    }

    // MARK: text, composite, Date and UUID keys

    struct Tag: TableRecord, Equatable {
        var code: String
        var label: String
        static let definition = TableDefinition<Tag>("tag") {
            Field(\.code, "code").primaryKey()
            Field(\.label, "label").unique()
        }
    }

    @Test func doNothingWithATextKeyStillGivesTheStoredKey() throws {
        let db = try Database.inMemory()
        try db.create(Tag.self)
        try db.insert(Tag(code: "k1", label: "swift"))
        var tag = Tag(code: "k2", label: "swift")
        try db.upsert(&tag, onConflict: \.label)
        #expect(tag == Tag(code: "k1", label: "swift"))
        #expect(try db.fetchAll(Tag.all()) == [Tag(code: "k1", label: "swift")])
    }

    struct Member: TableRecord, Equatable {
        var org: String
        var number: Int64
        var handle: String
        var role: String
        static let definition = TableDefinition<Member>("member", primaryKey: \.org, \.number) {
            Field(\.org, "org")
            Field(\.number, "number")
            Field(\.handle, "handle").unique()
            Field(\.role, "role")
        }
    }

    @Test func compositeKeyComesBackFromTheStoredRow() throws {
        let db = try Database.inMemory()
        try db.create(Member.self)
        try db.insert(Member(org: "acme", number: 1, handle: "h", role: "dev"))
        var member = Member(org: "other", number: 99, handle: "h", role: "lead")
        try db.upsert(&member, onConflict: \.handle)
        #expect(member == Member(org: "acme", number: 1, handle: "h", role: "lead"))
        #expect(try db.fetchAll(Member.all()) == [member])
    }

    struct Seat: TableRecord, Equatable {
        var room: String
        var seat: Int64
        var holder: String
        static let definition = TableDefinition<Seat>("seat", primaryKey: \.room, \.seat) {
            Field(\.room, "room")
            Field(\.seat, "seat")
            Field(\.holder, "holder")
            TableIndex("seat_by_number_holder", unique: true, \.seat, \.holder)
        }
    }

    @Test func targetThatIsPartOfTheKeyPlusAnotherField() throws {
        let db = try Database.inMemory()
        try db.create(Seat.self)
        try db.insert(Seat(room: "r1", seat: 4, holder: "ann"))
        var seat = Seat(room: "r2", seat: 4, holder: "ann")
        try db.upsert(&seat, onConflict: \.seat, \.holder)
        #expect(seat == Seat(room: "r1", seat: 4, holder: "ann"))
        #expect(try db.fetchCount(Seat.all()) == 1)
    }

    struct Stamp: TableRecord, Equatable {
        var at: Date
        var name: String
        var count: Int
        static let definition = TableDefinition<Stamp>("stamp") {
            Field(\.at, "at", storage: .unixSeconds).primaryKey()
            Field(\.name, "name").unique()
            Field(\.count, "count")
        }
    }

    @Test func dateKeyComesBackFromTheStoredRow() throws {
        let db = try Database.inMemory()
        try db.create(Stamp.self)
        let stored = Date(timeIntervalSince1970: 1_000)
        try db.insert(Stamp(at: stored, name: "n", count: 1))
        var stamp = Stamp(at: Date(timeIntervalSince1970: 2_000), name: "n", count: 2)
        try db.upsert(&stamp, onConflict: \.name)
        #expect(stamp == Stamp(at: stored, name: "n", count: 2))
        #expect(try db.fetchCount(Stamp.all()) == 1)
    }

    struct Device: TableRecord, Equatable {
        var id: UUID
        var serial: String
        static let definition = TableDefinition<Device>("device") {
            Field(\.id, "id").primaryKey()
            Field(\.serial, "serial").unique()
        }
    }

    @Test func uuidKeyComesBackFromTheStoredRowEvenWithDoNothing() throws {
        let db = try Database.inMemory()
        try db.create(Device.self)
        let stored = UUID()
        try db.insert(Device(id: stored, serial: "S1"))
        var device = Device(id: UUID(), serial: "S1")
        try db.upsert(&device, onConflict: \.serial)
        #expect(device == Device(id: stored, serial: "S1"))
    }

    // MARK: timestamps

    struct Post: TimestampedRecord, Equatable {
        var id: Int64?
        var slug: String
        var body: String
        var createdAt: Date?
        var updatedAt: Date?
        static let definition = TableDefinition<Post>("post") {
            Field(\.id, "id").primaryKey()
            Field(\.slug, "slug").unique()
            Field(\.body, "body")
            Field(\.createdAt, "createdAt", storage: .unixMilliseconds)
            Field(\.updatedAt, "updatedAt", storage: .unixMilliseconds)
        }
    }

    @Test func timestampedUpsertOnAnotherKeyGetsTheStoredCreatedAtAndKey() throws {
        let db = try Database.inMemory()
        try db.create(Post.self)
        let created = Date(timeIntervalSince1970: 1_000_000)
        var first = Post(id: nil, slug: "hello", body: "v1", createdAt: created, updatedAt: created)
        try db.insert(&first)
        var second = Post(id: nil, slug: "hello", body: "v2", createdAt: nil, updatedAt: nil)
        try db.upsert(&second, onConflict: \.slug)
        #expect(second.id == first.id)
        #expect(second.createdAt == created)
        #expect(second.updatedAt != nil)
        let stored = try #require(try db.find(Post.self, key: first.id ?? -1))
        #expect(stored.createdAt == created)
        #expect(stored.body == "v2")
    }

    @Test func timestampedUpsertBringingACreatedAtStillGetsTheStoredOne() throws {
        let db = try Database.inMemory()
        try db.create(Post.self)
        let created = Date(timeIntervalSince1970: 1_000_000)
        var first = Post(id: nil, slug: "hello", body: "v1", createdAt: created, updatedAt: created)
        try db.insert(&first)
        let other = Date(timeIntervalSince1970: 5_000_000)
        var second = Post(id: 77, slug: "hello", body: "v2", createdAt: other, updatedAt: other)
        try db.upsert(&second, onConflict: \.slug)
        #expect(second.id == first.id)
        #expect(second.createdAt == created)
    }

    // MARK: refusals

    struct FixedUser: TableRecord, Equatable {
        let id: Int64?
        var email: String
        static let definition = TableDefinition<FixedUser>("fixed_user") {
            Field(\.id, "id").primaryKey()
            Field(\.email, "email").unique()
        }
    }

    @Test func letRowidKeyIsRefusedBeforeWriting() throws {
        let db = try Database.inMemory()
        try db.create(FixedUser.self)
        try db.insert(FixedUser(id: 1, email: "a"))
        var user = FixedUser(id: nil, email: "new")
        #expect(throws: QuarryError.self) { try db.upsert(&user, onConflict: \.email) }
        #expect(try db.fetchCount(FixedUser.all()) == 1)
    }

    @Test func targetMatchingNoUniqueConstraintIsAClearErrorAndNoChange() throws {
        let db = try Database.inMemory()
        try db.create(User.self)
        var user = User(id: nil, email: "a", visits: 1)
        let error = #expect(throws: DatabaseError.self) { try db.upsert(&user, onConflict: \.visits) }
        #expect(error?.message.contains("ON CONFLICT") == true)
        #expect(user == User(id: nil, email: "a", visits: 1))
        #expect(try db.fetchCount(User.all()) == 0)
    }

    @Test func targetNotBoundByAnyFieldIsAQuarryError() throws {
        let db = try Database.inMemory()
        try db.create(User.self)
        var user = User(id: nil, email: "a", visits: 1)
        #expect(throws: QuarryError.self) { try db.upsert(&user, onConflict: \User.email?.count) }
        #expect(try db.fetchCount(User.all()) == 0)
    }
}
