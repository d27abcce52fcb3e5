import Foundation
import QuarrySQLite
import QuarryTesting

/// The record the records oracle writes: one Swift type whose table name, column names, key
/// shape and date storages are drawn per case (`OracleLayout`), since a record's definition is a
/// static property. Its coding keys are the drawn column names.
struct OracleItem: TimestampedRecord {
    enum Mood: String, Codable, CaseIterable {
        case calm
        case quoted = "x'); DROP TABLE item; --"
        // Not also "\u{E9}": Swift's synthesized `init(rawValue:)` compares with `String ==`,
        // which takes the two as one raw value, so no store could tell the cases apart.
        case decomposed = "e\u{301}"
    }

    struct Meta: Codable, Equatable {
        var tags: [String]
        var size: Int
    }

    var id: Int64?
    var code: String
    var n: Int64
    var when: Date
    var mood: Mood
    var meta: Meta?
    var createdAt: Date?
    var updatedAt: Date?

    static var definition: TableDefinition<OracleItem> { OracleLayout.current.definition }

    /// The hooks of `TimestampedRecord`, with the times cut to quarter seconds so that every
    /// storage holds them exactly and the model can compare them.
    mutating func willInsert(_ db: Database) throws {
        touchForInsert()
        quantizeTimes()
    }

    mutating func willUpdate(_ db: Database) throws {
        touchForUpdate()
        quantizeTimes()
    }

    private mutating func quantizeTimes() {
        createdAt = createdAt.map(Self.quantized)
        updatedAt = updatedAt.map(Self.quantized)
    }

    static func quantized(_ date: Date) -> Date {
        Date(timeIntervalSince1970: (date.timeIntervalSince1970 * 4).rounded(.down) / 4)
    }

    struct NameKey: CodingKey {
        var stringValue: String
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    init(
        id: Int64?, code: String, n: Int64, when: Date, mood: Mood, meta: Meta?, createdAt: Date?,
        updatedAt: Date?
    ) {
        self.id = id
        self.code = code
        self.n = n
        self.when = when
        self.mood = mood
        self.meta = meta
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    func encode(to encoder: any Encoder) throws {
        let names = OracleLayout.current.columns
        var container = encoder.container(keyedBy: NameKey.self)
        try container.encodeIfPresent(id, forKey: NameKey(names[0]))
        try container.encode(code, forKey: NameKey(names[1]))
        try container.encode(n, forKey: NameKey(names[2]))
        try container.encode(when, forKey: NameKey(names[3]))
        try container.encode(mood, forKey: NameKey(names[4]))
        try container.encodeIfPresent(meta, forKey: NameKey(names[5]))
        try container.encodeIfPresent(createdAt, forKey: NameKey(names[6]))
        try container.encodeIfPresent(updatedAt, forKey: NameKey(names[7]))
    }

    init(from decoder: any Decoder) throws {
        // The container first: a definition's probe of the coding keys stops there, before any
        // layout is installed.
        let container = try decoder.container(keyedBy: NameKey.self)
        let names = OracleLayout.current.columns
        id = try container.decodeIfPresent(Int64.self, forKey: NameKey(names[0]))
        code = try container.decode(String.self, forKey: NameKey(names[1]))
        n = try container.decode(Int64.self, forKey: NameKey(names[2]))
        when = try container.decode(Date.self, forKey: NameKey(names[3]))
        mood = try container.decode(Mood.self, forKey: NameKey(names[4]))
        meta = try container.decodeIfPresent(Meta.self, forKey: NameKey(names[5]))
        createdAt = try container.decodeIfPresent(Date.self, forKey: NameKey(names[6]))
        updatedAt = try container.decodeIfPresent(Date.self, forKey: NameKey(names[7]))
    }

    /// Whether the two hold the same values, text compared by bytes (as SQLite compares it).
    func isSame(as other: OracleItem) -> Bool {
        guard id == other.id, n == other.n, when == other.when, meta == other.meta else { return false }
        guard createdAt == other.createdAt, updatedAt == other.updatedAt else { return false }
        guard code.utf8.elementsEqual(other.code.utf8) else { return false }
        return mood.rawValue.utf8.elementsEqual(other.mood.rawValue.utf8)
    }
}

/// One case's table: names, key shape, storages, and the definition built from them.
struct OracleLayout: Sendable {
    enum KeyShape: CaseIterable, Sendable {
        /// `id INTEGER PRIMARY KEY`, `… ASC`, a one-field `primaryKey:`: the rowid.
        case rowID, rowIDAscending, listedRowID
        /// `id INTEGER PRIMARY KEY DESC`: not the rowid (SQLite's quirk).
        case descending
        /// `id` the key of a WITHOUT ROWID table.
        case withoutRowID
        /// `(id, code)` in a rowid table and in a WITHOUT ROWID one.
        case composite, compositeWithoutRowID

