import Foundation
import QuarrySQLite
import Testing

/// ActiveSQLite's product: an id, timestamps in milliseconds, renamed columns, a transient property.
struct Product: TimestampedRecord, Equatable {
    var id: Int64?
    var name: String
    var price: Double
    var createdAt: Date?
    var updatedAt: Date?
    var isSelected = false

    enum CodingKeys: String, CodingKey {
        case id
        case name = "product_name"
        case price = "product_price"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
    }

    static let definition = TableDefinition<Product>("ProductTable") {
        Field(\.id, "id").primaryKey()
        Field(\.name, "product_name")
        Field(\.price, "product_price")
        Field(\.createdAt, "created_at", storage: .unixMilliseconds)
        Field(\.updatedAt, "updated_at", storage: .unixMilliseconds)
    }
}

/// Records every hook call.
struct Audited: TableRecord {
    var id: Int64?
    var calls: [String] = []
    enum CodingKeys: String, CodingKey { case id }
    static let definition = TableDefinition<Audited>("audited") { Field(\.id, "id").primaryKey() }

    mutating func willInsert(_ db: Database) throws { calls.append("willInsert") }
    mutating func didInsert(rowID: Int64) { calls.append("didInsert \(rowID)") }
    mutating func willUpdate(_ db: Database) throws { calls.append("willUpdate") }
    mutating func willSave(_ db: Database) throws { calls.append("willSave") }
}

@Suite struct RecordHookTests {
    @Test func hooksRunAroundEachWrite() throws {
        let db = try Database.inMemory()
        try db.create(Audited.self)
        var record = Audited()
        try db.save(&record)
        let calls: [String] = ["willSave", "willInsert", "didInsert 1"]
        #expect(record.calls == calls)
        record.calls = []
        try db.save(&record)
        #expect(record.calls == ["willSave", "willUpdate"])
    }

    @Test func aFailingHookStopsTheWrite() throws {
        struct Refused: Error {}
        struct Guarded: TableRecord {
            var id: Int64?
            static let definition = TableDefinition<Guarded>("guarded") { Field(\.id, "id").primaryKey() }
            mutating func willInsert(_ db: Database) throws { throw Refused() }
        }
        let db = try Database.inMemory()
        try db.create(Guarded.self)
        #expect(throws: Refused.self) { try db.insert(Guarded()) }
        #expect(try db.fetchCount(Guarded.all()) == 0)
    }

    @Test func timestampsAreSetOnInsertAndUpdate() throws {
        let db = try Database.inMemory()
        try db.create(Product.self)
        let before = Date()
        var product = Product(id: nil, name: "iPhone 7", price: 599)
        try db.save(&product)
        let created = try #require(product.createdAt)
        #expect(product.id == 1)
        #expect(created >= before && product.updatedAt == created)
        Thread.sleep(forTimeInterval: 0.002)
        product.name = "iPad"
        try db.save(&product)
        let updated = try #require(product.updatedAt)
        #expect(updated > created && product.createdAt == created)
        let stored = try #require(try db.find(Product.self, key: 1))
        #expect(stored.name == "iPad")
        #expect(abs(stored.createdAt!.timeIntervalSince(created)) < 0.001)
        let raw = try db.fetchOne("SELECT typeof(created_at), created_at FROM ProductTable" as SQLFragment)
        #expect(raw?.values.first == .text("integer"))
        #expect(raw?.values.last == .integer(Int64((created.timeIntervalSince1970 * 1000).rounded())))
    }
}
