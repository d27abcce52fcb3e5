import CSQLite
import QuarrySQLite

/// The insert scenario's row as a record bound to its table.
struct ItemRecord: TableRecord, Sendable {
    var id: Int64
    var quantity: Int64
    var price: Double
    var label: String
    var payload: [UInt8]

    static let definition = TableDefinition<ItemRecord>("item") {
        Field(\.id, "id").primaryKey()
        Field(\.quantity, "quantity")
        Field(\.price, "price")
        Field(\.label, "label")
        Field(\.payload, "payload")
    }

    init(_ item: Item) {
        id = item.id
        quantity = item.quantity
        price = item.price
        label = item.label
        payload = item.payload
    }
}

/// The lookup scenario's row as a record: four columns of the wide table.
struct FoundRecord: TableRecord, Sendable {
    var id: Int64
    var a: Int64
    var x: Double
    var s: String

    static let definition = TableDefinition<FoundRecord>("wide") {
        Field(\.id, "id").primaryKey()
        Field(\.a, "a")
        Field(\.x, "x")
        Field(\.s, "s")
    }

    var checksum: UInt64 { UInt64(bitPattern: id &+ a) &+ UInt64(x * 2) &+ UInt64(s.utf8.count) }
}

/// ``FoundRecord`` read by position: the same binding, plus `RowDecodable`.
struct PositionalFoundRecord: TableRecord, Sendable {
    var id: Int64
    var a: Int64
    var x: Double
    var s: String

    static let definition = TableDefinition<PositionalFoundRecord>("wide") {
        Field(\.id, "id").primaryKey()
        Field(\.a, "a")
        Field(\.x, "x")
        Field(\.s, "s")
    }

    var checksum: UInt64 { UInt64(bitPattern: id &+ a) &+ UInt64(x * 2) &+ UInt64(s.utf8.count) }
}

extension PositionalFoundRecord: RowDecodable {
    init(row: borrowing Row) throws {
        id = try row[0]
        a = try row[1]
        x = try row[2]
        s = try row[3]
    }
}

/// The fetch scenario's row as a record: every column of the wide table.
struct WideRecordRow: TableRecord, Sendable {
    var id: Int64
    var a: Int64
    var b: Int64
    var c: Int64
    var d: Int64
    var x: Double
    var y: Double
    var s: String
    var t: String
    var u: String

    static let definition = TableDefinition<WideRecordRow>("wide") {
        Field(\.id, "id").primaryKey()
        Field(\.a, "a")
        Field(\.b, "b")
        Field(\.c, "c")
        Field(\.d, "d")
        Field(\.x, "x")
        Field(\.y, "y")
        Field(\.s, "s")
        Field(\.t, "t")
        Field(\.u, "u")
    }

    var row: WideRow { WideRow(id: id, a: a, b: b, c: c, d: d, x: x, y: y, s: s, t: t, u: u) }
}

/// ``WideRecordRow`` read by position: the same binding, plus `RowDecodable`.
struct PositionalWideRecordRow: TableRecord, Sendable {
    var id: Int64
    var a: Int64
    var b: Int64
    var c: Int64
    var d: Int64
    var x: Double
    var y: Double
    var s: String
    var t: String
    var u: String

    static let definition = TableDefinition<PositionalWideRecordRow>("wide") {
        Field(\.id, "id").primaryKey()
        Field(\.a, "a")
        Field(\.b, "b")
        Field(\.c, "c")
        Field(\.d, "d")
        Field(\.x, "x")
        Field(\.y, "y")
        Field(\.s, "s")
        Field(\.t, "t")
        Field(\.u, "u")
    }

    var row: WideRow { WideRow(id: id, a: a, b: b, c: c, d: d, x: x, y: y, s: s, t: t, u: u) }
}

extension PositionalWideRecordRow: RowDecodable {
    init(row: borrowing Row) throws {
        id = try row[0]
        a = try row[1]
        b = try row[2]
        c = try row[3]
        d = try row[4]
        x = try row[5]
        y = try row[6]
        s = try row[7]
        t = try row[8]
        u = try row[9]
    }
}

