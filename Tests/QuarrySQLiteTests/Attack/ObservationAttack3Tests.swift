import CSQLite
import Foundation
import QuarrySQLite
import QuarryTesting
import Testing

/// Outside-in probes of the observation layer: each expectation comes from the DocC article
/// "Observing the database", the `///` comments of `CommittedChanges` / `DatabaseChange` /
/// `ValueObservation`, or SQLite's documented behavior; never from Quarry's output.
@Suite struct ObservationAttack3Tests {
    struct Item: TableRecord, Codable, Equatable {
        var id: Int64
        var name: String
        var v: Int64

        static let definition = TableDefinition<Item>("item", primaryKey: \.id) {
            Field(\.id, "id")
            Field(\.name, "name")
            Field(\.v, "v")
        }
    }

    struct Child: TableRecord, Codable, Equatable {
        var id: Int64
        var pid: Int64?

        static let definition = TableDefinition<Child>("child", primaryKey: \.id) {
            Field(\.id, "id")
            Field(\.pid, "pid")
        }
    }

    /// `id INTEGER PRIMARY KEY DESC` is not a rowid alias (SQLite's documented quirk).
    struct Desc: TableRecord, Codable, Equatable {
        var id: Int64
        var v: Int64

        static let definition = TableDefinition<Desc>("d", primaryKey: \.id) {
            Field(\.id, "id")
            Field(\.v, "v")
        }
    }

    static let hasPreupdateHook = sqlite3_compileoption_used("ENABLE_PREUPDATE_HOOK") != 0

