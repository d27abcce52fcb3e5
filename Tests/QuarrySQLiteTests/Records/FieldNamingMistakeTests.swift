import Foundation
import QuarrySQLite
import Testing

/// A property wrapper that trims what it holds; Codable as its wrapped value.
@propertyWrapper
struct Trimming: Codable, Sendable, Equatable {
    private var value = ""
    var wrappedValue: String {
        get { value }
        set { value = newValue.trimmingCharacters(in: .whitespaces) }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
    init(from decoder: any Decoder) throws {
        wrappedValue = try decoder.singleValueContainer().decode(String.self)
    }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

/// The mistakes a field's key path or name can make, and the messages that say what to write.
@Suite struct FieldNamingMistakeTests {
    struct Computed: TableRecord {
        var id: Int64?
        var title: String
        var upper: String { title.uppercased() }
        static let definition = TableDefinition<Computed>("computed") {
            Field(\.id).primaryKey()
            Field(\.title)
            Field(\.upper)
        }
    }

    struct Wrapped: TableRecord, Equatable {
        var id: Int64?
        @Trimming var displayName: String
        static let definition = TableDefinition<Wrapped>("wrapped") {
            Field(\.id).primaryKey()
            Field(\.displayName, "displayName")
        }
    }

    struct Observed: TableRecord {
        var id: Int64?
        var title: String {
            didSet { edits += 1 }
        }
        var edits = 0
        enum CodingKeys: String, CodingKey { case id, title }
        init(id: Int64?, title: String) {
            self.id = id
            self.title = title
        }
        static let definition = TableDefinition<Observed>("observed") {
            Field(\.id).primaryKey()
            Field(\.title, "title")
        }
    }

    struct ObservedUnnamed: TableRecord {
        var id: Int64?
        var title: String {
            didSet { edits += 1 }
        }
        var edits = 0
        enum CodingKeys: String, CodingKey { case id, title }
        static let definition = TableDefinition<ObservedUnnamed>("observed_unnamed") {
            Field(\.id).primaryKey()
            Field(\.title)
        }
    }

    struct EmptyName: TableRecord {
        var id: Int64?
        var a: String
        static let definition = TableDefinition<EmptyName>("empty_name") {
            Field(\.id).primaryKey()
            Field(\.a, "")
        }
    }

    /// A key type that takes any string: Quarry cannot list its keys, so a named field's key is
    /// its column's name.
    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    struct AnyKeyed: TableRecord, Equatable {
        var id: Int64?
        var title: String
        var subTitle: String
        init(id: Int64?, title: String, subTitle: String) {
            self.id = id
            self.title = title
            self.subTitle = subTitle
        }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            id = try container.decodeIfPresent(Int64.self, forKey: AnyKey(stringValue: "id"))
            title = try container.decode(String.self, forKey: AnyKey(stringValue: "title"))
            subTitle = try container.decode(String.self, forKey: AnyKey(stringValue: "subTitle"))
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyKey.self)
            try container.encode(id, forKey: AnyKey(stringValue: "id"))
            try container.encode(title, forKey: AnyKey(stringValue: "title"))
            try container.encode(subTitle, forKey: AnyKey(stringValue: "subTitle"))
        }
        static let definition = TableDefinition<AnyKeyed>("any_keyed", columnNaming: .snakeCase) {
            Field(\.id).primaryKey()
            Field(\.title, "heading")
            Field(\.subTitle)
        }
    }

    struct Dated: TableRecord {
        var id: Int64?
        var createdAt: Date
        var yearsSince1970: Int { Int(createdAt.timeIntervalSince1970 / 31_557_600) }
        static let definition = TableDefinition<Dated>("dated") {
            Field(\.id).primaryKey()
            Field(\.createdAt, "created_at")
        }
    }

    @Test func aComputedPropertyIsRefusedAndNamedWithoutAnAddress() throws {
        let db = try Database.inMemory()
        let error = #expect(throws: QuarryError.self) { try db.sync(Computed.self) }
        let message = error?.message ?? ""
        #expect(
            message.hasPrefix(
                #"the field \Computed.<computed (String)> (field 3 of the definition) of table computed names no column, and its key path reaches a property whose name Quarry cannot read"#
            ))
        #expect(!message.contains("0x"))
    }

    @Test func aStoredPropertyWithAnObserverIsAFieldWhenItsColumnIsNamed() throws {
        let db = try Database.inMemory()
        let error = #expect(throws: QuarryError.self) { try db.sync(ObservedUnnamed.self) }
        #expect(error?.message.contains("a stored property with didSet or willSet") == true)
        try db.sync(Observed.self)
        var record = Observed(id: nil, title: "t")
        try db.insert(&record)
        #expect(try db.fetchAll(Observed.all()).map(\.title) == ["t"])
    }

    @Test func aWrappedPropertyFailsLoudlyWhenRead() throws {
        let db = try Database.inMemory()
        try db.sync(Wrapped.self)
        try db.insert(Wrapped(id: nil, displayName: "  Ada  "))
        let stored = try db.fetchValue("SELECT displayName FROM wrapped", as: String.self)
        #expect(stored == "Ada")
        // Its Codable reads a Trimming, not the String the field writes: never a wrong value.
        #expect(throws: DatabaseError.self) { try db.fetchAll(Wrapped.all()) }
    }

    @Test func anEmptyColumnNameIsRefused() throws {
        let db = try Database.inMemory()
        let error = #expect(throws: QuarryError.self) { try db.sync(EmptyName.self) }
        #expect(
            error?.message
                == #"the field \EmptyName.a of table empty_name names the column "": a column name cannot be empty"#
        )
        #expect(try db.tableExists("empty_name") == false)
    }

    @Test func aKeyTypeThatTakesAnyStringSaysWhichKeyTheFieldReads() throws {
        let db = try Database.inMemory()
        try db.sync(AnyKeyed.self)
        let error = #expect(throws: QuarryError.self) {
            try db.insert(AnyKeyed(id: nil, title: "t", subTitle: "s"))
        }
        #expect(
            error?.message
                == #"field \AnyKeyed.title of table any_keyed reads the coding key "heading", its column's name (AnyKeyed's key type takes any string, so Quarry cannot tell its keys from other names), but AnyKeyed encodes the property as "title": encode and decode it under "heading", or give AnyKeyed a CodingKeys enum"#
        )
        let count = try db.fetchValue("SELECT count(*) FROM any_keyed", as: Int.self)
        #expect(count == 0)
    }

    @Test func aComputedPropertyInAFilterIsNamedWithoutAnAddress() throws {
        let request = Dated.filter { $0.yearsSince1970 == 1 }
        let error = #expect(throws: QuarryError.self) { try request.render() }
        let message = error?.message ?? ""
        #expect(message.hasPrefix(#"\Dated.<computed (Int)> is not bound to a column of table dated"#))
        #expect(!message.contains("0x"))
    }

    @Test func aMissingColumnIsNamedAsTheTableNamesIt() throws {
        let db = try Database.inMemory()
        try db.sync(Dated.self)
        try db.insert(Dated(id: nil, createdAt: Date(timeIntervalSince1970: 0)))
        let error = #expect(throws: DatabaseError.self) {
            try db.fetchAll("SELECT id FROM dated", as: Dated.self)
        }
        let message = error?.message ?? ""
        #expect(
            message.hasPrefix(
                #"there is no column named "created_at" (the coding key "createdAt") to decode"#))
    }
}
