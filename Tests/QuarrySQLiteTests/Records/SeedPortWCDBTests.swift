import Foundation
import QuarrySQLite
import Testing

// The WCDB tutorial's `message` model (seed 000), against an SQLite file that FMDB created first:
// binding, createTableAndIndexes, the ORM reads and writes, and the schema upgrade.

/// The FMDB-era class, bound once: dates in FMDB's unix seconds, `modifiedTime` in the column
/// FMDB named `db_modifiedTime` (WCDB_SYNTHESIZE_COLUMN), an autoincrement key, an index.
private struct WCDBMessage: TableRecord, Equatable {
    var localID: Int64?
    var content: String?
    var createTime: Date
    var modifiedTime: Date

    enum CodingKeys: String, CodingKey {
        case localID, content, createTime
        case modifiedTime = "db_modifiedTime"
    }

    static let definition = TableDefinition<WCDBMessage>("message") {
        Field(\.localID, "localID").primaryKey(autoincrement: true)
        Field(\.content, "content")
        Field(\.createTime, "createTime", storage: .unixSeconds).type(.integer)
        Field(\.modifiedTime, "db_modifiedTime", storage: .unixSeconds).type(.integer)
        TableIndex("message_index", \.createTime)
    }
}

/// The upgraded binding: `createTime` dropped, `content` renamed to `newContent` (still the
/// `content` column), a new property with its index, a UNIQUE `modifiedTime`.
private struct WCDBMessageV2: TableRecord, Equatable {
    var localID: Int64?
    var newContent: String?
    var modifiedTime: Date
    var newProperty: Date?

    enum CodingKeys: String, CodingKey {
        case localID
        case newContent = "content"
        case modifiedTime = "db_modifiedTime"
        case newProperty
    }

    static let definition = TableDefinition<WCDBMessageV2>("message") {
        Field(\.localID, "localID").primaryKey(autoincrement: true)
        Field(\.newContent, "content")
        Field(\.modifiedTime, "db_modifiedTime", storage: .unixSeconds).unique()
        Field(\.newProperty, "newProperty", storage: .unixSeconds)
        TableIndex("message_newIndex", \.newProperty)
    }
}

/// `getObjectsOnResults:{WCDBMessage.localID, WCDBMessage.createTime}`: a partial row.
private struct WCDBMessageTimes: Decodable, Equatable {
    var localID: Int64
    var createTime: Date
}

@Suite struct SeedPortWCDBTests {
    static let base = Date(timeIntervalSince1970: 1_580_000_000)

    /// The database FMDB left behind: its own CREATE statements and rows with numeric dates.
    func fmdbDatabase(_ folder: TemporaryFolder) throws -> Database {
        let db = try Database(path: folder.file("intermediate/directory/wcdb"))
        try db.execute(
            """
            CREATE TABLE message(localID INTEGER PRIMARY KEY AUTOINCREMENT, content TEXT, createTime INTEGER,
                db_modifiedTime INTEGER)
            """ as SQLFragment)
        try db.execute("CREATE INDEX message_index ON message(createTime)" as SQLFragment)
        for id in 1...3 {
            let time = Self.base.timeIntervalSince1970 + Double(id) * 86_400
            try db.execute(
                "INSERT INTO message VALUES(\(Int64(id)), \("fmdb \(id)"), \(time), \(time + 1))"
                    as SQLFragment)
        }
        return db
    }

    @Test func createTableAndIndexesOnAnFMDBTableChangesNothingAndReadsItsDates() throws {
        let folder = try TemporaryFolder()
        let db = try fmdbDatabase(folder)
        #expect(try db.sync(WCDBMessage.self).isUnchanged)
        let messages = try db.fetchAll(WCDBMessage.all())
        let ids: [Int64?] = [1, 2, 3]
        #expect(messages.map(\.localID) == ids)
        #expect(messages[0].createTime == Self.base.addingTimeInterval(86_400))
        #expect(messages[0].modifiedTime == Self.base.addingTimeInterval(86_401))
    }

