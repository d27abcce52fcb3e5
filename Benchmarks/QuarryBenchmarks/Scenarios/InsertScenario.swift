import CSQLite
import QuarrySQLite

/// Inserts 100,000 rows of five storage classes in one transaction.
enum InsertScenario {
    static func make(operations: Int, location: DatabaseLocation) throws -> Scenario {
        let items = Item.rows(operations)
        let raw = try RawDatabase(path: location.path("insert-raw"))
        func fresh(_ db: RawDatabase) throws {
            try db.execute("DROP TABLE IF EXISTS item")
            try db.execute(Item.createTable)
        }
        return Scenario(
            name: "insert \(operations) rows, one transaction",
            variants: [
                Variant(
                    name: "raw C", setUp: { try fresh(raw) }, run: { try rawInsert(items, into: raw) },
                    verify: { UInt64(bitPattern: try raw.integer(Item.contentChecksumSQL)) })
            ])
    }

    static func rawInsert(_ items: [Item], into db: RawDatabase) throws -> UInt64 {
        try db.execute("BEGIN")
        let statement = try db.prepare(
            "INSERT INTO item(id, quantity, price, label, payload) VALUES (?, ?, ?, ?, ?)")
        defer { sqlite3_finalize(statement) }
        for item in items {
            sqlite3_bind_int64(statement, 1, item.id)
            sqlite3_bind_int64(statement, 2, item.quantity)
            sqlite3_bind_double(statement, 3, item.price)
            var label = item.label
            _ = label.withUTF8 {
                sqlite3_bind_text(statement, 4, $0.baseAddress, Int32($0.count), sqliteTransient)
            }
            _ = item.payload.withUnsafeBytes {
                sqlite3_bind_blob(statement, 5, $0.baseAddress, Int32($0.count), sqliteTransient)
            }
            guard sqlite3_step(statement) == SQLITE_DONE else { throw db.error("INSERT") }
            sqlite3_reset(statement)
        }
        try db.execute("COMMIT")
        return UInt64(items.count)
    }
}
