import Foundation
import QuarrySQLite
import QuarryTesting
import Testing

// Issue 22 §2: a column is named once, in the Field or by the coding key, never twice.

/// Fields that name no column take the property's coding key.
private struct Plain: TableRecord, Equatable {
    var id: Int64?
    var title: String
    var createdAt: Date
    static let definition = TableDefinition<Plain>("plain") {
        Field(\.id).primaryKey()
        Field(\.title)
        Field(\.createdAt, "created_at", storage: .unixSeconds)
    }
}

/// The whole definition in snake case, ActiveSQLite's spelling.
private struct Snake: TableRecord, Equatable {
    var id: Int64?
    var imageURLString: String
    var publishDate: Date?
    var userID: Int64?
    static let definition = TableDefinition<Snake>(
        "snake", dateStorage: .unixMilliseconds, columnNaming: .snakeCase
    ) {
        Field(\.id).primaryKey()
        Field(\.imageURLString)
        Field(\.publishDate)
        Field(\.userID, "owner")
    }
}

/// WCDB's way still works: CodingKeys renames the property and the field names the column by it.
private struct Renamed: TableRecord, Equatable {
    var id: Int64?
    var name: String
    enum CodingKeys: String, CodingKey {
        case id
        case name = "product_name"
    }
    static let definition = TableDefinition<Renamed>("renamed") {
        Field(\.id).primaryKey()
        Field(\.name, "product_name")
    }
}

/// A rename in CodingKeys and a field that takes its name from the property: refused.
private struct RenamedButUnnamed: TableRecord {
    var id: Int64?
    var name: String
    enum CodingKeys: String, CodingKey {
        case id
        case name = "product_name"
    }
    static let definition = TableDefinition<RenamedButUnnamed>("unnamed") {
        Field(\.id).primaryKey()
        Field(\.name)
    }
}

/// Two properties whose names are each other's column: which key a property decodes from would
/// be a guess, so the definition is refused.
private struct Swapped: TableRecord {
    var a: Int
    var b: Int
    static let definition = TableDefinition<Swapped>("swapped") {
        Field(\.a, "b")
        Field(\.b, "a")
    }
}

/// The `TimestampedRecord` doc comment's example, as written there.
private enum TimestampedDoc {
    struct Product: TimestampedRecord {
        var id: Int64?
        var name: String
        var createdAt: Date?
        var updatedAt: Date?
        static let definition = TableDefinition<Product>("product") {
            Field(\.id, "id").primaryKey()
            Field(\.name, "name")
            Field(\.createdAt, "created_at", storage: .unixMilliseconds)
            Field(\.updatedAt, "updated_at", storage: .unixMilliseconds)
        }
    }
}

