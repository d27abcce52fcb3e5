import Foundation
import QuarrySQLite
import Testing

// ActiveSQLite (seed 003): a model whose table, id and created_at/updated_at come from its
// binding, save(), batch inserts, finds, chained queries, updates by property, deletes.

/// ActiveSQLite's ActiveProduct: the table name and two column names mapped, NSDate as Int64
/// milliseconds, a Codable enum and a nested Codable value, a transient property.
private struct ActiveProduct: TimestampedRecord, Equatable {
    enum Kind: String, Codable { case phone, tablet, console }
    struct Specs: Codable, Equatable { var colors: [String] }

    var id: Int64?
    var name: String
    var price: Double
    var desc: String?
    var publishDate: Date?
    var code: Int = 0
    var kind: Kind = .phone
    var specs = Specs(colors: [])
    var createdAt: Date?
    var updatedAt: Date?
    var isSelected = false

    enum CodingKeys: String, CodingKey {
        case id, desc, code, kind, specs
        case name = "product_name"
        case price = "product_price"
        case publishDate = "publish_date"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
    }

    init(name: String, price: Double, code: Int = 0, kind: Kind = .phone) {
        self.name = name
        self.price = price
        self.code = code
        self.kind = kind
    }

    static let definition = TableDefinition<ActiveProduct>("ProductTable") {
        Field(\.id, "id").primaryKey()
        Field(\.name, "product_name")
        Field(\.price, "product_price")
        Field(\.desc, "desc")
        Field(\.publishDate, "publish_date", storage: .unixMilliseconds)
        Field(\.code, "code").default(0)
        Field(\.kind, "kind")
        Field(\.specs, "specs")
        Field(\.createdAt, "created_at", storage: .unixMilliseconds)
        Field(\.updatedAt, "updated_at", storage: .unixMilliseconds)
    }
}

/// ActiveSQLite's Users with its own column constraints: a default name and a CHECK on the email.
private struct ActiveUser: TableRecord {
    var id: Int64?
    var name: String = "Anonymous"
    var email: String
    var age: Int?

    static let definition = TableDefinition<ActiveUser>("users") {
        Field(\.id, "id").primaryKey()
        Field(\.name, "name").default("Anonymous")
        Field(\.email, "email").check { $0.email.like("%@%") }
        Field(\.age, "age")
    }
}

@Suite struct SeedPortActiveSQLiteTests {
    func database(_ folder: TemporaryFolder) throws -> Database {
        let db = try Database(path: folder.file("ActiveSQLite.db"))
        try db.sync(ActiveProduct.self)
        try db.sync(ActiveUser.self)
        return db
    }

