import Foundation
import QuarrySQLite
import Testing

/// A record with a field of every type a write reads straight from the record's memory.
struct EveryDirectKind: TableRecord, Equatable {
    var id: Int?
    var big: Int64
    var maybeBig: Int64?
    var small: Int
    var maybeSmall: Int?
    var real: Double
    var maybeReal: Double?
    var flag: Bool
    var text: String
    var maybeText: String?
    var bytes: [UInt8]
    var maybeFlag: Bool?
    var data: Data
    var maybeData: Data?
    var value: SQLValue
    var maybeValue: SQLValue?

    static let definition = TableDefinition<EveryDirectKind>("every_kind") {
        Field(\.id, "id").primaryKey()
        Field(\.big, "big")
        Field(\.maybeBig, "maybeBig")
        Field(\.small, "small")
        Field(\.maybeSmall, "maybeSmall")
        Field(\.real, "real")
        Field(\.maybeReal, "maybeReal")
        Field(\.flag, "flag")
        Field(\.text, "text")
        Field(\.maybeText, "maybeText")
        Field(\.bytes, "bytes")
        Field(\.maybeFlag, "maybeFlag")
        Field(\.data, "data")
        Field(\.maybeData, "maybeData")
        Field(\.value, "value")
        Field(\.maybeValue, "maybeValue")
    }
}

struct Int64Key: TableRecord, Equatable {
    var id: Int64
    var name: String
    static let definition = TableDefinition<Int64Key>("int64_key") {
        Field(\.id, "id").primaryKey()
        Field(\.name, "name")
    }
}

struct OptionalInt64Key: TableRecord, Equatable {
    var id: Int64?
    var name: String
    static let definition = TableDefinition<OptionalInt64Key>("optional_int64_key") {
        Field(\.id, "id").primaryKey()
        Field(\.name, "name")
    }
}

struct IntKey: TableRecord, Equatable {
    var id: Int
    var name: String
    static let definition = TableDefinition<IntKey>("int_key") {
        Field(\.id, "id").primaryKey()
        Field(\.name, "name")
    }
}

/// A date key goes through its storage, not the direct path.
struct DatedNote: TableRecord, Equatable {
    var id: Int64?
    var at: Date
    var note: String
    static let definition = TableDefinition<DatedNote>("dated_note") {
        Field(\.id, "id").primaryKey()
        Field(\.at, "at", storage: .unixMilliseconds)
        Field(\.note, "note")
    }
}

@Suite struct DirectFieldTests {
    static let full = EveryDirectKind(
        id: nil, big: Int64.min, maybeBig: Int64.max, small: -7, maybeSmall: 8, real: -0.5,
        maybeReal: 1e300, flag: true, text: "héllo, \u{1F600}", maybeText: "", bytes: [0, 1, 255],
        maybeFlag: false, data: Data([9, 8]), maybeData: Data(), value: .real(2.5), maybeValue: .text("v"))
    static let empty = EveryDirectKind(
        id: nil, big: 0, maybeBig: nil, small: 0, maybeSmall: nil, real: 0, maybeReal: nil, flag: false,
        text: "", maybeText: nil, bytes: [], maybeFlag: nil, data: Data(), maybeData: nil, value: .integer(0),
        maybeValue: nil)

    func stored(_ db: Database) throws -> [[SQLValue]] {
        try db.fetchAll(
            """
            SELECT id, typeof(big), big, typeof(maybeBig), maybeBig, typeof(small), small, \
            typeof(maybeSmall), maybeSmall, typeof(real), real, typeof(maybeReal), maybeReal, \
            typeof(flag), flag, typeof(text), text, typeof(maybeText), maybeText, typeof(bytes), \
            length(bytes), bytes, typeof(maybeFlag), maybeFlag, typeof(data), data, typeof(maybeData), \
            length(maybeData), typeof(value), value, typeof(maybeValue), maybeValue FROM every_kind ORDER BY id
            """ as SQLFragment
        ).map { $0.values }
    }