        var isRowIDAlias: Bool { self == .rowID || self == .rowIDAscending || self == .listedRowID }
        var hasRowID: Bool { self != .withoutRowID && self != .compositeWithoutRowID }
        var isComposite: Bool { self == .composite || self == .compositeWithoutRowID }
    }

    var table: String
    /// id, code, n, when, mood, meta, created_at, updated_at.
    var columns: [String]
    var shape: KeyShape
    var whenStorage: FieldStorage
    var stampStorage: FieldStorage
    var definition: TableDefinition<OracleItem>

    private static let slot = CurrentLayout<OracleLayout>()

    /// The layout the record type is bound to now.
    static var current: OracleLayout { slot.layout }

    static func install(_ layout: OracleLayout) { slot.install(layout) }

    static let plainNames = ["id", "code", "n", "when", "mood", "meta", "created_at", "updated_at"]
    static let storages: [FieldStorage] = [.automatic, .dateText, .unixSeconds, .unixMilliseconds]

    /// A drawn layout: each name plain or hostile (no NUL; distinct as SQLite compares names).
    static func draw(_ random: inout SplitMix64) -> OracleLayout {
        let columns = drawNames(plainNames, &random)
        let table = drawTableName("item", &random)
        let shape = KeyShape.allCases.randomElement(using: &random)!
        let whenStorage = storages.randomElement(using: &random)!
        let stampStorage = storages.randomElement(using: &random)!
        return OracleLayout(
            table: table, columns: columns, shape: shape, whenStorage: whenStorage,
            stampStorage: stampStorage,
            definition: makeDefinition(
                table: table, columns: columns, shape: shape, when: whenStorage, stamps: stampStorage))
    }

    /// Each name plain or hostile (no NUL), made distinct as SQLite compares names.
    static func drawNames(_ plain: [String], _ random: inout SplitMix64) -> [String] {
        var names: [String] = []
        for (index, plain) in plain.enumerated() {
            var drawn = drawName(plain, &random)
            if names.contains(where: { $0.isSameSQLiteName(as: drawn) }) { drawn += "_\(index)" }
            names.append(drawn)
        }
        return names
    }

    /// A table name plain or hostile, never one SQLite reserves (`sqlite_…`).
    static func drawTableName(_ plain: String, _ random: inout SplitMix64) -> String {
        let table = drawName(plain, &random)
        return table.hasSQLiteNamePrefix("sqlite_") ? "t_" + table : table
    }

    private static func drawName(_ plain: String, _ random: inout SplitMix64) -> String {
        let hostile = HostileInput.sqlPayloads.filter { !$0.utf8.contains(0) && !$0.isEmpty }
        return Int.random(in: 0..<2, using: &random) == 0 ? plain : hostile.randomElement(using: &random)!
    }

    private static func makeDefinition(
        table: String, columns c: [String], shape: KeyShape, when: FieldStorage, stamps: FieldStorage
    ) -> TableDefinition<OracleItem> {
        let options: TableOptions = shape.hasRowID ? [] : [.withoutRowID]
        let fields: () -> [TableDefinitionElement<OracleItem>] = {
            var id = Field(\OracleItem.id, SQLIdentifier(c[0]))
            switch shape {
            case .rowID, .withoutRowID: id = id.primaryKey()
            case .rowIDAscending: id = id.primaryKey(.ascending)
            case .descending: id = id.primaryKey(.descending)
            case .listedRowID, .composite, .compositeWithoutRowID: break
            }
            return [
                .field(AnyField(id)),
                .field(AnyField(Field(\OracleItem.code, SQLIdentifier(c[1])).unique())),
                .field(AnyField(Field(\OracleItem.n, SQLIdentifier(c[2])).check { $0.n != 13 })),
                .field(AnyField(Field(\OracleItem.when, SQLIdentifier(c[3]), storage: when))),
                .field(AnyField(Field(\OracleItem.mood, SQLIdentifier(c[4])))),
                .field(AnyField(Field(\OracleItem.meta, SQLIdentifier(c[5])))),
                .field(AnyField(Field(\OracleItem.createdAt, SQLIdentifier(c[6]), storage: stamps))),
                .field(AnyField(Field(\OracleItem.updatedAt, SQLIdentifier(c[7]), storage: stamps))),
            ]
        }
        switch shape {
        case .listedRowID:
            return TableDefinition(SQLIdentifier(table), primaryKey: \.id, options: options, fields)
        case .composite, .compositeWithoutRowID:
            return TableDefinition(SQLIdentifier(table), primaryKey: \.id, \.code, options: options, fields)
        default:
            return TableDefinition(SQLIdentifier(table), options: options, fields)
        }
    }
}