    @Test func aFreshDatabaseGetsTheBindingsTableAndIndex() throws {
        let folder = try TemporaryFolder()
        let db = try Database(path: folder.file("fresh"))
        try db.create(WCDBMessage.self)
        try db.create(WCDBMessage.self)
        #expect(try db.indexes(on: "message").map(\.name) == ["message_index"])
        #expect(
            try db.columns(in: "message").map(\.declaredType) == ["INTEGER", "TEXT", "INTEGER", "INTEGER"])
    }

    @Test func insertKeepsFMDBsNumericDatesSoOrderAndComparisonsHold() throws {
        let folder = try TemporaryFolder()
        let db = try fmdbDatabase(folder)
        var older = WCDBMessage(
            localID: nil, content: "wcdb", createTime: Self.base,
            modifiedTime: Self.base.addingTimeInterval(1))
        try db.insert(&older)
        #expect(older.localID == 4)
        let kinds = try db.fetchValues(
            "SELECT typeof(createTime) FROM message ORDER BY localID" as SQLFragment, as: String.self)
        #expect(kinds == ["integer", "integer", "integer", "integer"])
        let ordered = try db.fetchAll(WCDBMessage.orderBy { $0.createTime })
        #expect(ordered.map(\.localID) == [4, 1, 2, 3])
        let recent = try db.fetchAll(
            WCDBMessage.filter { $0.createTime > Self.base.addingTimeInterval(100_000) })
        #expect(recent.map(\.localID) == [2, 3])
    }

    @Test func getObjectsWhereOrderByLimitOffset() throws {
        let folder = try TemporaryFolder()
        let db = try fmdbDatabase(folder)
        let page = try db.fetchAll(
            WCDBMessage.filter { $0.localID > 0 }.orderBy { $0.createTime.descending }.limit(2, offset: 1))
        #expect(page.map(\.localID) == [2, 1])
    }

    @Test func partialObjectsOnResults() throws {
        let folder = try TemporaryFolder()
        let db = try fmdbDatabase(folder)
        let request = WCDBMessage.filter { $0.localID > 1 || $0.modifiedTime != $0.createTime }
            .select(\.localID, \.createTime)
        let rows = try db.fetchAll(request, as: WCDBMessageTimes.self)
        #expect(rows.count == 3)
        #expect(rows[1] == WCDBMessageTimes(localID: 2, createTime: Self.base.addingTimeInterval(2 * 86_400)))
    }

    @Test func autoIncrementInsertUpdatesAndDeletes() throws {
        let folder = try TemporaryFolder()
        let db = try fmdbDatabase(folder)
        let now = Self.base.addingTimeInterval(1_000_000)
        var message = WCDBMessage(localID: nil, content: "auto", createTime: now, modifiedTime: now)
        try db.insert(&message)
        #expect(message.localID == 4)
        // updateAllRowsInTable:onProperties:modifiedTime withObject:
        message.modifiedTime = now.addingTimeInterval(5)
        #expect(try db.update(WCDBMessage.all(), from: message, columns: \.modifiedTime) == 4)
        // updateRowsInTable:onProperty:withValue:where:
        try db.execute(
            Update(WCDBMessage.table).set {
                WCDBMessage.columns.modifiedTime.set(to: now.addingTimeInterval(9))
            }
            .where(WCDBMessage.columns.localID == 1))
        #expect(try db.find(WCDBMessage.self, key: 1)?.modifiedTime == now.addingTimeInterval(9))
        // deleteObjectsFromTable:where:limit:
        try db.insert(WCDBMessage(localID: nil, content: nil, createTime: now, modifiedTime: now))
        #expect(try db.delete(WCDBMessage.filter { $0.localID > 0 && $0.content == nil }.limit(1)) == 1)
        // insertOrReplace
        message.content = "replaced"
        try db.insert(&message, or: .replace)
        #expect(try db.find(WCDBMessage.self, key: 4)?.content == "replaced")
        // deleteAllObjects
        #expect(try db.delete(WCDBMessage.all()) == 4)
    }

    @Test func insertObjectsIsOneTransaction() throws {
        let folder = try TemporaryFolder()
        let db = try fmdbDatabase(folder)
        var batch = (0..<100).map { index in
            WCDBMessage(
                localID: nil, content: "batch \(index)",
                createTime: Self.base.addingTimeInterval(Double(index)),
                modifiedTime: Self.base)
        }
        try db.insertAll(&batch)
        #expect(batch.first?.localID == 4 && batch.last?.localID == 103)
        #expect(try db.fetchCount(WCDBMessage.all()) == 103)
    }

    @Test func upgradeAddsTheNewColumnAndIndexesAndKeepsTheRemovedColumn() throws {
        let folder = try TemporaryFolder()
        let db = try fmdbDatabase(folder)
        let report = try db.sync(WCDBMessageV2.self)
        #expect(report.addedColumns == ["newProperty"])
        #expect(Set(report.createdIndexes) == ["message_newIndex", "message_db_modifiedTime_unique"])
        #expect(report.extraColumns == ["createTime"])
        let upgraded = try db.fetchAll(WCDBMessageV2.all())
        #expect(upgraded.map(\.newContent) == ["fmdb 1", "fmdb 2", "fmdb 3"])
        #expect(
            upgraded[0].modifiedTime == Self.base.addingTimeInterval(86_401) && upgraded[0].newProperty == nil
        )
        var newer = WCDBMessageV2(
            localID: nil, newContent: "v2", modifiedTime: Self.base,
            newProperty: Self.base.addingTimeInterval(7))
        try db.insert(&newer)
        #expect(try db.find(WCDBMessageV2.self, key: newer.localID!) == newer)
        var clash = newer
        clash.localID = nil
        #expect(throws: DatabaseError.self) { try db.insert(&clash) }
        #expect(try db.sync(WCDBMessageV2.self).isUnchanged)
    }
}
