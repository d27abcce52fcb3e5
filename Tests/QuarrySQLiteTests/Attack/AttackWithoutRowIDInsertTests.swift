import QuarrySQLite
import Testing

/// Outside-attacker probes: inserting records whose definition says "rowid table" into tables a
/// script made WITHOUT ROWID (and rowid edge keys on ordinary tables).
@Suite struct AttackWithoutRowIDInsertTests {
    /// A record whose definition does not say `.withoutRowID`; counts its didInsert calls.
    struct Item: TableRecord {
        var id: Int64?
        var name: String
        var inserted: [Int64] = []
        enum CodingKeys: String, CodingKey { case id, name }
        static let definition = TableDefinition<Item>("item") {
            Field(\.id, "id").primaryKey()
            Field(\.name, "name")
        }
        mutating func didInsert(rowID: Int64) { inserted.append(rowID) }
    }

    /// A record whose willInsert throws when asked to.
    struct Failing: TableRecord {
        var id: Int64?
        var fail: Bool
        enum CodingKeys: String, CodingKey { case id, fail }
        static let definition = TableDefinition<Failing>("failing") {
            Field(\.id, "id").primaryKey()
            Field(\.fail, "fail")
        }
        mutating func willInsert(_ db: Database) throws {
            if fail { throw QuarryError(.invalidStatement, "refused by hook") }
        }
    }

    private func databaseWithWithoutRowIDItem() throws -> Database {
        let db = try Database.inMemory()
        try db.executeScript(
            """
            CREATE TABLE other(id INTEGER PRIMARY KEY, note TEXT);
            CREATE TABLE item(id INTEGER PRIMARY KEY, name TEXT NOT NULL) WITHOUT ROWID;
            INSERT INTO other(id, note) VALUES (41, 'seed');
            """)
        return db
    }

