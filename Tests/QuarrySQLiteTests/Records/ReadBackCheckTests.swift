import Foundation
import QuarrySQLite
import Testing

/// A record whose decoding puts one field's column into another property is refused at its first
/// telling write, before any row is written: every read of such a record would be silently wrong.
@Suite struct ReadBackCheckTests {
    /// Two properties swap names in CodingKeys; every key a field binds exists, so only reading a
    /// record back shows the swap.
    struct SwappedKeys: TableRecord, Equatable {
        var id: Int64?
        var first: Int64
        var second: Int64
        enum CodingKeys: String, CodingKey {
            case id
            case first = "second"
            case second = "first"
        }
        static let definition = TableDefinition<SwappedKeys>("swapped_keys") {
            Field(\.id).primaryKey()
            Field(\.first)
            Field(\.second)
        }
    }

    /// An `init(from:)` that reads `a` from `b`'s key.
    struct CrossDecoded: TableRecord, Equatable {
        var id: Int64?
        var a: String
        var b: String
        init(id: Int64?, a: String, b: String) {
            self.id = id
            self.a = a
            self.b = b
        }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decodeIfPresent(Int64.self, forKey: .id)
            a = try container.decode(String.self, forKey: .b)
            b = try container.decode(String.self, forKey: .b)
        }
        static let definition = TableDefinition<CrossDecoded>("cross_decoded") {
            Field(\.id).primaryKey()
            Field(\.a)
            Field(\.b)
        }
    }

    /// A positional reader that reads its columns in another order than the fields.
    struct MisorderedRow: TableRecord, RowDecodable {
        var id: Int64?
        var title: String
        var body: String
        init(id: Int64?, title: String, body: String) {
            self.id = id
            self.title = title
            self.body = body
        }
        init(row: borrowing Row) throws {
            id = try row[0]
            title = try row[2]
            body = try row[1]
        }
        static let definition = TableDefinition<MisorderedRow>("misordered") {
            Field(\.id).primaryKey()
            Field(\.title)
            Field(\.body)
        }
    }

    /// An `init(from:)` that normalizes a value: it reads its own column, so it is not refused.
    struct Trimmed: TableRecord {
        var id: Int64?
        var name: String
        var nick: String
        init(id: Int64?, name: String, nick: String) {
            self.id = id
            self.name = name
            self.nick = nick
        }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decodeIfPresent(Int64.self, forKey: .id)
            name = try container.decode(String.self, forKey: .name).trimmingCharacters(in: .whitespaces)
            nick = try container.decode(String.self, forKey: .nick)
        }
        static let definition = TableDefinition<Trimmed>("trimmed") {
            Field(\.id).primaryKey()
            Field(\.name)
            Field(\.nick)
        }
    }

    /// An integer and a double swapped: a REAL with a fraction cannot be read as the integer.
    struct SwappedNumbers: TableRecord {
        var id: Int64?
        var count: Int64
        var price: Double
        enum CodingKeys: String, CodingKey {
            case id
            case count = "price"
            case price = "count"
        }
        static let definition = TableDefinition<SwappedNumbers>("swapped_numbers") {
            Field(\.id).primaryKey()
            Field(\.count, "count")
            Field(\.price, "price")
        }
    }

    /// The rowid swapped with an integer: the rowid is nil on every insert.
    struct SwappedRowID: TableRecord {
        var id: Int64?
        var number: Int64
        enum CodingKeys: String, CodingKey {
            case id = "number"
            case number = "id"
        }
        static let definition = TableDefinition<SwappedRowID>("swapped_rowid") {
            Field(\.id, "id").primaryKey()
            Field(\.number, "number")
        }
    }

    @Test func aRecordThatDoesNotReadBackProvesNothingSoTheNextIsChecked() throws {
        let db = try Database.inMemory()
        try db.create(SwappedNumbers.self)
        // 9.5 in the integer's column does not decode: nothing is compared, nothing is proved.
        try db.insert(SwappedNumbers(id: nil, count: 2, price: 9.5))
        #expect(throws: QuarryError.self) { try db.insert(SwappedNumbers(id: nil, count: 3, price: 10)) }
    }

    @Test func equalNumbersOfTwoStorageClassesProveNothing() throws {
        let db = try Database.inMemory()
        try db.create(SwappedNumbers.self)
        // INTEGER 3 and REAL 3.0 read as each other, so this record cannot show the swap.
        try db.insert(SwappedNumbers(id: nil, count: 3, price: 3))
        #expect(throws: QuarryError.self) { try db.insert(SwappedNumbers(id: nil, count: 2, price: 5)) }
    }

    @Test func aRowIDSwappedWithAnotherFieldIsRefusedThoughItIsNilOnInsert() throws {
        let db = try Database.inMemory()
        try db.create(SwappedRowID.self)
        #expect(throws: QuarryError.self) { try db.insert(SwappedRowID(id: nil, number: 70)) }
        let count = try rowCount(db, "SELECT count(*) FROM swapped_rowid")
        #expect(count == 0)
    }

    @Test func anUpdateFromATemplateIsChecked() throws {
        let db = try Database.inMemory()
        try db.create(SwappedKeys.self)
        try db.execute("INSERT INTO swapped_keys VALUES (1, 1, 2)")
        #expect(throws: QuarryError.self) {
            try db.update(SwappedKeys.all(), from: SwappedKeys(id: 1, first: 5, second: 6), columns: \.first)
        }
    }

    private func rowCount(_ db: Database, _ sql: SQLFragment) throws -> Int64? {
        try db.fetchValue(sql, as: Int64.self)
    }

    @Test func swappedCodingKeysAreRefusedAtTheFirstInsert() throws {
        let db = try Database.inMemory()
        try db.create(SwappedKeys.self)
        #expect {
            try db.insert(SwappedKeys(id: nil, first: 1, second: 2))
        } throws: { error in
            let text = "\(error)"
            return text.contains("\\SwappedKeys.first") && text.contains("\\SwappedKeys.second")
                && text.contains("\"second\"") && text.contains("CodingKeys")
        }
        let count = try rowCount(db, "SELECT count(*) FROM swapped_keys")
        #expect(count == 0)
    }

    @Test func equalValuesProveNothingSoALaterRecordIsChecked() throws {
        let db = try Database.inMemory()
        try db.create(SwappedKeys.self)
        // Swapped or not, this record reads back the same; the check waits for one that tells.
        try db.insert(SwappedKeys(id: nil, first: 5, second: 5))
        #expect(throws: QuarryError.self) {
            try db.insert(SwappedKeys(id: nil, first: 6, second: 7))
        }
        let count = try rowCount(db, "SELECT count(*) FROM swapped_keys")
        #expect(count == 1)
    }

    @Test func anInitFromThatReadsAnotherKeyIsRefused() throws {
        let db = try Database.inMemory()
        try db.create(CrossDecoded.self)
        #expect {
            var record = CrossDecoded(id: nil, a: "x", b: "y")
            try db.save(&record)
        } throws: { error in
            "\(error)".contains("\\CrossDecoded.a") && "\(error)".contains("init(from:)")
        }
    }

    @Test func aPositionalReaderOutOfOrderIsRefused() throws {
        let db = try Database.inMemory()
        try db.create(MisorderedRow.self)
        #expect {
            try db.insert(MisorderedRow(id: nil, title: "t", body: "b"))
        } throws: { error in
            "\(error)".contains("init(row:)") && "\(error)".contains("\\MisorderedRow.title")
        }
    }

    @Test func aDecodingThatNormalizesItsOwnValueIsAccepted() throws {
        let db = try Database.inMemory()
        try db.create(Trimmed.self)
        let id = try #require(try db.insert(Trimmed(id: nil, name: "  Ada ", nick: "Ada")))
        let found = try #require(try db.find(Trimmed.self, key: id))
        #expect(found.name.utf8.elementsEqual("Ada".utf8))
    }

    @Test func aSoundRecordKeepsWritingAfterTheCheck() throws {
        let db = try Database.inMemory()
        try db.create(Trimmed.self)
        for index in 0..<40 {
            try db.insert(Trimmed(id: nil, name: "n\(index)", nick: "k\(index)"))
        }
        let count = try rowCount(db, "SELECT count(*) FROM trimmed")
        #expect(count == 40)
    }
}
