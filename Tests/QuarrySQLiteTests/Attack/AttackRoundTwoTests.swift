import Foundation
import QuarrySQLite
import Testing

/// Outside-attacker probes, second round: more insert, upsert, sync and transaction edges.
@Suite struct AttackRoundTwoTests {
    struct Item: TableRecord {
        var id: Int64?
        var name: String
        var inserted: [Int64] = []
        enum CodingKeys: String, CodingKey { case id, name }
        static let definition = TableDefinition<Item>("item") {
            Field(\.id, "id").primaryKey()
            Field(\.name, "name").unique()
        }
        mutating func didInsert(rowID: Int64) { inserted.append(rowID) }
    }

    private func withoutRowIDDatabase() throws -> Database {
        let db = try Database.inMemory()
        try db.executeScript(
            """
            CREATE TABLE other(id INTEGER PRIMARY KEY);
            INSERT INTO other(id) VALUES (41);
            CREATE TABLE item(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE) WITHOUT ROWID;
            """)
        return db
    }

    /// DEFECT (same cause as the insert one): save of a new record with key Int64.min inserts it
    /// (no row had the key) but does not call didInsert.
    @Test func defectSaveWithInt64MinKeyIntoRowIDTableSkipsDidInsert() throws {
        let db = try Database.inMemory()
        try db.executeScript("CREATE TABLE item(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)")
        var item = Item(id: Int64.min, name: "min")
        try db.save(&item)
        #expect(try db.fetchCount(Item.all()) == 1)
        #expect(item.inserted == [Int64.min])
        #expect(db.lastInsertRowID == Int64.min)
    }

    @Test func withoutRowIDInsertOrReplaceAndCopyInsert() throws {
        let db = try withoutRowIDDatabase()
        #expect(try db.insert(Item(id: 1, name: "a")) == nil)
        var replacing = Item(id: 1, name: "b")
        #expect(try db.insert(&replacing, or: .replace) == nil)
        #expect(replacing.id == 1)
        #expect(replacing.inserted.isEmpty)
        #expect(db.lastInsertRowID == 41)
        #expect(try db.find(Item.self, key: 1)?.name == "b")
    }