    @Test func theTableComesFromTheModel() throws {
        #expect(
            try ActiveProduct.definition.createTable().description
                == #"CREATE TABLE "ProductTable" ("id" INTEGER PRIMARY KEY, "product_name" TEXT NOT NULL, "product_price" REAL NOT NULL, "desc" TEXT, "publish_date" INTEGER, "code" INTEGER NOT NULL DEFAULT 0, "kind" TEXT NOT NULL, "specs" TEXT NOT NULL, "created_at" INTEGER, "updated_at" INTEGER)"#
        )
    }

    @Test func saveInsertsThenUpdatesWithTimestamps() throws {
        let folder = try TemporaryFolder()
        let db = try database(folder)
        var product = ActiveProduct(name: "iPhone 7", price: 599)
        try db.save(&product)
        #expect(product.id == 1)
        let created = try #require(product.createdAt)
        let stored = try #require(try db.fetchOne(ActiveProduct.filter { $0.name == "iPhone 7" }))
        #expect(stored.price == 599 && stored.desc == nil && stored.publishDate == nil)
        #expect(abs(stored.createdAt!.timeIntervalSince(created)) < 0.001)
        Thread.sleep(forTimeInterval: 0.002)
        product.name = "iPad"
        try db.save(&product)
        #expect(product.createdAt == created && product.updatedAt! > created)
        #expect(try db.fetchCount(ActiveProduct.all()) == 1)
        #expect(try db.find(ActiveProduct.self, key: 1)?.name == "iPad")
        let raw = try db.fetchValue("SELECT created_at FROM ProductTable" as SQLFragment, as: Int64.self)
        #expect(raw == Int64((created.timeIntervalSince1970 * 1000).rounded()))
    }

    @Test func insertBatchFindsAndChainedQueries() throws {
        let folder = try TemporaryFolder()
        let db = try database(folder)
        var products = (1..<8).map { ActiveProduct(name: "iPhone-\($0)", price: Double($0), code: $0) }
        products.append(ActiveProduct(name: "iWatch", price: 299, code: 9, kind: .tablet))
        products.append(ActiveProduct(name: "iWatch", price: 199, code: 10, kind: .tablet))
        try db.insertAll(&products)
        let ids: [Int64?] = (1...9).map { (index: Int) -> Int64? in Int64(index) }
        #expect(products.map(\.id) == ids)
        #expect(products.allSatisfy { $0.createdAt != nil })
        // findFirst("name", value: "iWatch") and findAll(name == "iWatch", orders: [price asc])
        #expect(try db.fetchOne(ActiveProduct.filter { $0.name == "iWatch" })?.price == 299)
        let watches = try db.fetchAll(ActiveProduct.filter { $0.name == "iWatch" }.orderBy { $0.price })
        #expect(watches.map(\.price) == [199, 299])
        // where(code > 3).order(code).limit(5).run()
        let chained = try db.fetchAll(ActiveProduct.filter { $0.code > 3 }.orderBy { $0.code }.limit(5))
        #expect(chained.map(\.code) == [4, 5, 6, 7, 9])
        // findAll(id > 100, orders: [ActiveProduct.id.asc])
        #expect(try db.fetchAll(ActiveProduct.filter { $0.id > 100 }.orderBy { $0.id.ascending }).isEmpty)
        // the enum and the nested value round-trip (raw value and JSON)
        #expect(
            try db.fetchValue("SELECT kind FROM ProductTable WHERE id = 9" as SQLFragment, as: String.self)
                == "tablet")
        #expect(try db.find(ActiveProduct.self, key: 9)?.kind == .tablet)
    }

    @Test func updatesByPropertyAndBySetter() throws {
        let folder = try TemporaryFolder()
        let db = try database(folder)
        var product = ActiveProduct(name: "3ds", price: 249)
        try db.insert(&product)
        try db.insert(ActiveProduct(name: "3ds", price: 259))
        // u.update(["name": "3ds", "price": 199]): chosen properties of one record
        product.price = 199
        product.desc = "not saved"
        try db.update(&product, columns: \.price)
        let stored = try #require(try db.find(ActiveProduct.self, key: 1))
        #expect(stored.price == 199 && stored.desc == nil)
        // ActiveProduct.update([ActiveProduct.price <- 199], where: ActiveProduct.name == "3ds")
        #expect(
            try db.update(ActiveProduct.filter { $0.name == "3ds" }, from: product, columns: \.price) == 2)
        // the setter form on the typed columns
        try db.execute(
            Update(ActiveProduct.table).set(ActiveProduct.columns.price, to: 99).where(
                ActiveProduct.columns.code == 0))
        #expect(try db.fetchAll(ActiveProduct.all()).map(\.price) == [99, 99])
    }

    @Test func deletesOneAllAndChained() throws {
        let folder = try TemporaryFolder()
        let db = try database(folder)
        var products = (1...6).map { ActiveProduct(name: "p\($0)", price: 1, code: $0) }
        try db.insertAll(&products)
        #expect(try db.delete(products[0]))
        #expect(try db.delete(ActiveProduct.filter { $0.code > 3 }) == 3)
        #expect(try db.delete(ActiveProduct.all()) == 2)
    }

    @Test func columnConstraintsOfTheirOwn() throws {
        let folder = try TemporaryFolder()
        let db = try database(folder)
        var user = ActiveUser(email: "kevin@example.com")
        try db.insert(&user)
        #expect(try db.find(ActiveUser.self, key: user.id!)?.name == "Anonymous")
        #expect {
            try db.insert(ActiveUser(email: "no-at-sign"))
        } throws: { error in
            (error as? DatabaseError)?.extendedCode == .constraintCheck
        }
    }

    @Test func aTransactionAroundSeveralModels() throws {
        let folder = try TemporaryFolder()
        let db = try database(folder)
        struct Failure: Error {}
        #expect(throws: Failure.self) {
            try db.inTransaction { db in
                try db.insertAll((0..<3).map { ActiveProduct(name: "iPhone-\($0)", price: Double($0)) })
                try db.insert(ActiveUser(email: "kevin@example.com"))
                throw Failure()
            }
        }
        #expect(try db.fetchCount(ActiveProduct.all()) == 0 && db.fetchCount(ActiveUser.all()) == 0)
    }
}
