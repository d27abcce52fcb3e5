import Foundation
import QuarrySQLite
import Testing

/// `updateChanges`: an UPDATE of the columns whose stored values changed, or no statement at all.
@Suite struct RecordChangesTests {
    static let t0 = Date(timeIntervalSince1970: 1_600_000_000.25)

    /// A logged database with one stored message, and that message as fetched.
    func storedMessage() throws -> (SQLLog, Database, MessageRecord) {
        let log = SQLLog()
        let db = try log.database()
        try db.create(MessageRecord.self)
        var record = MessageRecord(localID: nil, content: "a", createTime: Self.t0, modifiedTime: Self.t0)
        try db.insert(&record)
        let fetched = try #require(try db.find(MessageRecord.self, key: 1))
        log.clear()
        return (log, db, fetched)
    }

    @Test func updatesOnlyTheChangedColumn() throws {
        let (log, db, fetched) = try storedMessage()
        var record = fetched
        let updated = try db.updateChanges(&record) { $0.content = "edited" }
        #expect(updated)
        #expect(log.statements == [#"UPDATE "message" SET "content" = ? WHERE "localID" = ?"#])
        let stored = try db.fetchAll(
            "SELECT localID, content, createTime, db_modifiedTime FROM message" as SQLFragment)
        #expect(
            stored.map(\.values) == [
                [.integer(1), .text("edited"), .real(1_600_000_000.25), .real(1_600_000_000.25)]
            ])
    }

    @Test func severalChangedColumnsAreSetInFieldOrder() throws {
        let (log, db, fetched) = try storedMessage()
        var new = fetched
        new.modifiedTime = Self.t0.addingTimeInterval(60)
        new.content = nil
        #expect(try db.updateChanges(from: fetched, to: new))
        #expect(
            log.statements == [
                #"UPDATE "message" SET "content" = ?, "db_modifiedTime" = ? WHERE "localID" = ?"#
            ])
        #expect(try db.find(MessageRecord.self, key: 1) == new)
    }

    @Test func nothingChangedRunsNoStatement() throws {
        let (log, db, fetched) = try storedMessage()
        var record = fetched
        #expect(try db.updateChanges(&record) { _ in } == false)
        #expect(try db.updateChanges(&record) { $0.content = "a" } == false)
        #expect(try db.updateChanges(from: fetched, to: fetched) == false)
        #expect(log.statements.isEmpty)
    }

    @Test func aRowThatIsGoneIsNotUpdated() throws {
        let (log, db, fetched) = try storedMessage()
        try db.delete(fetched)
        log.clear()
        var record = fetched
        #expect(try db.updateChanges(&record) { $0.content = "late" } == false)
        #expect(log.statements == [#"UPDATE "message" SET "content" = ? WHERE "localID" = ?"#])
    }

    @Test func aChangedKeyIsRefusedBeforeAnyStatement() throws {
        let (log, db, fetched) = try storedMessage()
        var record = fetched
        let error = #expect(throws: QuarryError.self) {
            try db.updateChanges(&record) {
                $0.localID = 7
                $0.content = "moved"
            }
        }
        #expect(error?.message.contains("key column localID of table message") == true)
        #expect(log.statements.isEmpty)
        #expect(try db.find(MessageRecord.self, key: 1)?.content == "a")
    }

    @Test func theUpdateHookRunsOnlyWhenSomethingChangedAndItsChangesAreWritten() throws {
        let log = SQLLog()
        let db = try log.database()
        try db.create(Product.self)
        var product = Product(id: nil, name: "phone", price: 1, createdAt: nil, updatedAt: nil)
        try db.insert(&product)
        // An old modification date, so that the hook's "now" always stores another value.
        try db.execute("UPDATE ProductTable SET updated_at = 0" as SQLFragment)
        product = try #require(try db.find(Product.self, key: 1))
        log.clear()
        #expect(try db.updateChanges(&product) { $0.isSelected = true } == false)
        #expect(product.updatedAt == Date(timeIntervalSince1970: 0))
        #expect(log.statements.isEmpty)
        #expect(try db.updateChanges(&product) { $0.price = 2 })
        #expect(
            log.statements == [
                #"UPDATE "ProductTable" SET "product_price" = ?, "updated_at" = ? WHERE "id" = ?"#
            ])
        let stored = try db.fetchValue("SELECT updated_at FROM ProductTable" as SQLFragment, as: Int64.self)
        #expect((stored ?? 0) > 1_600_000_000_000)
    }
}