/// Records against the raw C API and the Decodable paths: insert, find by key, fetch all.
enum RecordScenarios {
    static func insert(operations: Int, location: BenchmarkStorage) throws -> Scenario {
        let items = Item.rows(operations)
        let records = items.map(ItemRecord.init)
        let raw = try RawDatabase(path: location.path("record-insert-raw"))
        let db = try location.quarryDatabase("record-insert-quarry")
        func fresh(_ db: RawDatabase) throws { try Item.recreateTable(in: db) }
        func fresh(_ db: Database) throws { try Item.recreateTable(in: db) }
        let rawContent = { try Item.contentChecksum(of: raw) }
        let quarryContent = { try Item.contentChecksum(of: db) }
        return Scenario(
            name: "record insert \(operations) rows, one transaction",
            variants: [
                Variant(
                    name: "raw C", setUp: { try fresh(raw) },
                    run: { try InsertScenario.rawInsert(items, into: raw) },
                    verify: rawContent),
                Variant(
                    name: "Quarry db.insert(record) per row", goal: 1.3, setUp: { try fresh(db) },
                    run: { try recordInserts(records, into: db) }, verify: quarryContent),
                Variant(
                    name: "Quarry db.insertAll(records)", goal: 1.3, setUp: { try fresh(db) },
                    run: { try recordInsertAll(records, into: db) }, verify: quarryContent),
            ])
    }

    @inline(never)
    static func recordInserts(_ records: [ItemRecord], into db: Database) throws -> UInt64 {
        try db.execute(Begin())
        for record in records { try db.insert(record) }
        try db.execute(Commit())
        return UInt64(records.count)
    }

    @inline(never)
    static func recordInsertAll(_ records: [ItemRecord], into db: Database) throws -> UInt64 {
        try db.insertAll(records)
        return UInt64(records.count)
    }

    static func find(operations: Int, location: BenchmarkStorage) throws -> Scenario {
        let tableRows = min(operations, 10_000)
        let raw = try RawDatabase(path: location.path("record-find-raw"))
        try raw.execute(WideRow.createTable)
        try raw.execute(WideRow.fill(rows: tableRows))
        let keys = (0..<operations).map { Int64(($0 &* 7_919) % tableRows + 1) }
        let db = try location.quarryDatabase(
            "record-find-quarry", WideRow.createTable, WideRow.fill(rows: tableRows))
        return Scenario(
            name: "record find(key:) \(operations) lookups",
            variants: [
                Variant(name: "raw C") { try LookupScenario.rawLookups(keys, raw) },
                Variant(name: "Quarry db.find(Record.self, key:)", goal: 1.3) { try finds(keys, db) },
                Variant(name: "Quarry db.find(key:), RowDecodable record", goal: 1.3) {
                    try positionalFinds(keys, db)
                },
            ])
    }

    @inline(never)
    static func finds(_ keys: [Int64], _ db: Database) throws -> UInt64 {
        var sum: UInt64 = 0
        for key in keys {
            guard let found = try db.find(FoundRecord.self, key: key) else {
                throw RawSQLiteError(description: "no row")
            }
            sum &+= found.checksum
        }
        return sum
    }

    @inline(never)
    static func positionalFinds(_ keys: [Int64], _ db: Database) throws -> UInt64 {
        // Written unlike `finds` on purpose: with the same shape, the optimizer merges the two
        // specializations into one function and the instruction count sees both variants.
        var sum: UInt64 = 0
        var index = 0
        while index < keys.count {
            guard let found = try db.find(PositionalFoundRecord.self, key: keys[index]) else {
                throw RawSQLiteError(description: "no row \(index)")
            }
            sum &+= found.checksum
            index += 1
        }
        return sum
    }

    static func fetch(operations: Int, location: BenchmarkStorage) throws -> Scenario {
        let db = try location.quarryDatabase(
            "record-fetch-quarry", WideRow.createTable, WideRow.fill(rows: operations))
        let select = FetchScenario.wideSelect
        return Scenario(
            name: "record fetchAll \(operations) rows × 10 columns",
            variants: [
                Variant(name: "Quarry Decodable fetchAll(select, as:)") {
                    FetchScenario.fold(try FetchScenario.decodableFetch(select, db))
                },
                Variant(name: "Quarry records fetchAll(Record.all())", goal: 1.05) {
                    try recordFetch(db).reduce(0) { $0 &+ $1.row.checksum }
                },
                Variant(name: "Quarry RowDecodable records fetchAll(Record.all())", goal: 1.05) {
                    try positionalRecordFetch(db).reduce(0) { $0 &+ $1.row.checksum }
                },
            ])
    }

    @inline(never)
    static func recordFetch(_ db: Database) throws -> [WideRecordRow] {
        try db.fetchAll(WideRecordRow.all())
    }

    @inline(never)
    static func positionalRecordFetch(_ db: Database) throws -> [PositionalWideRecordRow] {
        // Not the same body as `recordFetch`, which the optimizer would merge with this one.
        let rows = try db.fetchAll(PositionalWideRecordRow.all())
        guard !rows.isEmpty else { throw RawSQLiteError(description: "no rows") }
        return rows
    }
}