    /// The values an observation delivered, collected from its callback.
    final class Recorder<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var storedValues: [Value] = []
        private var storedErrors: [any Error] = []
        var values: [Value] { lock.withLock { storedValues } }
        var errors: [any Error] { lock.withLock { storedErrors } }
        func append(_ value: Value) { lock.withLock { storedValues.append(value) } }
        func fail(_ error: any Error) { lock.withLock { storedErrors.append(error) } }
    }

    static func start<Value: Sendable>(_ observation: ValueObservation<Value>, in queue: DatabaseQueue)
        -> (Recorder<Value>, DatabaseCancellable)
    {
        let recorder = Recorder<Value>()
        let cancellable = observation.start(
            in: queue, onError: { recorder.fail($0) }, onChange: { recorder.append($0) })
        return (recorder, cancellable)
    }

    /// Polls until `condition` holds, for at most `seconds`.
    static func eventually(seconds: Double = 3, _ condition: () -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            try? await Task.sleep(nanoseconds: 5_000_000)
        }
        return condition()
    }

    static func itemQueue() throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        try queue.inDatabase { db in
            try db.executeScript(
                """
                CREATE TABLE item(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, v INTEGER NOT NULL);
                INSERT INTO item VALUES (1, 'p', 10), (2, 'q', 20), (3, 'r', 30);
                """)
        }
        return queue
    }

    /// Observes `find(Item, key: 1)`, waits for the first value, runs `write`, and says whether
    /// the observer delivered `expected` afterwards.
    static func rowOneObserverSees(
        _ expected: Item?, after write: @escaping @Sendable (Database) throws -> Void,
        in queue: DatabaseQueue
    ) async throws -> Bool {
        let (recorder, cancellable) = start(
            ValueObservation.tracking { db in try db.find(Item.self, key: 1) }, in: queue)
        defer { cancellable.cancel() }
        guard await eventually({ recorder.values.count == 1 }) else { return false }
        try await queue.write { db in try write(db) }
        return await eventually { recorder.values.count > 1 && recorder.values.last == expected }
    }

    static func changes(_ iterator: inout AsyncStream<CommittedChanges>.Iterator) async -> CommittedChanges? {
        await iterator.next()
    }

    // MARK: - Rows changed by triggers, foreign keys, upserts and replaces

    @Test func anAfterUpdateTriggerWritingAnotherRowNotifiesThatRowsObserver() async throws {
        let queue = try Self.itemQueue()
        try await queue.inDatabase { db in
            try db.execute(
                "CREATE TRIGGER bump AFTER UPDATE ON item WHEN new.id = 2 BEGIN UPDATE item SET v = v + 1 WHERE id = 1; END"
            )
        }
        let seen = try await Self.rowOneObserverSees(
            Item(id: 1, name: "p", v: 11),
            after: { db in try db.execute("UPDATE item SET v = 21 WHERE id = 2") },
            in: queue)
        #expect(seen)
        var stream = try queue.committedChanges().makeAsyncIterator()
        try await queue.write { db in try db.execute("UPDATE item SET v = 22 WHERE id = 2") }
        let transaction = await Self.changes(&stream)
        #expect(
            Set(transaction?.changes ?? [])
                == [
                    DatabaseChange(kind: .update, table: "item", rowID: 2),
                    DatabaseChange(kind: .update, table: "item", rowID: 1),
                ])
    }

    static func foreignKeyQueue() throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        try queue.inDatabase { db in
            try db.executeScript(
                """
                PRAGMA foreign_keys = ON;
                CREATE TABLE parent(id INTEGER PRIMARY KEY);
                CREATE TABLE child(id INTEGER PRIMARY KEY, pid INTEGER REFERENCES parent(id) ON DELETE CASCADE);
                CREATE TABLE orphan(id INTEGER PRIMARY KEY, pid INTEGER REFERENCES parent(id) ON DELETE SET NULL);
                INSERT INTO parent VALUES (1), (2);
                INSERT INTO child VALUES (1, 1), (2, 2);
                INSERT INTO orphan VALUES (5, 1), (6, 2);
                """)
        }
        return queue
    }

    @Test func onDeleteCascadeNotifiesTheDeletedChildsObserver() async throws {
        let queue = try Self.foreignKeyQueue()
        let (recorder, cancellable) = Self.start(
            ValueObservation.tracking { db in try db.find(Child.self, key: 1) }, in: queue)
        defer { cancellable.cancel() }
        #expect(await Self.eventually { recorder.values == [Child(id: 1, pid: 1)] })
        try await queue.write { db in try db.execute("DELETE FROM parent WHERE id = 1") }
        #expect(await Self.eventually { recorder.values.count == 2 && recorder.values.last == .some(nil) })
    }

    @Test func onDeleteCascadeAndSetNullAreListed() async throws {
        let queue = try Self.foreignKeyQueue()
        var stream = try queue.committedChanges().makeAsyncIterator()
        try await queue.write { db in try db.execute("DELETE FROM parent WHERE id = 1") }
        let transaction = await Self.changes(&stream)
        #expect(
            Set(transaction?.changes ?? [])
                == [
                    DatabaseChange(kind: .delete, table: "parent", rowID: 1),
                    DatabaseChange(kind: .delete, table: "child", rowID: 1),
                    DatabaseChange(kind: .update, table: "orphan", rowID: 5),
                ])
        #expect(transaction?.isComplete == true)
    }

    @Test func anUpsertOnAnotherUniqueColumnNotifiesTheRowItUpdates() async throws {
        // The statement names id 9, but the conflict on `name` updates row 1.
        let queue = try Self.itemQueue()
        let seen = try await Self.rowOneObserverSees(
            Item(id: 1, name: "p", v: 99),
            after: { db in
                try db.execute(
                    "INSERT INTO item VALUES (9, 'p', 99) ON CONFLICT(name) DO UPDATE SET v = excluded.v")
            }, in: queue)
        #expect(seen)
    }

    @Test func anUpsertIsListedAsAnUpdateOfTheConflictingRow() async throws {
        let queue = try Self.itemQueue()
        var stream = try queue.committedChanges().makeAsyncIterator()
        try await queue.write { db in
            try db.execute(
                "INSERT INTO item VALUES (9, 'p', 99) ON CONFLICT(name) DO UPDATE SET v = excluded.v")
        }
        let transaction = await Self.changes(&stream)
        #expect(transaction?.changes == [DatabaseChange(kind: .update, table: "item", rowID: 1)])
    }

    @Test func updateOrReplaceDeletingAnotherRowNotifiesIt() async throws {
        let queue = try Self.itemQueue()
        let seen = try await Self.rowOneObserverSees(
            nil, after: { db in try db.execute("UPDATE OR REPLACE item SET name = 'p' WHERE id = 2") },
            in: queue)
        #expect(seen)
    }

    @Test func updateOrReplaceListsTheRowItDeleted() async throws {
        let queue = try Self.itemQueue()
        var stream = try queue.committedChanges().makeAsyncIterator()
        try await queue.write { db in try db.execute("UPDATE OR REPLACE item SET name = 'p' WHERE id = 2") }
        let transaction = try #require(await Self.changes(&stream))
        if Self.hasPreupdateHook {
            #expect(
                Set(transaction.changes)
                    == [
                        DatabaseChange(kind: .delete, table: "item", rowID: 1),
                        DatabaseChange(kind: .update, table: "item", rowID: 2),
                    ])
            #expect(transaction.isComplete)
        } else {
            #expect(!transaction.isComplete)
        }
    }

    @Test func aReplaceThroughTwoUniqueIndexesListsBothDeletedRows() async throws {
        let queue = try DatabaseQueue()
        try await queue.inDatabase { db in
            try db.executeScript(
                """
                CREATE TABLE t(id INTEGER PRIMARY KEY, a TEXT UNIQUE, b TEXT UNIQUE);
                INSERT INTO t VALUES (1, 'a1', 'b1'), (2, 'a2', 'b2'), (3, 'a3', 'b3');
                """)
        }
        var stream = try queue.committedChanges().makeAsyncIterator()
        try await queue.write { db in try db.execute("REPLACE INTO t VALUES (7, 'a1', 'b2')") }
        let transaction = try #require(await Self.changes(&stream))
        if Self.hasPreupdateHook {
            #expect(
                Set(transaction.changes)
                    == [
                        DatabaseChange(kind: .delete, table: "t", rowID: 1),
                        DatabaseChange(kind: .delete, table: "t", rowID: 2),
                        DatabaseChange(kind: .insert, table: "t", rowID: 7),
                    ])
            #expect(transaction.isComplete)
        } else {
            #expect(!transaction.isComplete)
        }
    }

    @Test func settingTheRowidOfATableWithoutIntegerPrimaryKeyIsADeleteAndAnInsert() async throws {
        let queue = try DatabaseQueue()
        try await queue.inDatabase { db in
            try db.executeScript("CREATE TABLE t(v TEXT); INSERT INTO t(rowid, v) VALUES (1, 'x');")
        }
        var stream = try queue.committedChanges().makeAsyncIterator()
        try await queue.write { db in try db.execute("UPDATE t SET rowid = 10 WHERE rowid = 1") }
        let transaction = try #require(await Self.changes(&stream))
        if Self.hasPreupdateHook {
            #expect(
                transaction.changes
                    == [
                        DatabaseChange(kind: .delete, table: "t", rowID: 1),
                        DatabaseChange(kind: .insert, table: "t", rowID: 10),
                    ])
        } else {
            #expect(!transaction.isComplete)
        }
    }

    // MARK: - Keys

    /// A table `d(id, v)` created by `table`, where row id 5 gets rowid 1 and row id 1 gets
    /// rowid 2 when `id` is not the rowid. Observes `find(Desc, key: 1)`, updates row id 5 then
    /// row id 1, and says whether the observer delivered row 1's fresh value.
    static func keyObserverSeesItsRow(createdBy table: String) async throws -> Bool {
        let queue = try DatabaseQueue()
        try await queue.inDatabase { db in
            try db.executeScript(
                TrustedSQLScript(
                    unsafeSQL: "\(table); INSERT INTO d VALUES (5, 50); INSERT INTO d VALUES (1, 10);",
                    origin: "probe schema"))
        }
        let (recorder, cancellable) = Self.start(
            ValueObservation.tracking { db in try db.find(Desc.self, key: 1) }, in: queue)
        defer { cancellable.cancel() }
        guard await Self.eventually({ recorder.values == [Desc(id: 1, v: 10)] }) else {
            Issue.record("no first value: \(recorder.values), errors \(recorder.errors)")
            return false
        }
        try await queue.write { db in try db.execute("UPDATE d SET v = 51 WHERE id = 5") }
        try await queue.write { db in try db.execute("UPDATE d SET v = 11 WHERE id = 1") }
        return await Self.eventually { recorder.values.last == .some(Desc(id: 1, v: 11)) }
    }

    @Test func integerPrimaryKeyDescIsNotTheRowid() async throws {
        let queue = try DatabaseQueue()
        let rowid = try await queue.inDatabase { db in
            try db.executeScript(
                "CREATE TABLE d(id INTEGER PRIMARY KEY DESC, v INTEGER NOT NULL); INSERT INTO d VALUES (5, 50); INSERT INTO d VALUES (1, 10);"
            )
            return try db.fetchValue("SELECT rowid FROM d WHERE id = 1", as: Int64.self)
        }
        // SQLite's documented quirk (sqlite.org/lang_createtable.html#rowid): not an alias.
        #expect(rowid == 2)
    }

    /// The docs: a lookup by key "on a table whose key is its rowid" watches its row, so any other
    /// lookup must watch more. These primary keys are not rowid aliases (sqlite.org/
    /// lang_createtable.html#rowid: only a column declared exactly `INTEGER PRIMARY KEY`, not
    /// `DESC`, and not `INT`/`BIGINT`). Found failing: the observer of key 1 watched rowid 1, the
    /// row with id 5, and stayed on v = 10 forever.
    @Test(arguments: [
        "CREATE TABLE d(id INTEGER PRIMARY KEY DESC, v INTEGER NOT NULL)",
        "CREATE TABLE d(id INT PRIMARY KEY, v INTEGER NOT NULL)",
        "CREATE TABLE d(id BIGINT PRIMARY KEY, v INTEGER NOT NULL)",
    ])
    func aLookupByKeyOnANonRowidIntegerKeySeesItsRowChange(table: String) async throws {
        let seen = try await Self.keyObserverSeesItsRow(createdBy: table)
        #expect(seen)
    }

    @Test(arguments: [
        "CREATE TABLE d(id INTEGER, v INTEGER NOT NULL, PRIMARY KEY(id DESC))",
        "CREATE TABLE d(id INTEGER PRIMARY KEY, v INTEGER NOT NULL) WITHOUT ROWID",
        "CREATE TABLE d(id INTEGER PRIMARY KEY ASC, v INTEGER NOT NULL)",
        "CREATE TABLE d(id integer primary key, v INTEGER NOT NULL)",
    ])
    func aLookupByKeyOnOtherPrimaryKeysSeesItsRowChange(table: String) async throws {
        let seen = try await Self.keyObserverSeesItsRow(createdBy: table)
        #expect(seen)
    }

    @Test(arguments: [0, 1, 2, 3])
    func aLookupByKeyOfAnotherTypeSeesItsRowChange(keyKind: Int) async throws {
        let queue = try Self.itemQueue()
        let (recorder, cancellable) = Self.start(
            ValueObservation.tracking { db -> Item? in
                switch keyKind {
                case 0: return try db.find(Item.self, key: 1.0)
                case 1: return try db.find(Item.self, key: "1")
                case 2: return try db.find(Item.self, key: Int32(1))
                default: return try db.fetchOne(Item.filter(key: "1"))
                }
            }, in: queue)
        defer { cancellable.cancel() }
        #expect(await Self.eventually { recorder.values == [Item(id: 1, name: "p", v: 10)] })
        try await queue.write { db in try db.execute("UPDATE item SET v = 12 WHERE id = 1") }
        #expect(await Self.eventually { recorder.values.last == .some(Item(id: 1, name: "p", v: 12)) })
    }

    /// SQLite applies the column's INTEGER affinity to a text key: `id = '1.0'`, `id = ' 1 '` and
    /// `id = '1e0'` all match row 1 (checked with the sqlite3 shell), so the lookup reads row 1.
    @Test(arguments: ["1.0", " 1 ", "1e0", "01", "+1"])
    func aLookupByATextKeyThatSQLiteReadsAsOneSeesRowOne(key: String) async throws {
        let queue = try Self.itemQueue()
        let (recorder, cancellable) = Self.start(
            ValueObservation.tracking { db in try db.find(Item.self, key: key) }, in: queue)
        defer { cancellable.cancel() }
        #expect(await Self.eventually { recorder.values == [Item(id: 1, name: "p", v: 10)] })
        try await queue.write { db in try db.execute("UPDATE item SET v = 13 WHERE id = 1") }
        #expect(await Self.eventually { recorder.values.last == .some(Item(id: 1, name: "p", v: 13)) })
    }

    @Test func aKeyLookupRelearnsItsRegionWhenTheKeyStopsBeingTheRowid() async throws {
        // Rebuilt in one transaction `WITHOUT ROWID` (a fresh observer of such a table passes:
        // see aLookupByKeyOnOtherPrimaryKeysSeesItsRowChange). A schema change refetches
        // everything; the refetch must learn the new table, so a later change of id 1 still
        // reaches the observer. (Rebuilt with `id INT PRIMARY KEY` it fails, as a fresh observer
        // of such a table does: the known issue above.)
        let queue = try Self.itemQueue()
        let (recorder, cancellable) = Self.start(
            ValueObservation.tracking { db in try db.find(Item.self, key: 1) }, in: queue)
        defer { cancellable.cancel() }
        #expect(await Self.eventually { recorder.values == [Item(id: 1, name: "p", v: 10)] })
        try await queue.write { db in
            try db.executeScript(
                """
                DROP TABLE item;
                CREATE TABLE item(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, v INTEGER NOT NULL) WITHOUT ROWID;
                INSERT INTO item VALUES (5, 'x', 50);
                INSERT INTO item VALUES (1, 'p', 10);
                """)
        }
        try await queue.write { db in try db.execute("UPDATE item SET v = 14 WHERE id = 1") }
        #expect(await Self.eventually { recorder.values.last == .some(Item(id: 1, name: "p", v: 14)) })
    }

    @Test func aTempTableShadowingTheKeyTableIsTheOneObserved() async throws {
        // Unqualified `item` names temp.item once it exists (SQLite's name resolution).
        let queue = try Self.itemQueue()
        try await queue.inDatabase { db in
            try db.executeScript(
                """
                CREATE TEMP TABLE item(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, v INTEGER NOT NULL);
                INSERT INTO temp.item VALUES (1, 't', 100);
                """)
        }
        let (recorder, cancellable) = Self.start(
            ValueObservation.tracking { db in try db.find(Item.self, key: 1) }, in: queue)
        defer { cancellable.cancel() }
        #expect(await Self.eventually { recorder.values == [Item(id: 1, name: "t", v: 100)] })
        try await queue.write { db in try db.execute("UPDATE temp.item SET v = 101 WHERE id = 1") }
        #expect(await Self.eventually { recorder.values.last == .some(Item(id: 1, name: "t", v: 101)) })
    }

    @Test func aPoolKeyObserverSeesAReplaceAndAnUpsertOfItsRow() async throws {
        let folder = try TemporaryFolder()
        let pool = try DatabasePool(path: folder.file("replace.sqlite"))
        try await pool.write { db in
            try db.executeScript(
                """
                CREATE TABLE item(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, v INTEGER NOT NULL);
                INSERT INTO item VALUES (1, 'p', 10), (2, 'q', 20);
                """)
        }
        let recorder = Recorder<Item?>()
        let cancellable = ValueObservation.tracking { db in try db.find(Item.self, key: 1) }
            .start(in: pool, onError: { recorder.fail($0) }, onChange: { recorder.append($0) })
        defer { cancellable.cancel() }
        #expect(await Self.eventually { recorder.values == [Item(id: 1, name: "p", v: 10)] })
        try await pool.write { db in
            try db.execute(
                "INSERT INTO item VALUES (9, 'p', 77) ON CONFLICT(name) DO UPDATE SET v = excluded.v")
        }
        #expect(await Self.eventually { recorder.values.last == .some(Item(id: 1, name: "p", v: 77)) })
        try await pool.write { db in try db.execute("REPLACE INTO item VALUES (3, 'p', 0)") }
        #expect(await Self.eventually { recorder.values.last == .some(nil) })
    }

    @Test func aPoolCountByKeyOnIntPrimaryKeySeesItsRowInserted() async throws {
        // Same defect through a pool and `fetchCount(filter(key:))`: `id INT PRIMARY KEY` is not
        // the rowid; id 1 is inserted as rowid 2, and the observer of key 1 keeps counting 0.
        let folder = try TemporaryFolder()
        let pool = try DatabasePool(path: folder.file("count.sqlite"))
        try await pool.write { db in
            try db.executeScript(
                "CREATE TABLE d(id INT PRIMARY KEY, v INTEGER NOT NULL); INSERT INTO d VALUES (5, 50);")
        }
        let recorder = Recorder<Int>()
        let cancellable = ValueObservation.tracking { db in try db.fetchCount(Desc.filter(key: 1)) }
            .start(in: pool, onError: { recorder.fail($0) }, onChange: { recorder.append($0) })
        defer { cancellable.cancel() }
        #expect(await Self.eventually { recorder.values == [0] })
        try await pool.write { db in try db.execute("INSERT INTO d VALUES (1, 10)") }
        #expect(await Self.eventually { recorder.values.last == 1 })
    }

    @Test func anInsteadOfTriggerOnAViewWritingTheKeyRowNotifiesIt() async throws {
        let queue = try Self.itemQueue()
        try await queue.inDatabase { db in
            try db.executeScript(
                """
                CREATE VIEW itemView AS SELECT id, v FROM item;
                CREATE TRIGGER viewWrite INSTEAD OF UPDATE ON itemView BEGIN UPDATE item SET v = new.v WHERE id = new.id; END;
                """)
        }
        let seen = try await Self.rowOneObserverSees(
            Item(id: 1, name: "p", v: 15),
            after: { db in try db.execute("UPDATE itemView SET v = 15 WHERE id = 1") },
            in: queue)
        #expect(seen)
    }

    @Test func aCountByKeySeesTheRowInsertedWithThatKey() async throws {
        let queue = try Self.itemQueue()
        let (recorder, cancellable) = Self.start(
            ValueObservation.tracking { db in try db.fetchCount(Item.filter(key: 8)) }, in: queue)
        defer { cancellable.cancel() }
        #expect(await Self.eventually { recorder.values == [0] })
        try await queue.write { db in try db.execute("UPDATE item SET id = 8 WHERE id = 3") }
        #expect(await Self.eventually { recorder.values.last == 1 })
    }

    @Test func aFetchReadingByKeyAndByScanSeesOtherRows() async throws {
        let queue = try Self.itemQueue()
        let (recorder, cancellable) = Self.start(
            ValueObservation.tracking { db -> [Int64] in
                let one = try db.find(Item.self, key: 1)?.v ?? -1
                let sum = try db.fetchValue("SELECT sum(v) FROM item", as: Int64.self) ?? 0
                return [one, sum]
            }, in: queue)
        defer { cancellable.cancel() }
        #expect(await Self.eventually { recorder.values == [[10, 60]] })
        try await queue.write { db in try db.execute("UPDATE item SET v = 25 WHERE id = 2") }
        #expect(await Self.eventually { recorder.values.last == [10, 65] })
    }

    @Test func aScanThenAKeyLookupOfTheSameTableSeesOtherRows() async throws {
        let queue = try Self.itemQueue()
        let (recorder, cancellable) = Self.start(
            ValueObservation.tracking { db -> [Int64] in
                let sum = try db.fetchValue("SELECT sum(v) FROM item", as: Int64.self) ?? 0
                let one = try db.find(Item.self, key: 1)?.v ?? -1
                return [one, sum]
            }, in: queue)
        defer { cancellable.cancel() }
        #expect(await Self.eventually { recorder.values == [[10, 60]] })
        try await queue.write { db in try db.execute("UPDATE item SET v = 25 WHERE id = 2") }
        #expect(await Self.eventually { recorder.values.last == [10, 65] })
    }

    // MARK: - Names, schemas, temp and attached databases

    @Test func aTableNamedInAnotherCaseIsTheSameTable() async throws {
        let queue = try DatabaseQueue()
        try await queue.inDatabase { db in
            try db.execute("CREATE TABLE \"My Note\"(id INTEGER PRIMARY KEY, v INTEGER)")
        }
        let (recorder, cancellable) = Self.start(
            ValueObservation.tracking { db in
                try db.fetchValue("SELECT count(*) FROM \"MY NOTE\"", as: Int.self)
            },
            in: queue)
        defer { cancellable.cancel() }
        #expect(await Self.eventually { recorder.values == [0] })
        var stream = try queue.committedChanges().makeAsyncIterator()
        try await queue.write { db in try db.execute("INSERT INTO \"my note\"(v) VALUES (1)") }
        #expect(await Self.eventually { recorder.values.last == 1 })
        let transaction = await Self.changes(&stream)
        let table = try #require(transaction?.changes.first?.table)
        // "As SQLite spells it in the schema".
        #expect(table.isByteEqual(to: "My Note"))
    }

    @Test func tablesWhoseNamesDifferOnlyInNonASCIICaseAreDifferentTables() async throws {
        // SQLite folds ASCII case only: "Ü" and "ü" are two tables.
        let queue = try DatabaseQueue()
        try await queue.inDatabase { db in
            try db.executeScript("CREATE TABLE \"Ü\"(v INTEGER); CREATE TABLE \"ü\"(v INTEGER);")
        }
        let fetches = Recorder<Int>()
        let (recorder, cancellable) = Self.start(
            ValueObservation.tracking { db in
                let count = try db.fetchValue("SELECT count(*) FROM \"Ü\"", as: Int.self) ?? -1
                fetches.append(count)
                return count
            }, in: queue)
        defer { cancellable.cancel() }
        #expect(await Self.eventually { recorder.values == [0] })
        try await queue.write { db in try db.execute("INSERT INTO \"ü\" VALUES (1)") }
        try await queue.write { db in try db.execute("INSERT INTO \"Ü\" VALUES (1)") }
        #expect(await Self.eventually { recorder.values.last == 1 })
        // "A transaction that changes only other tables fetches nothing."
        #expect(fetches.values == [0, 1])
    }

    @Test func aTempTableIsListedInTemp() async throws {
        let queue = try DatabaseQueue()
        try await queue.inDatabase { db in try db.execute("CREATE TEMP TABLE scratch(id INTEGER PRIMARY KEY)")
        }
        var stream = try queue.committedChanges().makeAsyncIterator()
        try await queue.write { db in try db.execute("INSERT INTO scratch VALUES (4)") }
        let transaction = await Self.changes(&stream)
        #expect(
            transaction?.changes == [
                DatabaseChange(kind: .insert, database: "temp", table: "scratch", rowID: 4)
            ])
        let database = try #require(transaction?.changes.first?.database)
        #expect(database.isByteEqual(to: "temp"))
    }

    @Test func anAttachedDatabaseIsListedByItsName() async throws {
        let folder = try TemporaryFolder()
        let queue = try DatabaseQueue(path: folder.file("main.sqlite"))
        let attached = folder.file("aux.sqlite")
        try await queue.inDatabase { db in
            try db.execute("ATTACH DATABASE \(attached) AS aux")
            try db.executeScript("CREATE TABLE main.t(v INTEGER); CREATE TABLE aux.t(v INTEGER);")
        }
        let (recorder, cancellable) = Self.start(
            ValueObservation.tracking { db in try db.fetchValue("SELECT count(*) FROM aux.t", as: Int.self) },
            in: queue)
        defer { cancellable.cancel() }
        #expect(await Self.eventually { recorder.values == [0] })
        var stream = try queue.committedChanges().makeAsyncIterator()
        try await queue.write { db in try db.execute("INSERT INTO aux.t(rowid, v) VALUES (3, 1)") }
        #expect(await Self.eventually { recorder.values.last == 1 })
        let transaction = await Self.changes(&stream)
        #expect(
            transaction?.changes == [DatabaseChange(kind: .insert, database: "aux", table: "t", rowID: 3)])
    }

    @Test func dropAndCreateWithTheSameNameInOneTransactionIsASchemaChange() async throws {
        let queue = try Self.itemQueue()
        let (recorder, cancellable) = Self.start(
            ValueObservation.tracking { db in try db.fetchValue("SELECT count(*) FROM item", as: Int.self) },
            in: queue)
        defer { cancellable.cancel() }
        #expect(await Self.eventually { recorder.values == [3] })
        var stream = try queue.committedChanges().makeAsyncIterator()
        try await queue.write { db in
            try db.executeScript(
                """
                DROP TABLE item;
                CREATE TABLE item(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, v INTEGER NOT NULL);
                """)
        }
        #expect(await Self.eventually { recorder.values.last == 0 })
        let transaction = await Self.changes(&stream)
        #expect(transaction?.areTablesKnown == false)
    }

    @Test func aCreateTableAloneIsASchemaChange() async throws {
        let queue = try Self.itemQueue()
        var stream = try queue.committedChanges().makeAsyncIterator()
        try await queue.write { db in try db.execute("CREATE TABLE fresh(v INTEGER)") }
        try await queue.write { db in try db.execute("INSERT INTO item VALUES (4, 's', 40)") }
        let first = await Self.changes(&stream)
        #expect(first?.areTablesKnown == false)
    }

    @Test func aTempSchemaChangeIsASchemaChange() async throws {
        let queue = try Self.itemQueue()
        try await queue.inDatabase { db in try db.execute("CREATE TEMP TABLE scratch(v INTEGER)") }
        var stream = try queue.committedChanges().makeAsyncIterator()
        try await queue.write { db in try db.execute("ALTER TABLE scratch ADD COLUMN w INTEGER") }
        try await queue.write { db in try db.execute("INSERT INTO item VALUES (4, 's', 40)") }
        let first = await Self.changes(&stream)
        #expect(first?.areTablesKnown == false)
    }

    @Test func vacuumRenumberingRowidsIsReported() async throws {
        // sqlite.org/lang_vacuum.html: VACUUM may change the rowids of tables without an
        // INTEGER PRIMARY KEY. When it does, a consumer of rowids must hear of it.
        let folder = try TemporaryFolder()
        let queue = try DatabaseQueue(path: folder.file("vacuum.sqlite"))
        try await queue.inDatabase { db in
            try db.executeScript(
                "CREATE TABLE t(v TEXT); INSERT INTO t(rowid, v) VALUES (5, 'a'), (9, 'b'); CREATE INDEX tv ON t(v);"
            )
        }
        var stream = try queue.committedChanges().makeAsyncIterator()
        try await queue.inDatabase { db in try db.execute("VACUUM") }
        try await queue.write { db in try db.execute("INSERT INTO t(rowid, v) VALUES (100, 'z')") }
        let rowids = try await queue.inDatabase { db in
            try db.fetchValues("SELECT rowid FROM t WHERE v <> 'z' ORDER BY rowid", as: Int64.self)
        }
        let first = try #require(await Self.changes(&stream))
        if rowids != [5, 9] {
            #expect(!first.isComplete, "VACUUM renumbered \(rowids) but the next value is \(first)")
        } else {
            // Rowids kept: nothing to report; the next value is the insert.
            #expect(first.changes.contains(DatabaseChange(kind: .insert, table: "t", rowID: 100)))
        }
    }

    // MARK: - Savepoints and failed commits

    @Test func aHandWrittenRollbackToStillListsTheCommittedRows() async throws {
        let queue = try Self.itemQueue()
        var stream = try queue.committedChanges().makeAsyncIterator()
        try await queue.inDatabase { db in
            try db.executeScript(
                """
                BEGIN;
                INSERT INTO item VALUES (4, 's', 40);
                SAVEPOINT s;
                INSERT INTO item VALUES (5, 't', 50);
                ROLLBACK TO s;
                RELEASE s;
                COMMIT;
                """)
        }
        let transaction = try #require(await Self.changes(&stream))
        #expect(transaction.changes.contains(DatabaseChange(kind: .insert, table: "item", rowID: 4)))
    }

    @Test func aDeleteUndoneByAHandWrittenRollbackToIsNotListedAsComplete() async throws {
        // `CommittedChanges` promises "the rows one committed transaction changed" and
        // `isComplete` "whether changes lists every changed row"; the article only says of a
        // hand-written ROLLBACK TO that observations fetch once too many. Here row 2's delete is
        // undone, yet the value has isComplete == true and lists more than the insert of row 4
        // (the undone delete): a sync client following the article's loop uploads the delete of a
        // row that still exists. For an undone insert the probe above printed
        // `[insert main.item rowid 4, insert main.item rowid 5] complete=true`: row 5 never existed.
        let queue = try Self.itemQueue()
        var stream = try queue.committedChanges().makeAsyncIterator()
        try await queue.inDatabase { db in
            try db.executeScript(
                """
                BEGIN;
                SAVEPOINT s;
                DELETE FROM item WHERE id = 2;
                ROLLBACK TO s;
                RELEASE s;
                INSERT INTO item VALUES (4, 's', 40);
                COMMIT;
                """)
        }
        let transaction = try #require(await Self.changes(&stream))
        let remaining = try await queue.inDatabase { db in
            try db.fetchValues("SELECT id FROM item ORDER BY id", as: Int64.self)
        }
        #expect(remaining == [1, 2, 3, 4])
        withKnownIssue("a hand-written ROLLBACK TO leaves undone rows listed in a complete value") {
            #expect(
                !transaction.isComplete
                    || transaction.changes == [DatabaseChange(kind: .insert, table: "item", rowID: 4)])
        }
    }

    @Test func aHandWrittenRollbackToUndoingADropTableStillCountsAsASchemaChange() async throws {
        // The docs: undone changes of a hand-written ROLLBACK TO "still count": one fetch too many,
        // never one too few. Here the drop is undone, then rows are deleted by hand.
        let queue = try Self.itemQueue()
        let (recorder, cancellable) = Self.start(
            ValueObservation.tracking { db in try db.fetchValue("SELECT count(*) FROM item", as: Int.self) },
            in: queue)
        defer { cancellable.cancel() }
        #expect(await Self.eventually { recorder.values == [3] })
        try await queue.inDatabase { db in
            try db.executeScript(
                """
                BEGIN;
                SAVEPOINT s;
                DROP TABLE item;
                ROLLBACK TO s;
                RELEASE s;
                DELETE FROM item WHERE id = 3;
                COMMIT;
                """)
        }
        #expect(await Self.eventually { recorder.values.last == 2 })
    }

    @Test func aCommitThatFailsBusyThenSucceedsDeliversOnce() async throws {
        let folder = try TemporaryFolder()
        let path = folder.file("busy.sqlite")
        let queue = try DatabaseQueue(path: path)
        try await queue.inDatabase { db in
            try db.executeScript(
                "PRAGMA journal_mode = DELETE; PRAGMA busy_timeout = 0; CREATE TABLE t(id INTEGER PRIMARY KEY);"
            )
        }
        // Another connection holds a SHARED lock: the COMMIT cannot take the EXCLUSIVE lock.
        var other: OpaquePointer?
        #expect(sqlite3_open(path, &other) == SQLITE_OK)
        defer { sqlite3_close(other) }
        #expect(sqlite3_exec(other, "BEGIN; SELECT count(*) FROM t;", nil, nil, nil) == SQLITE_OK)
        var stream = try queue.committedChanges().makeAsyncIterator()
        let (recorder, cancellable) = Self.start(
            ValueObservation.tracking { db in try db.fetchValue("SELECT count(*) FROM t", as: Int.self) },
            in: queue)
        defer { cancellable.cancel() }
        #expect(await Self.eventually { recorder.values == [0] })
        let firstCommit: Bool = try await queue.inDatabase { db in
            try db.execute("BEGIN")
            try db.execute("INSERT INTO t VALUES (1)")
            do {
                try db.execute("COMMIT")
                return true
            } catch {
                return false
            }
        }
        if firstCommit {
            return  // this SQLite took the lock anyway: nothing to probe
        }
        #expect(sqlite3_exec(other, "COMMIT", nil, nil, nil) == SQLITE_OK)
        try await queue.inDatabase { db in try db.execute("COMMIT") }
        #expect(await Self.eventually { recorder.values.last == 1 })
        let transaction = await Self.changes(&stream)
        #expect(transaction?.changes == [DatabaseChange(kind: .insert, table: "t", rowID: 1)])
    }

    // MARK: - Errors and concurrency

    @Test func aFetchThatThrowsEndsTheSequenceWithItsError() async throws {
        struct Boom: Error {}
        let queue = try Self.itemQueue()
        let observation = ValueObservation.tracking { db -> Int in
            let count = try db.fetchValue("SELECT count(*) FROM item", as: Int.self) ?? 0
            if count > 3 { throw Boom() }
            return count
        }
        let values = observation.values(in: queue)
        let writer = Task {
            try await Task.sleep(nanoseconds: 50_000_000)
            try await queue.write { db in try db.execute("INSERT INTO item VALUES (4, 's', 40)") }
        }
        var seen: [Int] = []
        await #expect(throws: Boom.self) {
            for try await value in values { seen.append(value) }
        }
        #expect(seen == [3])
        try await writer.value
    }

    @Test func observersStartedAndCancelledFromManyTasksWhileWriting() async throws {
        let queue = try Self.itemQueue()
        let survivor = Self.start(
            ValueObservation.tracking { db in try db.fetchValue("SELECT sum(v) FROM item", as: Int64.self) },
            in: queue)
        defer { survivor.1.cancel() }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for step in 0..<40 {
                    try await queue.write { db in
                        try db.execute("UPDATE item SET v = v + 1 WHERE id = \(step % 3 + 1)")
                    }
                }
            }
            for _ in 0..<16 {
                group.addTask {
                    for _ in 0..<10 {
                        let (_, cancellable) = Self.start(
                            ValueObservation.tracking { db in try db.find(Item.self, key: 2) }, in: queue)
                        await Task.yield()
                        cancellable.cancel()
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(await Self.eventually { survivor.0.values.last == .some(.some(100)) })
        #expect(survivor.0.errors.isEmpty)
    }

    @Test func threeHundredPoolObserversEndOnTheFreshValue() async throws {
        let folder = try TemporaryFolder()
        let pool = try DatabasePool(path: folder.file("many.sqlite"))
        try await pool.write { db in
            try db.executeScript(
                """
                CREATE TABLE item(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, v INTEGER NOT NULL);
                INSERT INTO item VALUES (1, 'p', 0), (2, 'q', 0);
                """)
        }
        var recorders: [Recorder<Int64>] = []
        var cancellables: [DatabaseCancellable] = []
        for index in 0..<300 {
            let recorder = Recorder<Int64>()
            let key: Int64 = index % 2 == 0 ? 1 : 2
            let observation: ValueObservation<Int64> =
                index % 3 == 0
                ? ValueObservation.tracking { db in try db.find(Item.self, key: key)?.v ?? -1 }
                : ValueObservation.tracking { db in
                    try db.fetchValue("SELECT v FROM item WHERE id = \(key)", as: Int64.self) ?? -1
                }
            cancellables.append(
                observation.start(in: pool, onError: { recorder.fail($0) }, onChange: { recorder.append($0) })
            )
            recorders.append(recorder)
        }
        defer { for cancellable in cancellables { cancellable.cancel() } }
        for step in 1...30 {
            try await pool.write { db in
                try db.execute("UPDATE item SET v = \(step) WHERE id = \(step % 2 + 1)")
            }
        }
        // Row 2 last written at step 29 (29 % 2 + 1 == 2), row 1 at step 30.
        let fresh = await Self.eventually(seconds: 20) {
            recorders.indices.allSatisfy { recorders[$0].values.last == ($0 % 2 == 0 ? 30 : 29) }
        }
        #expect(fresh)
        #expect(recorders.allSatisfy { $0.errors.isEmpty })
    }
}
