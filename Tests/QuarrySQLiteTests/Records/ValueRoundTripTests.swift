import Foundation
import QuarrySQLite
import Testing

/// Every kind of value Quarry writes, by `Insert.values(encoding:)` and by records, reads back
/// as the same type through `fetchAll(_:as:)` and through records: one rule both ways.
struct RoundTripRow: TableRecord, Equatable {
    enum Phase: String, Codable, SQLValueConvertible { case alpha, beta }
    enum PlainPhase: String, Codable { case alpha, beta }
    enum Level: Int, Codable, SQLValueConvertible {
        case low = 1
        case high = 2
    }
    enum PlainLevel: Int, Codable {
        case low = 1
        case high = 2
    }

    var id: Int64
    var phase: Phase
    var plainPhase: PlainPhase
    var level: Level
    var plainLevel: PlainLevel
    var optionalPhase: Phase?
    var optionalPlainLevel: PlainLevel?
    var date: Date
    var uuid: UUID
    var decimal: Decimal
    var url: URL
    var data: Data
    var flag: Bool
    var optionalText: String?
    var optionalNumber: Double?

    static let definition = TableDefinition<RoundTripRow>("round_trip") {
        Field(\.id, "id").primaryKey()
        Field(\.phase, "phase")
        Field(\.plainPhase, "plainPhase")
        Field(\.level, "level")
        Field(\.plainLevel, "plainLevel")
        Field(\.optionalPhase, "optionalPhase")
        Field(\.optionalPlainLevel, "optionalPlainLevel")
        Field(\.date, "date")
        Field(\.uuid, "uuid")
        Field(\.decimal, "decimal")
        Field(\.url, "url")
        Field(\.data, "data")
        Field(\.flag, "flag")
        Field(\.optionalText, "optionalText")
        Field(\.optionalNumber, "optionalNumber")
    }

    static let samples: [RoundTripRow] = [
        RoundTripRow(
            id: 1, phase: .beta, plainPhase: .beta, level: .high, plainLevel: .high, optionalPhase: .alpha,
            optionalPlainLevel: .low, date: Date(timeIntervalSince1970: 1_700_000_000.5),
            uuid: UUID(uuidString: "00000000-0000-0000-0000-0000000000AB")!,
            decimal: Decimal(string: "12.345")!,
            url: URL(string: "https://example.com/a?b=c")!, data: Data([0, 1, 0xFF]), flag: true,
            optionalText: "e\u{301}'; --", optionalNumber: -0.5),
        RoundTripRow(
            id: 2, phase: .alpha, plainPhase: .alpha, level: .low, plainLevel: .low, optionalPhase: nil,
            optionalPlainLevel: nil, date: Date(timeIntervalSince1970: 0),
            uuid: UUID(uuidString: "FFFFFFFF-0000-0000-0000-000000000000")!,
            decimal: 0, url: URL(string: "file:///tmp/x")!, data: Data(), flag: false, optionalText: nil,
            optionalNumber: nil),
    ]
}

/// The same columns as a plain `Codable` type, which no field storage helps to read or write.
struct RoundTripPlain: Codable, Equatable {
    var id: Int64
    var phase: RoundTripRow.Phase
    var plainPhase: RoundTripRow.PlainPhase
    var level: RoundTripRow.Level
    var plainLevel: RoundTripRow.PlainLevel
    var optionalPhase: RoundTripRow.Phase?
    var optionalPlainLevel: RoundTripRow.PlainLevel?
    var date: Date
    var uuid: UUID
    var decimal: Decimal
    var url: URL
    var data: Data
    var flag: Bool
    var optionalText: String?
    var optionalNumber: Double?

    init(_ row: RoundTripRow) {
        id = row.id
        phase = row.phase
        plainPhase = row.plainPhase
        level = row.level
        plainLevel = row.plainLevel
        optionalPhase = row.optionalPhase
        optionalPlainLevel = row.optionalPlainLevel
        date = row.date
        uuid = row.uuid
        decimal = row.decimal
        url = row.url
        data = row.data
        flag = row.flag
        optionalText = row.optionalText
        optionalNumber = row.optionalNumber
    }
}

/// A nested `Codable` value, which records store as JSON text.
struct NestedRow: TableRecord, Equatable {
    struct Meta: Codable, Equatable {
        var tags: [String]
        var size: Int
    }
    var id: Int64
    var meta: Meta
    var optionalMeta: Meta?
    static let definition = TableDefinition<NestedRow>("nested_row") {
        Field(\.id, "id").primaryKey()
        Field(\.meta, "meta")
        Field(\.optionalMeta, "optionalMeta")
    }
}

/// The same columns read by a type that is no record (no field storage to help).
struct NestedView: Decodable, Equatable {
    var id: Int64
    var meta: NestedRow.Meta
    var optionalMeta: NestedRow.Meta?
}

@Suite struct ValueRoundTripTests {
    static let plainSamples = RoundTripRow.samples.map(RoundTripPlain.init)

    @Test func valuesWrittenByEncodingReadBackAsTheSameType() throws {
        let db = try Database.inMemory()
        try db.create(RoundTripRow.self)
        for sample in Self.plainSamples {
            try db.execute(Insert(into: RoundTripRow.table).values(encoding: sample))
        }
        let plain = try db.fetchAll(
            "SELECT * FROM round_trip ORDER BY id" as SQLFragment, as: RoundTripPlain.self)
        #expect(plain == Self.plainSamples)
        #expect(try db.fetchAll(RoundTripRow.orderBy { $0.id }) == RoundTripRow.samples)
    }

    @Test func recordsReadBackThroughAPlainDecodable() throws {
        let db = try Database.inMemory()
        try db.create(RoundTripRow.self)
        try db.insertAll(RoundTripRow.samples)
        let plain = try db.fetchAll(
            "SELECT * FROM round_trip ORDER BY id" as SQLFragment, as: RoundTripPlain.self)
        #expect(plain == Self.plainSamples)
        let partial = try db.fetchAll(RoundTripRow.orderBy { $0.id }, as: RoundTripPlain.self)
        #expect(partial == Self.plainSamples)
    }

    @Test func aValueThatIsNoRawValueIsAnErrorNamingTheColumn() throws {
        let db = try Database.inMemory()
        try db.create(RoundTripRow.self)
        try db.insertAll(RoundTripRow.samples)
        try db.execute("UPDATE round_trip SET plainPhase = 'gamma'" as SQLFragment)
        #expect {
            _ = try db.fetchAll("SELECT * FROM round_trip" as SQLFragment, as: RoundTripPlain.self)
        } throws: { error in
            "\(error)".contains("plainPhase") && "\(error)".contains("raw value")
        }
    }

    @Test func nestedValuesRecordsWriteReadBackThroughAPlainDecodable() throws {
        let db = try Database.inMemory()
        try db.create(NestedRow.self)
        let rows = [
            NestedRow(id: 1, meta: .init(tags: ["a", "'"], size: 2), optionalMeta: nil),
            NestedRow(id: 2, meta: .init(tags: [], size: 0), optionalMeta: .init(tags: ["x"], size: 1)),
        ]
        try db.insertAll(rows)
        let views = try db.fetchAll(
            "SELECT * FROM nested_row ORDER BY id" as SQLFragment, as: NestedView.self)
        #expect(views.map(\.meta) == rows.map(\.meta))
        #expect(views.map(\.optionalMeta) == rows.map(\.optionalMeta))
    }
}
