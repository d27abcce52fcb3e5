import Foundation
import QuarrySQLite
import QuarryTesting

/// The record the read-back oracle writes: its `init(from:)` and its `init(row:)` each read every
/// property from a column drawn per case (`SwapLayout`), the identity or a permutation among
/// columns of one type, while it encodes every property under its own column's name. Every key a
/// field binds exists either way, so only reading a record back tells a permuted one.
struct SwapItem: TableRecord, RowDecodable {
    var id: Int64?
    var a: Int64
    var b: Int64
    var c: Int64
    var s: String
    var t: String
    var u: String?

    static var definition: TableDefinition<SwapItem> { SwapLayout.current.definition }

    /// The property names, in the fields' order: what an error names after `\SwapItem.`.
    static let properties = ["id", "a", "b", "c", "s", "t", "u"]

    init(id: Int64?, a: Int64, b: Int64, c: Int64, s: String, t: String, u: String?) {
        self.id = id
        self.a = a
        self.b = b
        self.c = c
        self.s = s
        self.t = t
        self.u = u
    }

    func encode(to encoder: any Encoder) throws {
        let names = SwapLayout.current.columns
        var container = encoder.container(keyedBy: OracleItem.NameKey.self)
        try container.encodeIfPresent(id, forKey: .init(names[0]))
        try container.encode(a, forKey: .init(names[1]))
        try container.encode(b, forKey: .init(names[2]))
        try container.encode(c, forKey: .init(names[3]))
        try container.encode(s, forKey: .init(names[4]))
        try container.encode(t, forKey: .init(names[5]))
        try container.encodeIfPresent(u, forKey: .init(names[6]))
    }

    init(from decoder: any Decoder) throws {
        // The container first: a definition's probe of the coding keys stops there.
        let container = try decoder.container(keyedBy: OracleItem.NameKey.self)
        let layout = SwapLayout.current
        func key(_ property: Int) -> OracleItem.NameKey { .init(layout.columns[layout.fromSource[property]]) }
        id = try container.decodeIfPresent(Int64.self, forKey: key(0))
        a = try container.decode(Int64.self, forKey: key(1))
        b = try container.decode(Int64.self, forKey: key(2))
        c = try container.decode(Int64.self, forKey: key(3))
        s = try container.decode(String.self, forKey: key(4))
        t = try container.decode(String.self, forKey: key(5))
        u = try container.decodeIfPresent(String.self, forKey: key(6))
    }

    init(row: borrowing Row) throws {
        let source = SwapLayout.current.rowSource
        id = try row[source[0]]
        a = try row[source[1]]
        b = try row[source[2]]
        c = try row[source[3]]
        s = try row[source[4]]
        t = try row[source[5]]
        u = try row[source[6]]
    }

    /// The values as the fields store them, in the fields' order.
    var values: [SQLValue] {
        [
            id.map(SQLValue.integer) ?? .null, .integer(a), .integer(b), .integer(c), .text(s), .text(t),
            u.map(SQLValue.text) ?? .null,
        ]
    }

    /// Whether a NULL may stand at a position (the optional properties).
    static func isOptional(_ position: Int) -> Bool { position == 0 || position == 6 }
}

/// One case of the read-back oracle: the table's names, where each reader takes each property
/// from, and the definition built from the names.
struct SwapLayout: Sendable {
    var table: String
    var columns: [String]
    /// For each property, the position of the column `init(from:)` reads it from.
    var fromSource: [Int]
    /// For each property, the column index `init(row:)` reads it from.
    var rowSource: [Int]
    var definition: TableDefinition<SwapItem>

    private static let slot = CurrentLayout<SwapLayout>()

    /// The layout the record type is bound to now.
    static var current: SwapLayout { slot.layout }

    static func install(_ layout: SwapLayout) { slot.install(layout) }

    /// The positions that hold one type: the integers (the rowid among them) and the text.
    static let groups = [[0, 1, 2, 3], [4, 5, 6]]

    static func draw(_ random: inout SplitMix64) -> SwapLayout {
        let columns = OracleLayout.drawNames(SwapItem.properties, &random)
        let table = OracleLayout.drawTableName("swap", &random)
        let fromSource = drawSources(&random)
        let rowSource = drawSources(&random)
        let fields: () -> [TableDefinitionElement<SwapItem>] = {
            [
                .field(AnyField(Field(\SwapItem.id, SQLIdentifier(columns[0])).primaryKey())),
                .field(AnyField(Field(\SwapItem.a, SQLIdentifier(columns[1])))),
                .field(AnyField(Field(\SwapItem.b, SQLIdentifier(columns[2])))),
                .field(AnyField(Field(\SwapItem.c, SQLIdentifier(columns[3])))),
                .field(AnyField(Field(\SwapItem.s, SQLIdentifier(columns[4])))),
                .field(AnyField(Field(\SwapItem.t, SQLIdentifier(columns[5])))),
                .field(AnyField(Field(\SwapItem.u, SQLIdentifier(columns[6])))),
            ]
        }
        let definition = TableDefinition(SQLIdentifier(table), fields)
        return SwapLayout(
            table: table, columns: columns, fromSource: fromSource, rowSource: rowSource,
            definition: definition)
    }

    /// Half the time the identity (a sound reader); else, per group, nothing, one exchange of two
    /// positions (the usual mistake), or a shuffle.
    private static func drawSources(_ random: inout SplitMix64) -> [Int] {
        var sources = Array(0..<SwapItem.properties.count)
        guard Bool.random(using: &random) else { return sources }
        for group in groups {
            switch Int.random(in: 0..<3, using: &random) {
            case 0: continue
            case 1:
                let pair = group.shuffled(using: &random).prefix(2)
                sources.swapAt(pair.first!, pair.last!)
            default:
                for (position, source) in zip(group, group.shuffled(using: &random)) {
                    sources[position] = source
                }
            }
        }
        return sources
    }
}