    @Test func withoutRowIDInsertReportsNoRowIDAndKeepsKeyAndLastInsertRowID() throws {
        let db = try databaseWithWithoutRowIDItem()
        #expect(db.lastInsertRowID == 41)
        var item = Item(id: 7, name: "a")
        let rowID = try db.insert(&item)
        #expect(rowID == nil)
        #expect(item.id == 7)
        #expect(item.inserted.isEmpty)
        #expect(db.lastInsertRowID == 41)
        #expect(
            try db.fetchValue("SELECT name FROM item WHERE id = 7" as SQLFragment, as: String?.self) == "a")
    }

    @Test(arguments: [Int64.min, -1, 0, Int64.max])
    func withoutRowIDInsertOfEdgeKeys(key: Int64) throws {
        let db = try databaseWithWithoutRowIDItem()
        var item = Item(id: key, name: "edge")
        #expect(try db.insert(&item) == nil)
        #expect(item.id == key)
        #expect(item.inserted.isEmpty)
        #expect(db.lastInsertRowID == 41)
    }

    @Test func withoutRowIDInsertWhenLastInsertRowIDIsInt64Min() throws {
        let db = try databaseWithWithoutRowIDItem()
        try db.executeScript("INSERT INTO other(id, note) VALUES (-9223372036854775808, 'min')")
        #expect(db.lastInsertRowID == Int64.min)
        var item = Item(id: 3, name: "x")
        #expect(try db.insert(&item) == nil)
        #expect(item.id == 3)
        #expect(db.lastInsertRowID == Int64.min)
    }

    @Test func withoutRowIDInsertWithTriggerIntoRowIDTable() throws {
        let db = try databaseWithWithoutRowIDItem()
        try db.executeScript(
            """
            CREATE TABLE log(n INTEGER PRIMARY KEY, what TEXT);
            CREATE TRIGGER item_log AFTER INSERT ON item BEGIN
              INSERT INTO log(n, what) VALUES (500, NEW.name);
            END;
            """)
        var item = Item(id: 9, name: "t")
        #expect(try db.insert(&item) == nil)
        #expect(item.id == 9)
        #expect(item.inserted.isEmpty)
        // SQLite restores last_insert_rowid when the trigger ends.
        #expect(db.lastInsertRowID == 41)
        #expect(try db.fetchValue("SELECT count(*) FROM log" as SQLFragment, as: Int64.self) == 1)
    }

    @Test func withoutRowIDInsertOrIgnoreSkippedAndTaken() throws {
        let db = try databaseWithWithoutRowIDItem()
        var first = Item(id: 1, name: "one")
        #expect(try db.insert(&first, or: .ignore) == nil)
        var dup = Item(id: 1, name: "dup")
        #expect(try db.insert(&dup, or: .ignore) == nil)
        #expect(dup.id == 1)
        #expect(dup.inserted.isEmpty)
        #expect(db.lastInsertRowID == 41)
        #expect(try db.fetchValue("SELECT name FROM item" as SQLFragment, as: String.self) == "one")
    }

    @Test func withoutRowIDInsertAllKeepsKeysAndHooksUncalled() throws {
        let db = try databaseWithWithoutRowIDItem()
        var items = [Item(id: 10, name: "a"), Item(id: -10, name: "b"), Item(id: Int64.min, name: "c")]
        try db.insertAll(&items)
        #expect(items.map(\.id) == [10, -10, Int64.min])
        #expect(items.allSatisfy { $0.inserted.isEmpty })
        #expect(db.lastInsertRowID == 41)
        #expect(try db.fetchValue("SELECT count(*) FROM item" as SQLFragment, as: Int64.self) == 3)
    }

    @Test func withoutRowIDInsertAllFailingMidwayLeavesEverything() throws {
        let db = try databaseWithWithoutRowIDItem()
        var items = [Item(id: 1, name: "a"), Item(id: 2, name: "b"), Item(id: 1, name: "dup")]
        #expect(throws: DatabaseError.self) { try db.insertAll(&items) }
        #expect(items.map(\.id) == [1, 2, 1])
        #expect(items.allSatisfy { $0.inserted.isEmpty })
        #expect(db.lastInsertRowID == 41)
        #expect(try db.fetchValue("SELECT count(*) FROM item" as SQLFragment, as: Int64.self) == 0)
    }

    @Test func withoutRowIDSaveInsertsWithoutRowID() throws {
        let db = try databaseWithWithoutRowIDItem()
        var item = Item(id: 5, name: "saved")
        try db.save(&item)
        #expect(item.id == 5)
        #expect(item.inserted.isEmpty)
        #expect(db.lastInsertRowID == 41)
        item.name = "again"
        try db.save(&item)
        #expect(
            try db.fetchValue("SELECT name FROM item WHERE id = 5" as SQLFragment, as: String.self) == "again"
        )
    }

    @Test func withoutRowIDNilKeyIsAnErrorAndTheRecordIsUnchanged() throws {
        let db = try databaseWithWithoutRowIDItem()
        var item = Item(id: nil, name: "nokey")
        #expect(throws: (any Error).self) { try db.insert(&item) }
        #expect(item.id == nil)
        #expect(item.inserted.isEmpty)
        #expect(db.lastInsertRowID == 41)
    }

    @Test func closedDatabaseInsertThrowsAndLeavesRecord() throws {
        let db = try databaseWithWithoutRowIDItem()
        try db.close()
        var item = Item(id: 5, name: "late")
        #expect(throws: (any Error).self) { try db.insert(&item) }
        #expect(item.id == 5)
        #expect(item.inserted.isEmpty)
    }

    // MARK: ordinary rowid tables: explicit keys SQLite would never choose

    private func databaseWithRowIDItem() throws -> Database {
        let db = try Database.inMemory()
        try db.executeScript(
            """
            CREATE TABLE item(id INTEGER PRIMARY KEY, name TEXT NOT NULL);
            CREATE TABLE failing(id INTEGER PRIMARY KEY, fail INTEGER NOT NULL);
            """)
        return db
    }

    @Test(arguments: [Int64.min + 1, -1, 0, Int64.max])
    func rowIDTableExplicitEdgeKeyIsReported(key: Int64) throws {
        try expectExplicitKeyReported(key)
    }

    /// DEFECT: a rowid table's row inserted with the explicit key Int64.min is reported as no row:
    /// insert returns nil, didInsert is not called, and lastInsertRowID reads 0 (SQLite says Int64.min).
    @Test func defectRowIDTableInt64MinKeyIsReportedAsNoRow() throws {
        try expectExplicitKeyReported(Int64.min)
    }

    private func expectExplicitKeyReported(_ key: Int64) throws {
        let db = try databaseWithRowIDItem()
        var item = Item(id: key, name: "edge")
        let rowID = try db.insert(&item)
        #expect(rowID == key)
        #expect(item.id == key)
        #expect(item.inserted == [key])
        #expect(db.lastInsertRowID == key)
    }

    @Test func defectRowIDTableInsertAllWithInt64MinKeySkipsDidInsert() throws {
        let db = try databaseWithRowIDItem()
        var items = [Item(id: Int64.min, name: "min"), Item(id: nil, name: "auto")]
        try db.insertAll(&items)
        #expect(items[0].id == Int64.min)
        #expect(items[0].inserted == [Int64.min])
        // SQLite picks max(rowid) + 1 for the next row.
        #expect(items[1].id == Int64.min + 1)
        #expect(items[1].inserted == [Int64.min + 1])
    }

    @Test func rowIDTableIgnoredInsertReportsNilAndKeepsLastInsertRowID() throws {
        let db = try databaseWithRowIDItem()
        var first = Item(id: 5, name: "five")
        #expect(try db.insert(&first) == 5)
        var dup = Item(id: 5, name: "again")
        #expect(try db.insert(&dup, or: .ignore) == nil)
        #expect(dup.inserted.isEmpty)
        #expect(db.lastInsertRowID == 5)
    }

    @Test func rowIDTableFailingInsertKeepsLastInsertRowID() throws {
        let db = try databaseWithRowIDItem()
        var first = Item(id: 5, name: "five")
        try db.insert(&first)
        var dup = Item(id: 5, name: "again")
        #expect(throws: DatabaseError.self) { try db.insert(&dup) }
        #expect(dup.inserted.isEmpty)
        #expect(db.lastInsertRowID == 5)
        var failing = Failing(id: nil, fail: true)
        #expect(throws: QuarryError.self) { try db.insert(&failing) }
        #expect(failing.id == nil)
        #expect(db.lastInsertRowID == 5)
    }

    @Test func rowIDTableRaiseIgnoreTriggerReportsNoRow() throws {
        let db = try databaseWithRowIDItem()
        try db.executeScript(
            """
            INSERT INTO item(id, name) VALUES (3, 'seed');
            CREATE TRIGGER item_skip BEFORE INSERT ON item WHEN NEW.name = 'skip' BEGIN
              SELECT RAISE(IGNORE);
            END;
            """)
        var skipped = Item(id: nil, name: "skip")
        #expect(try db.insert(&skipped) == nil)
        #expect(skipped.id == nil)
        #expect(skipped.inserted.isEmpty)
        #expect(db.lastInsertRowID == 3)
    }
}
