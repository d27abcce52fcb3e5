import QuarrySQLite
import Testing

/// The plans decoding learns on a first row or a first fetch are followed later by name, so their
/// names must be compared by bytes: `"é"` (U+00E9) and `"e\u{301}"` are two columns to SQLite.
@Suite struct DecodingPlanNameTests {
    static let composed = "\u{E9}"
    static let decomposed = "e\u{301}"

    struct NameKey: CodingKey {
        var stringValue: String
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    /// Reads the composed column on rows whose flag is 1 and the decomposed one on the others, so
    /// that the second row asks, at the plan's second step, for the other name.
    struct Branching: Decodable, Equatable {
        var flag: Int64
        var value: String

        init(flag: Int64, value: String) {
            self.flag = flag
            self.value = value
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: NameKey.self)
            flag = try container.decode(Int64.self, forKey: NameKey("flag"))
            let name = flag == 1 ? DecodingPlanNameTests.composed : DecodingPlanNameTests.decomposed
            value = try container.decode(String.self, forKey: NameKey(name))
        }
    }

    @Test func aRowDecoderPlanStepIsFollowedOnlyForTheSameBytes() throws {
        let db = try Database.inMemory()
        let sql = SQLFragment(
            unsafeSQL:
                #"SELECT column1 AS flag, column2 AS "\#(Self.composed)", column3 AS "\#(Self.decomposed)" FROM (VALUES (1, 'c1', 'd1'), (0, 'c2', 'd2'))"#
        )
        let rows = try db.fetchAll(sql, as: Branching.self)
        #expect(rows == [Branching(flag: 1, value: "c1"), Branching(flag: 0, value: "d2")])
    }

    struct Accents: TableRecord, Equatable {
        var id: Int64?
        var composed: String
        var decomposed: String
        enum CodingKeys: String, CodingKey {
            case id
            case composed = "\u{E9}"
            case decomposed = "e\u{301}"
        }
        static let definition = TableDefinition<Accents>("accents") {
            Field(\.id, "id").primaryKey()
            Field(\.composed, SQLIdentifier(DecodingPlanNameTests.composed))
            Field(\.decomposed, SQLIdentifier(DecodingPlanNameTests.decomposed))
        }
    }

    struct Pair: Decodable, Equatable {
        var composed: String
        var decomposed: String
        enum CodingKeys: String, CodingKey {
            case composed = "\u{E9}"
            case decomposed = "e\u{301}"
        }
    }

    @Test func aRecordRequestsPlanIsNotSharedWithCanonicallyEquivalentSQL() throws {
        let db = try Database.inMemory()
        try db.create(Accents.self)
        try db.insert(Accents(id: 1, composed: "composed", decomposed: "decomposed"))
        let expected = [Pair(composed: "composed", decomposed: "decomposed")]
        for _ in 0..<2 {
            #expect(
                try db.fetchAll(Accents.all().select(\.composed, \.decomposed), as: Pair.self) == expected)
            #expect(
                try db.fetchAll(Accents.all().select(\.decomposed, \.composed), as: Pair.self) == expected)
        }
    }
}
