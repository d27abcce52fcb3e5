import CSQLite
import QuarrySQLite

/// Reads 100,000 rows of ten columns into structs.
enum FetchScenario {
    static let sql = #"SELECT "id", "a", "b", "c", "d", "x", "y", "s", "t", "u" FROM "wide""#

    /// Every column of the wide table, typed: what the Decodable and positional fetches read.
    static var wideSelect: Select {
        Select {
            WideTable.id
            WideTable.a
            WideTable.b
            WideTable.c
            WideTable.d
            WideTable.x
            WideTable.y
            WideTable.s
            WideTable.t
            WideTable.u
        }
        .from(WideTable.table)
    }

    static func make(operations: Int, location: BenchmarkStorage) throws -> Scenario {
        let raw = try RawDatabase(path: location.path("fetch-raw"))
        try raw.execute(WideRow.createTable)
        try raw.execute(WideRow.fill(rows: operations))
        let db = try location.quarryDatabase(
            "fetch-quarry", WideRow.createTable, WideRow.fill(rows: operations))
        let select = wideSelect
        return Scenario(
            name: "fetch \(operations) rows × 10 columns",
            variants: [
                Variant(name: "raw C") { fold(try rawFetch(raw)) },
                Variant(name: "Quarry positional (RowDecodable)", goal: 1.10) {
                    try positionalFetch(select, db).reduce(0) { $0 &+ $1.row.checksum }
                },
                Variant(name: "Quarry Decodable", goal: 2.0) {
                    fold(try decodableFetch(select, db))
                },
            ])
    }

    @inline(never)
    static func positionalFetch(_ select: Select, _ db: Database) throws -> [PositionalWideRow] {
        try db.fetchAll(select, as: PositionalWideRow.self)
    }

    @inline(never)
    static func decodableFetch(_ select: Select, _ db: Database) throws -> [WideRow] {
        try db.fetchAll(select, as: WideRow.self)
    }

    static func fold(_ rows: [WideRow]) -> UInt64 {
        rows.reduce(0) { $0 &+ $1.checksum }
    }

    @inline(never)
    static func rawFetch(_ db: RawDatabase) throws -> [WideRow] {
        let statement = try db.prepare(sql)
        defer { sqlite3_finalize(statement) }
        var rows: [WideRow] = []
        while true {
            let code = sqlite3_step(statement)
            if code == SQLITE_DONE { break }
            guard code == SQLITE_ROW else { throw db.error(sql) }
            rows.append(rawRow(statement))
        }
        return rows
    }

    /// The fastest correct reading of a row: bytes and length, no C-string scan.
    @inline(__always)
    static func rawRow(_ statement: OpaquePointer) -> WideRow {
        WideRow(
            id: sqlite3_column_int64(statement, 0), a: sqlite3_column_int64(statement, 1),
            b: sqlite3_column_int64(statement, 2), c: sqlite3_column_int64(statement, 3),
            d: sqlite3_column_int64(statement, 4), x: sqlite3_column_double(statement, 5),
            y: sqlite3_column_double(statement, 6), s: text(statement, 7), t: text(statement, 8),
            u: text(statement, 9))
    }

    @inline(__always)
    static func text(_ statement: OpaquePointer, _ column: Int32) -> String {
        guard let bytes = sqlite3_column_text(statement, column) else { return "" }
        let count = Int(sqlite3_column_bytes(statement, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }
}

/// The positional decoding a program (or a code generator) writes by hand.
struct PositionalWideRow: RowDecodable {
    var row: WideRow

    init(row: borrowing Row) throws {
        self.row = WideRow(
            id: try row[0], a: try row[1], b: try row[2], c: try row[3], d: try row[4], x: try row[5],
            y: try row[6], s: try row[7], t: try row[8], u: try row[9])
    }
}
