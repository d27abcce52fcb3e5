import Foundation
import QuarrySQLite
import QuarryTesting
import Testing

@Suite struct RecordWritingTests {
    static let t0 = Date(timeIntervalSince1970: 1_600_000_000.25)

    func message(_ content: String?, at offset: Double = 0) -> MessageRecord {
        MessageRecord(
            localID: nil, content: content, createTime: Self.t0.addingTimeInterval(offset),
            modifiedTime: Self.t0.addingTimeInterval(offset))
    }

    @Test func insertWritesTheRowIDBackAndBindsEveryField() throws {
        let log = SQLLog()
        let db = try log.database()
        try db.create(MessageRecord.self)
        log.clear()
        var first = message("hi")
        var second = message(nil, at: 60)
        let firstID = try db.insert(&first)
        try db.insert(&second)
        #expect(first.localID == 1 && firstID == 1)
        #expect(second.localID == 2)
        #expect(
            log.statements == [
                #"INSERT INTO "message" ("localID", "content", "createTime", "db_modifiedTime") VALUES (?, ?, ?, ?)"#,
                #"INSERT INTO "message" ("localID", "content", "createTime", "db_modifiedTime") VALUES (?, ?, ?, ?)"#,
            ])
        let stored = try db.fetchAll(
            "SELECT typeof(createTime), createTime, content FROM message ORDER BY localID" as SQLFragment)
        #expect(
            stored.map { $0.values } == [
                [.text("real"), .real(1_600_000_000.25), .text("hi")],
                [.text("real"), .real(1_600_000_060.25), .null],
            ])
        #expect(try db.fetchAll(MessageRecord.all()) == [first, second])
    }

    @Test func insertOrIgnoreReportsTheSkippedRowAndKeepsTheKey() throws {
        let db = try Database.inMemory()
        try db.create(MessageRecord.self)
        var first = message("a")
        try db.insert(&first)
        var clash = first
        clash.content = "b"
        #expect(try db.insert(&clash, or: .ignore) == nil)
        #expect(try db.fetchAll(MessageRecord.all()).map(\.content) == ["a"])
        #expect(try db.insert(&clash, or: .replace) == 1)
        #expect(try db.fetchAll(MessageRecord.all()).map(\.content) == ["b"])
    }

    @Test func insertAllIsOneTransactionAndWritesEveryKey() throws {
        let log = SQLLog()
        let db = try log.database()
        try db.create(MessageRecord.self)
        log.clear()
        var messages = (0..<5).map { message("m\($0)", at: Double($0)) }
        try db.insertAll(&messages)
        #expect(messages.map(\.localID) == [1, 2, 3, 4, 5])
        #expect(log.statements.first == "BEGIN DEFERRED")
        #expect(log.statements.last == "COMMIT")
        #expect(log.statements.count == 7)
    }

    @Test func upsertUpdatesInPlaceWithoutCascadingDeletes() throws {
        let log = SQLLog()
        let db = try log.database()
        try db.create(MessageRecord.self)
        try db.execute(
            """
            CREATE TABLE reply(id INTEGER PRIMARY KEY, messageID INTEGER REFERENCES message(localID) ON DELETE CASCADE)
            """ as SQLFragment)
        var original = message("first")
        try db.insert(&original)
        try db.insert(message("second"))
        try db.execute("INSERT INTO reply(messageID) VALUES (1)" as SQLFragment)
        log.clear()
        var changed = original
        changed.content = "changed"
        try db.upsert(&changed)
        #expect(
            log.statements == [
                #"INSERT INTO "message" ("localID", "content", "createTime", "db_modifiedTime") VALUES (?, ?, ?, ?) ON CONFLICT ("localID") DO UPDATE SET "content" = "excluded"."content", "createTime" = "excluded"."createTime", "db_modifiedTime" = "excluded"."db_modifiedTime" RETURNING "localID""#
            ])
        #expect(changed.localID == 1)
        #expect(try db.find(MessageRecord.self, key: 1) == changed)
        #expect(try db.fetchValue("SELECT count(*) FROM reply" as SQLFragment, as: Int.self) == 1)
        var fresh = message("third")
        try db.upsert(&fresh)
        #expect(fresh.localID == 3)
    }

    @Test func updateAllColumnsOrChosenOnesByKey() throws {
        let log = SQLLog()
        let db = try log.database()
        try db.create(MessageRecord.self)
        var record = message("a")
        try db.insert(&record)
        log.clear()
        record.content = "b"
        record.modifiedTime = Self.t0.addingTimeInterval(5)
        #expect(try db.update(&record))
        record.content = "c"
        record.modifiedTime = Self.t0.addingTimeInterval(9)
        #expect(try db.update(&record, columns: \.modifiedTime))
        #expect(
            log.statements == [
                #"UPDATE "message" SET "content" = ?, "createTime" = ?, "db_modifiedTime" = ? WHERE "localID" = ?"#,
                #"UPDATE "message" SET "db_modifiedTime" = ? WHERE "localID" = ?"#,
            ])
        let stored = try #require(try db.find(MessageRecord.self, key: 1))
        #expect(stored.content == "b")
        #expect(stored.modifiedTime == Self.t0.addingTimeInterval(9))
        var missing = record
        missing.localID = 99
        #expect(try db.update(&missing) == false)
    }

    @Test func updateRowsOfARequestFromARecord() throws {
        let db = try Database.inMemory()
        try db.create(MessageRecord.self)
        var records = [message("a"), message("b"), message(nil)]
        try db.insertAll(&records)
        var template = message("x")
        template.modifiedTime = Self.t0.addingTimeInterval(100)
        let changed = try db.update(
            MessageRecord.filter { $0.content != nil }, from: template, columns: \.modifiedTime)
        #expect(changed == 2)
        #expect(
            try db.fetchAll(MessageRecord.all()).map(\.modifiedTime) == [
                Self.t0.addingTimeInterval(100), Self.t0.addingTimeInterval(100), Self.t0,
            ])
    }

    @Test func deleteByRecordByKeyAndByFilter() throws {
        let db = try Database.inMemory()
        try db.create(MessageRecord.self)
        var records: [MessageRecord] = (0..<6).map { (index: Int) -> MessageRecord in
            let content: String? = index.isMultiple(of: 2) ? nil : "m\(index)"
            return message(content, at: Double(index))
        }
        try db.insertAll(&records)
        #expect(try db.delete(records[0]))
        #expect(try db.delete(records[0]) == false)
        #expect(try db.delete(MessageRecord.self, key: 2))
        #expect(try db.delete(MessageRecord.filter { $0.content == nil }) == 2)
        #expect(try db.fetchAll(MessageRecord.all()).map(\.localID) == [4, 6])
    }

    @Test func saveInsertsANewRecordAndUpdatesAStoredOne() throws {
        let db = try Database.inMemory()
        try db.create(MessageRecord.self)
        var record = message("new")
        try db.save(&record)
        #expect(record.localID == 1)
        record.content = "changed"
        try db.save(&record)
        var elsewhere = message("given key")
        elsewhere.localID = 10
        try db.save(&elsewhere)
        #expect(try db.fetchAll(MessageRecord.all()).map(\.content) == ["changed", "given key"])
    }

    @Test func compositeKeysFindUpdateAndDelete() throws {
        let db = try Database.inMemory()
        try db.create(Membership.self)
        let since = Date(timeIntervalSince1970: 1_700_000_000.123)
        var member = Membership(groupID: 1, userID: "ann", role: .member, since: since)
        try db.insert(&member)
        try db.insert(Membership(groupID: 1, userID: "bob", role: .admin, since: nil))
        #expect(try db.find(Membership.self, key: 1, "ann") == member)
        member.role = .admin
        #expect(try db.update(&member))
        #expect(try db.find(Membership.self, key: 1, "ann")?.role == .admin)
        #expect(
            try db.fetchValue(
                "SELECT since FROM membership WHERE userID = 'ann'" as SQLFragment, as: Int64.self)
                == 1_700_000_000_123)
        #expect(try db.delete(Membership.self, key: 1, "bob"))
        #expect(try db.fetchCount(Membership.all()) == 1)
    }

    struct Account: TableRecord, Equatable {
        var id: Int64?
        var email: String
        var name: String
        static let definition = TableDefinition<Account>("account") {
            Field(\.id, "id").primaryKey(autoincrement: true)
            Field(\.email, "email").unique()
            Field(\.name, "name")
        }
    }

    @Test func upsertOnAnotherUniqueKey() throws {
        let log = SQLLog()
        let db = try log.database()
        try db.create(Account.self)
        var first = Account(id: nil, email: "a@example.com", name: "A")
        try db.upsert(&first, onConflict: \.email)
        #expect(first.id == 1)
        var again = Account(id: nil, email: "a@example.com", name: "A2")
        log.clear()
        try db.upsert(&again, onConflict: \.email)
        #expect(
            log.statements == [
                #"INSERT INTO "account" ("id", "email", "name") VALUES (?, ?, ?) ON CONFLICT ("email") DO UPDATE SET "name" = "excluded"."name" RETURNING "id""#
            ])
        #expect(try db.fetchAll(Account.all()) == [Account(id: 1, email: "a@example.com", name: "A2")])
        #expect(again.id == 1)
        var other = Account(id: nil, email: "b@example.com", name: "B")
        try db.insert(&other)
        var third = Account(id: nil, email: "a@example.com", name: "A3")
        try db.upsert(&third, onConflict: \.email)
        #expect(third.id == 1)
    }
}