    @Test func everyDirectKindBindsAsItsOwnSQLValue() throws {
        let db = try Database.inMemory()
        try db.create(EveryDirectKind.self)
        var full = Self.full
        var empty = Self.empty
        try db.insert(&full)
        try db.insert(&empty)
        #expect(full.id == 1 && empty.id == 2)
        let rows = try stored(db)
        // Typed apart from the #expect: as one comparison each literal took 150–180 ms to type-check.
        let expectedFull: [SQLValue] = [
            .integer(1), .text("integer"), .integer(Int64.min), .text("integer"), .integer(Int64.max),
            .text("integer"), .integer(-7), .text("integer"), .integer(8), .text("real"), .real(-0.5),
            .text("real"), .real(1e300), .text("integer"), .integer(1), .text("text"),
            .text("héllo, \u{1F600}"), .text("text"), .text(""), .text("blob"), .integer(3),
            .blob([0, 1, 255]), .text("integer"), .integer(0), .text("blob"), .blob([9, 8]),
            .text("blob"), .integer(0), .text("real"), .real(2.5), .text("text"), .text("v"),
        ]
        #expect(rows[0] == expectedFull)
        // NULL only for nil: an empty string stays '' and empty bytes a zero-length blob.
        let expectedEmpty: [SQLValue] = [
            .integer(2), .text("integer"), .integer(0), .text("null"), .null, .text("integer"),
            .integer(0), .text("null"), .null, .text("real"), .real(0), .text("null"), .null,
            .text("integer"), .integer(0), .text("text"), .text(""), .text("null"), .null,
            .text("blob"), .integer(0), .blob([]), .text("null"), .null, .text("blob"), .blob([]),
            .text("null"), .null, .text("integer"), .integer(0), .text("null"), .null,
        ]
        #expect(rows[1] == expectedEmpty)
        #expect(try db.fetchAll(EveryDirectKind.all().orderBy { $0.id }) == [full, empty])
    }

    @Test func updateAndUpsertBindTheDirectFieldsToo() throws {
        let db = try Database.inMemory()
        try db.create(EveryDirectKind.self)
        var record = Self.full
        try db.insert(&record)
        var changed = Self.empty
        changed.id = record.id
        #expect(try db.update(changed))
        #expect(try db.find(EveryDirectKind.self, key: 1) == changed)
        var upserted = Self.full
        upserted.id = 1
        upserted.text = "upserted"
        try db.upsert(&upserted)
        #expect(try db.find(EveryDirectKind.self, key: 1) == upserted)
        #expect(try db.fetchCount(EveryDirectKind.all()) == 1)
    }

    @Test func theRowIDIsWrittenIntoEveryIntegerKeyType() throws {
        let db = try Database.inMemory()
        try db.create(Int64Key.self)
        try db.create(OptionalInt64Key.self)
        try db.create(IntKey.self)
        var optional = OptionalInt64Key(id: nil, name: "a")
        try db.insert(&optional)
        #expect(optional.id == 1)
        // A non-optional key given by the caller is the rowid: it reads back as given.
        var big = Int64Key(id: 41, name: "b")
        #expect(try db.insert(&big) == 41)
        #expect(big.id == 41)
        var small = IntKey(id: 42, name: "c")
        #expect(try db.insert(&small) == 42)
        #expect(small.id == 42)
        // An upsert returns the rowid of the row it inserted or updated.
        var again = OptionalInt64Key(id: nil, name: "d")
        try db.upsert(&again)
        #expect(again.id == 2)
        #expect(try db.fetchAll(OptionalInt64Key.all().orderBy { $0.id }) == [optional, again])
    }

    @Test func aConvertedFieldStillNamesItsColumnWhenItCannotBeStored() throws {
        let db = try Database.inMemory()
        try db.create(DatedNote.self)
        var note = DatedNote(id: nil, at: Date(timeIntervalSince1970: .nan), note: "n")
        let error = try #require(throws: DatabaseError.self) { try db.insert(&note) }
        #expect(error.extendedCode == .mismatch && error.column == "at")
        #expect(note.id == nil)
        #expect(try db.fetchCount(DatedNote.all()) == 0)
        note.at = Date(timeIntervalSince1970: 1.5)
        try db.insert(&note)
        #expect(note.id == 1)
        #expect(
            try db.fetchAll("SELECT at FROM dated_note" as SQLFragment).map { $0.values } == [
                [.integer(1500)]
            ])
    }
}
