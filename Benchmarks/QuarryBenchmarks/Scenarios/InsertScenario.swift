import CSQLite
import QuarrySQLite

/// Inserts 100,000 rows of five storage classes in one transaction.
enum InsertScenario {
    static func make(operations: Int, location: BenchmarkStorage) throws -> Scenario {
        let items = Item.rows(operations)
        let raw = try RawDatabase(path: location.path("insert-raw"))
        let db = try location.quarryDatabase("insert-quarry")
        func fresh(_ db: RawDatabase) throws { try Item.recreateTable(in: db) }
        func fresh(_ db: Database) throws { try Item.recreateTable(in: db) }
        let rawContent = { try Item.contentChecksum(of: raw) }
        let quarryContent = { try Item.contentChecksum(of: db) }
        return Scenario(
            name: "insert \(operations) rows, one transaction",
            variants: [
                Variant(
                    name: "raw C", setUp: { try fresh(raw) }, run: { try rawInsert(items, into: raw) },
                    verify: rawContent),
                Variant(
                    name: "Quarry prepared once", goal: 1.10, setUp: { try fresh(db) },
                    run: { try preparedInsert(items, into: db) }, verify: quarryContent),
                Variant(
                    name: "Quarry built every call", goal: 1.5, setUp: { try fresh(db) },
                    run: { try builtInsert(items, into: db) }, verify: quarryContent),
                Variant(
                    name: "Quarry Encodable record", goal: 2.0, setUp: { try fresh(db) },
                    run: { try encodableInsert(items, into: db) }, verify: quarryContent),
            ])
    }

    @inline(never)
    static func preparedInsert(_ items: [Item], into db: Database) throws -> UInt64 {
        let insert = try db.prepare(
            Insert(into: ItemTable.table).values {
                ItemTable.id.set(to: parameter(1))
                ItemTable.quantity.set(to: parameter(2))
                ItemTable.price.set(to: parameter(3))
                ItemTable.label.set(to: parameter(4))
                ItemTable.payload.set(to: parameter(5))
            })
        try db.execute(Begin())
        for item in items {
            try insert.bind(item.id, at: 1)
            try insert.bind(item.quantity, at: 2)
            try insert.bind(item.price, at: 3)
            try insert.bind(item.label, at: 4)
            try insert.bind(item.payload, at: 5)
            try insert.execute()
        }
        try db.execute(Commit())
        return UInt64(items.count)
    }

    @inline(never)
    static func builtInsert(_ items: [Item], into db: Database) throws -> UInt64 {
        try db.execute(Begin())
        for item in items {
            try db.execute(
                Insert(into: ItemTable.table).values {
                    ItemTable.id.set(to: item.id)
                    ItemTable.quantity.set(to: item.quantity)
                    ItemTable.price.set(to: item.price)
                    ItemTable.label.set(to: item.label)
                    ItemTable.payload.set(to: item.payload)
                })
        }
        try db.execute(Commit())
        return UInt64(items.count)
    }

    @inline(never)
    static func encodableInsert(_ items: [Item], into db: Database) throws -> UInt64 {
        try db.execute(Begin())
        for item in items {
            try db.execute(Insert(into: ItemTable.table).values(encoding: item))
        }
        try db.execute(Commit())
        return UInt64(items.count)
    }

    @inline(never)
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