    @Test func viewWithInsteadOfTriggerReportsNoRowID() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            """
            CREATE TABLE store(id INTEGER PRIMARY KEY, name TEXT NOT NULL);
            INSERT INTO store(id, name) VALUES (41, 'seed');
            CREATE VIEW item AS SELECT id, name FROM store;
            CREATE TRIGGER item_insert INSTEAD OF INSERT ON item BEGIN
              INSERT INTO store(id, name) VALUES (900, NEW.name);
            END;
            """)
        var item = Item(id: nil, name: "v")
        let rowID = try db.insert(&item)
        // The view has no rowid; the trigger's row is another table's, and SQLite restores
        // last_insert_rowid when the trigger ends.
        #expect(rowID == nil)
        #expect(item.id == nil)
        #expect(item.inserted.isEmpty)
        #expect(db.lastInsertRowID == 41)
    }

    @Test func rowIDTableWithTriggerIntoAnotherRowIDTableReportsItsOwnRowID() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            """
            CREATE TABLE item(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
            CREATE TABLE log(n INTEGER PRIMARY KEY);
            CREATE TRIGGER item_log AFTER INSERT ON item BEGIN INSERT INTO log(n) VALUES (777); END;
            """)
        var item = Item(id: nil, name: "x")
        #expect(try db.insert(&item) == 1)
        #expect(item.id == 1)
        #expect(item.inserted == [1])
    }

    @Test func ignoreOfARowWhoseKeyEqualsThePreviousLastInsertRowID() throws {
        let db = try Database.inMemory()
        try db.executeScript("CREATE TABLE item(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)")
        var first = Item(id: 5, name: "a")
        try db.insert(&first)
        // Conflicts on name, and brings the key 5 that lastInsertRowID already holds.
        var dup = Item(id: 6, name: "a")
        #expect(try db.insert(&dup, or: .ignore) == nil)
        #expect(dup.id == 6)
        #expect(dup.inserted.isEmpty)
        var nilKey = Item(id: nil, name: "a")
        #expect(try db.insert(&nilKey, or: .ignore) == nil)
        #expect(nilKey.id == nil)
    }

    @Test func insertAllOrIgnoreMixesInsertedAndSkipped() throws {
        let db = try withoutRowIDDatabase()
        try db.executeScript("CREATE TABLE r(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)")
        struct R: TableRecord {
            var id: Int64?
            var name: String
            static let definition = TableDefinition<R>("r") {
                Field(\.id, "id").primaryKey()
                Field(\.name, "name").unique()
            }
        }
        var records = [R(id: nil, name: "a"), R(id: nil, name: "a"), R(id: nil, name: "b")]
        try db.insertAll(&records, or: .ignore)
        #expect(records.map(\.id) == [1, nil, 2])
    }

    // MARK: upsert

    @Test func upsertIntoScriptMadeWithoutRowIDTable() throws {
        let db = try withoutRowIDDatabase()
        try db.insert(Item(id: 3, name: "taken"))
        var same = Item(id: 3, name: "renamed")
        try db.upsert(&same)
        #expect(same.id == 3)
        var other = Item(id: 8, name: "renamed")
        try db.upsert(&other, onConflict: \.name)
        #expect(other.id == 3)
        #expect(try db.fetchCount(Item.all()) == 1)
        #expect(db.lastInsertRowID == 41)
    }

    @Test func upsertWhoseKeyHitsOneRowAndTargetAnother() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            """
            CREATE TABLE item(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
            INSERT INTO item(id, name) VALUES (1, 'a'), (2, 'b');
            """)
        var item = Item(id: 2, name: "a")
        do {
            try db.upsert(&item, onConflict: \.name)
            #expect(item.id == 1)
        } catch is DatabaseError {
            #expect(item.id == 2)
            #expect(item.name == "a")
        }
        let names = try db.fetchValues("SELECT name FROM item ORDER BY id" as SQLFragment, as: String.self)
        #expect(names == ["a", "b"])
    }

    @Test func upsertWithInt64MinKeyOnItsOwnKey() throws {
        let db = try Database.inMemory()
        try db.executeScript("CREATE TABLE item(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)")
        var item = Item(id: Int64.min, name: "min")
        try db.upsert(&item)
        #expect(item.id == Int64.min)
        var again = Item(id: nil, name: "min")
        try db.upsert(&again, onConflict: \.name)
        #expect(again.id == Int64.min)
    }

    @Test func upsertOnAPartialUniqueIndexIsAClearErrorAndNoChange() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            """
            CREATE TABLE item(id INTEGER PRIMARY KEY, name TEXT NOT NULL);
            CREATE UNIQUE INDEX item_name ON item(name) WHERE id > 0;
            INSERT INTO item(id, name) VALUES (1, 'a');
            """)
        var item = Item(id: nil, name: "a")
        #expect(throws: DatabaseError.self) { try db.upsert(&item, onConflict: \.name) }
        #expect(item.id == nil)
        #expect(try db.fetchCount(Item.all()) == 1)
    }

    @Test func upsertOnConflictNamingTheKeyItself() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            "CREATE TABLE item(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE); INSERT INTO item VALUES (4, 'a')"
        )
        var item = Item(id: 4, name: "z")
        try db.upsert(&item, onConflict: \.id)
        #expect(item.id == 4)
        #expect(try db.find(Item.self, key: 4)?.name == "z")
    }

    // MARK: sync

    struct Note: TableRecord {
        var id: Int64?
        var title: String
        static let definition = TableDefinition<Note>("note") {
            Field(\.id, "id").primaryKey()
            Field(\.title, "title")
        }
    }

    @Test func syncRefusalNamesAnUppercaseUnboundColumnAsStored() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            "CREATE TABLE note(id INTEGER PRIMARY KEY, title TEXT, LEGACY_Col TEXT NOT NULL)")
        var caught: (any Error)?
        do { _ = try db.sync(Note.self) } catch { caught = error }
        let error = try #require(caught)
        #expect(String(describing: error).contains("LEGACY_Col"))
    }

    @Test func syncAcceptsNotNullWithCurrentTimestampDefault() throws {
        let db = try Database.inMemory()
        try db.executeScript(
            "CREATE TABLE note(id INTEGER PRIMARY KEY, title TEXT, at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP)"
        )
        _ = try db.sync(Note.self)
        try db.insert(Note(id: nil, title: "x"))
    }

    @Test func syncOfAVirtualTableDoesNotCrash() throws {
        struct Doc: TableRecord {
            var title: String
            var body: String
            static let definition = TableDefinition<Doc>("doc") {
                Field(\.title, "title")
                Field(\.body, "body")
            }
        }
        let db = try Database.inMemory()
        try db.executeScript("CREATE VIRTUAL TABLE doc USING fts5(title, body)")
        do {
            _ = try db.sync(Doc.self)
            try db.insert(Doc(title: "t", body: "b"))
            #expect(try db.fetchCount(Doc.all()) == 1)
        } catch {
            #expect(!String(describing: error).isEmpty)
        }
    }

    // MARK: transactions

    @Test func runTransactionRollbackWithAHandOpenedSavepointLeftOpen() throws {
        let db = try Database.inMemory()
        try db.executeScript("CREATE TABLE t(v TEXT)")
        try db.inTransaction { db in
            try db.execute("INSERT INTO t VALUES ('outer')" as SQLFragment)
            try db.runTransaction { db in
                try db.executeScript("SAVEPOINT mine")
                try db.execute("INSERT INTO t VALUES ('inner')" as SQLFragment)
                return .rollback
            }
            try db.execute("INSERT INTO t VALUES ('outer2')" as SQLFragment)
        }
        #expect(!db.isInTransaction)
        let values = try db.fetchValues("SELECT v FROM t ORDER BY rowid" as SQLFragment, as: String.self)
        #expect(values == ["outer", "outer2"])
    }

    @Test func runTransactionTopLevelRollbackWithAHandOpenedSavepointLeftOpen() throws {
        let db = try Database.inMemory()
        try db.executeScript("CREATE TABLE t(v TEXT)")
        try db.runTransaction { db in
            try db.executeScript("SAVEPOINT mine")
            try db.execute("INSERT INTO t VALUES ('inner')" as SQLFragment)
            return .rollback
        }
        #expect(!db.isInTransaction)
        #expect(try db.fetchValue("SELECT count(*) FROM t" as SQLFragment, as: Int64.self) == 0)
    }

    @Test func queueRunTransactionNestedInAQueueTransactionUndoesOnlyItsOwn() throws {
        let folder = try TemporaryFolder()
        let queue = try DatabaseQueue(path: folder.file("q.sqlite"))
        try queue.inDatabase { db in try db.executeScript("CREATE TABLE t(v TEXT)") }
        try queue.inTransaction { db in
            try db.execute("INSERT INTO t VALUES ('outer')" as SQLFragment)
            try queue.runTransaction { db in
                try db.execute("INSERT INTO t VALUES ('inner')" as SQLFragment)
                return .rollback
            }
        }
        let values = try queue.read { db in
            try db.fetchValues("SELECT v FROM t" as SQLFragment, as: String.self)
        }
        #expect(values == ["outer"])
    }

    @Test(.timeLimit(.minutes(5))) func poolRunTransactionInsideAPoolReadIsRefusedReadOnly() throws {
        let folder = try TemporaryFolder()
        let pool = try DatabasePool(path: folder.file("p.sqlite"))
        try pool.write { db in try db.executeScript("CREATE TABLE t(v TEXT)") }
        let error = #expect(throws: DatabaseError.self) {
            try pool.read { _ in
                try pool.runTransaction { db in
                    try db.execute("INSERT INTO t VALUES ('x')" as SQLFragment)
                    return .commit
                }
            }
        }
        #expect(error?.code == .readonly)
        let count = try pool.read { db in
            try db.fetchValue("SELECT count(*) FROM t" as SQLFragment, as: Int64.self)
        }
        #expect(count == 0)
    }
}
