import CSQLite
import QuarrySQLite

/// 100,000 primary-key lookups of single rows, each decoded into a struct.
enum LookupScenario {
    static let sql = #"SELECT "id", "a", "x", "s" FROM "wide" WHERE "id" = ?"#

    /// A row as the lookup reads it, by position.
    struct Found: RowDecodable, Sendable {
        var id: Int64
        var a: Int64
        var x: Double
        var s: String

        var checksum: UInt64 { UInt64(bitPattern: id &+ a) &+ UInt64(x * 2) &+ UInt64(s.utf8.count) }

        init(id: Int64, a: Int64, x: Double, s: String) {
            self.id = id
            self.a = a
            self.x = x
            self.s = s
        }

        init(row: borrowing Row) throws {
            id = try row[0]
            a = try row[1]
            x = try row[2]
            s = try row[3]
        }
    }

    static func make(operations: Int, location: BenchmarkStorage) throws -> Scenario {
        let tableRows = min(operations, 10_000)
        let raw = try RawDatabase(path: location.path("lookup-raw"))
        try raw.execute(WideRow.createTable)
        try raw.execute(WideRow.fill(rows: tableRows))
        // Keys spread over the table in a fixed pseudo-random order, made once for every variant.
        let keys = (0..<operations).map { Int64(($0 &* 7_919) % tableRows + 1) }
        let db = try location.quarryDatabase(
            "lookup-quarry", WideRow.createTable, WideRow.fill(rows: tableRows))
        return Scenario(
            name: "\(operations) primary-key lookups",
            variants: [
                Variant(name: "raw C") { try rawLookups(keys, raw) },
                Variant(name: "Quarry built every call", goal: 1.5) { try builtLookups(keys, db) },
                Variant(name: "Quarry prepared once", goal: 1.10) { try preparedLookups(keys, db) },
            ])
    }

    /// The statement as a program writes it at each call: built, rendered, found in the cache by
    /// its SQL, bound, stepped and decoded.
    @inline(never)
    static func builtLookups(_ keys: [Int64], _ db: Database) throws -> UInt64 {
        var sum: UInt64 = 0
        for key in keys {
            let select = Select {
                WideTable.id
                WideTable.a
                WideTable.x
                WideTable.s
            }
            .from(WideTable.table)
            .where(WideTable.id == key)
            guard let found = try db.fetchOne(select, as: Found.self) else {
                throw RawSQLiteError(description: "no row")
            }
            sum &+= found.checksum
        }
        return sum
    }

    @inline(never)
    static func preparedLookups(_ keys: [Int64], _ db: Database) throws -> UInt64 {
        let lookup = try db.prepare(
            Select {
                WideTable.id
                WideTable.a
                WideTable.x
                WideTable.s
            }
            .from(WideTable.table)
            .where(WideTable.id == parameter(1, as: Int64.self)))
        var sum: UInt64 = 0
        for key in keys {
            try lookup.bind(key, at: 1)
            guard let found = try lookup.fetchOne({ row in try Found(row: row) }) else {
                throw RawSQLiteError(description: "no row")
            }
            sum &+= found.checksum
        }
        return sum
    }

    @inline(never)
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