@Suite struct ColumnNamingTests {
    @Test func aFieldWithNoNameTakesTheCodingKey() throws {
        let db = try Database.inMemory()
        try db.sync(Plain.self)
        let expected =
            #"CREATE TABLE "plain" ("id" INTEGER PRIMARY KEY, "title" TEXT NOT NULL, "created_at" REAL NOT NULL)"#
        let sql = try db.fetchValue(
            "SELECT sql FROM sqlite_schema WHERE name = 'plain'" as SQLFragment, as: String.self)
        #expect(sql == expected)
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        var plain = Plain(id: nil, title: "t", createdAt: date)
        try db.insert(&plain)
        #expect(try db.fetchAll(Plain.all()) == [plain])
        #expect(try db.find(Plain.self, key: 1) == plain)
        #expect(
            try db.fetchValue("SELECT created_at FROM plain" as SQLFragment, as: Double.self) == 1_700_000_000
        )
        // A statement of the user's own, reading the columns by their names, decodes the record.
        let own = try db.fetchAll(
            "SELECT title, created_at, id FROM plain WHERE created_at > 0" as SQLFragment, as: Plain.self)
        #expect(own == [plain])
        #expect(try db.fetchCount(Plain.filter { $0.createdAt > date.addingTimeInterval(-1) }) == 1)
    }

    @Test func snakeCaseNamesEveryUnnamedColumn() throws {
        let db = try Database.inMemory()
        try db.sync(Snake.self)
        #expect(
            try db.columns(in: "snake").map(\.name) == ["id", "image_url_string", "publish_date", "owner"])
        let date = Date(timeIntervalSince1970: 1_600_000_000.5)
        var snake = Snake(id: nil, imageURLString: "u", publishDate: date, userID: 7)
        try db.insert(&snake)
        #expect(try db.fetchAll(Snake.all()) == [snake])
        #expect(
            try db.fetchValue("SELECT publish_date FROM snake" as SQLFragment, as: Int64.self)
                == 1_600_000_000_500)
        #expect(try db.fetchValue("SELECT owner FROM snake" as SQLFragment, as: Int.self) == 7)
        try db.updateChanges(&snake) { $0.imageURLString = "v" }
        #expect(try db.fetchOne(Snake.filter { $0.imageURLString == "v" }) == snake)
    }

    @Test func joinsAndAssociationsReadColumnsNamedApartFromTheirKeys() throws {
        let db = try Database.inMemory()
        try db.sync(Plain.self)
        try db.sync(Snake.self)
        var plain = Plain(id: nil, title: "p", createdAt: Date(timeIntervalSince1970: 5))
        try db.insert(&plain)
        var snake = Snake(id: nil, imageURLString: "s", publishDate: nil, userID: 1)
        try db.insert(&snake)
        var stray = Snake(id: nil, imageURLString: "t", publishDate: nil, userID: 9)
        try db.insert(&stray)
        let pairs = try db.fetchAll(
            Snake.leftJoin(Plain.self) { $0.userID == $1.id }.orderBy { s, _ in s.id })
        #expect(pairs.map(\.0) == [snake, stray])
        #expect(pairs.map(\.1) == [plain, nil])
    }

    @Test func aCodingKeysRenameNamedInTheFieldStillWorks() throws {
        let db = try Database.inMemory()
        try db.sync(Renamed.self)
        var renamed = Renamed(id: nil, name: "n")
        try db.insert(&renamed)
        #expect(try db.fetchAll(Renamed.all()) == [renamed])
        #expect(try db.fetchValue("SELECT product_name FROM renamed" as SQLFragment, as: String.self) == "n")
    }

    @Test func aRenameTheFieldCannotSeeIsRefusedSayingWhatToWrite() throws {
        let db = try Database.inMemory()
        let error = #expect(throws: QuarryError.self) { try db.sync(RenamedButUnnamed.self) }
        #expect(
            error?.message
                == #"the field \RenamedButUnnamed.name of table unnamed takes its column name from the coding key "name", which RenamedButUnnamed's CodingKeys does not have: if CodingKeys leaves the property out (a transient property), no field may bind it, so remove the field; if CodingKeys renames it, name the column in the field, Field(\RenamedButUnnamed.name, "column"), and drop the rename from CodingKeys"#
        )
        #expect(try db.tableExists("unnamed") == false)
    }

    @Test func propertiesNamedAsEachOthersColumnsAreRefused() throws {
        let db = try Database.inMemory()
        let error = #expect(throws: QuarryError.self) { try db.sync(Swapped.self) }
        #expect(
            error?.message
                == #"the field \Swapped.a of table swapped names the column "b", and both "a" (the property's name) and "b" are coding keys of Swapped, so Quarry cannot tell which one the property decodes from: rename the column or the property"#
        )
    }

    @Test func theTimestampedRecordExampleWorksAsWritten() throws {
        let db = try Database.inMemory()
        try db.sync(TimestampedDoc.Product.self)
        var product = TimestampedDoc.Product(id: nil, name: "p")
        try db.insert(&product)
        let stored = try #require(try db.find(TimestampedDoc.Product.self, key: 1))
        #expect(stored.name == "p")
        let createdAt = try #require(product.createdAt)
        #expect(abs(try #require(stored.createdAt).timeIntervalSince(createdAt)) < 0.001)
        let milliseconds = try #require(
            try db.fetchValue("SELECT created_at FROM product" as SQLFragment, as: Int64.self))
        #expect(abs(Double(milliseconds) / 1000 - createdAt.timeIntervalSince1970) < 0.001)
        product.name = "q"
        try db.update(&product)
        #expect(try db.find(TimestampedDoc.Product.self, key: 1)?.name == "q")
    }

    @Test func snakeCaseSplitsWordsAsRailsUnderscoreDoes() throws {
        let stated = [
            "imageURLString": "image_url_string", "createdAt": "created_at", "userID": "user_id",
            "URL": "url", "value2Name": "value2_name", "aB": "a_b", "ABc": "a_bc", "id": "id",
            "HTTPServer": "http_server", "already_snake": "already_snake",
        ]
        for (key, column) in stated {
            #expect(ColumnNaming.snakeCase.columnName(forKey: key).isByteEqual(to: column), "\(key)")
            #expect(ColumnNaming.codingKeys.columnName(forKey: key).isByteEqual(to: key))
        }
        // The reference is Rails' `underscore` (ActiveSQLite's and ActiveRecord's column names), two
        // regular expressions; keys of ASCII letters and digits, 300 of them.
        let letters = Array("abcxyzABCXYZ019".utf8)
        var random = SplitMix64(seed: 22)
        for _ in 0..<300 {
            let length = Int.random(in: 1...10, using: &random)
            var bytes = [letters[Int.random(in: 0..<12, using: &random)]]
            while bytes.count < length { bytes.append(letters.randomElement(using: &random)!) }
            let key = String(decoding: bytes, as: UTF8.self)
            let column = ColumnNaming.snakeCase.columnName(forKey: key)
            let reference = try Self.railsUnderscore(key)
            #expect(column.isByteEqual(to: reference), "\(key): \(column) against \(reference)")
        }
    }

    static func railsUnderscore(_ word: String) throws -> String {
        var text = word
        for pattern in ["([A-Z0-9]+)([A-Z][a-z])", "([a-z0-9])([A-Z])"] {
            let expression = try NSRegularExpression(pattern: pattern)
            text = expression.stringByReplacingMatches(
                in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "$1_$2")
        }
        return String(decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
    }
}
