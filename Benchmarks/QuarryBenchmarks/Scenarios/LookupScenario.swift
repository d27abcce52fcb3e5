import CSQLite
import QuarrySQLite

/// 100,000 primary-key lookups of single rows, each decoded into a struct.
enum LookupScenario {
    static let sql = #"SELECT "id", "a", "x", "s" FROM "wide" WHERE "id" = ?"#

    /// A row as the lookup reads it.
    struct Found: Codable, Sendable {
        var id: Int64
        var a: Int64
        var x: Double
        var s: String

        var checksum: UInt64 { UInt64(bitPattern: id &+ a) &+ UInt64(x * 2) &+ UInt64(s.utf8.count) }
    }

    static func make(operations: Int, location: DatabaseLocation) throws -> Scenario {
        let tableRows = min(operations, 10_000)
        let raw = try RawDatabase(path: location.path("lookup-raw"))
        try raw.execute(WideRow.createTable)
        try raw.execute(WideRow.fill(rows: tableRows))
        // Keys spread over the table in a fixed pseudo-random order, made once for every variant.
        let keys = (0..<operations).map { Int64(($0 &* 7_919) % tableRows + 1) }
        return Scenario(
            name: "\(operations) primary-key lookups",
            variants: [
                Variant(name: "raw C") { try rawLookups(keys, raw) }
            ])
    }

    static func rawLookups(_ keys: [Int64], _ db: RawDatabase) throws -> UInt64 {
        let statement = try db.prepare(sql)
        defer { sqlite3_finalize(statement) }
        var sum: UInt64 = 0
        for key in keys {
            sqlite3_bind_int64(statement, 1, key)
            guard sqlite3_step(statement) == SQLITE_ROW else { throw db.error(sql) }
            let found = Found(
                id: sqlite3_column_int64(statement, 0), a: sqlite3_column_int64(statement, 1),
                x: sqlite3_column_double(statement, 2), s: FetchScenario.text(statement, 3))
            sqlite3_reset(statement)
            sum &+= found.checksum
        }
        return sum
    }
}
