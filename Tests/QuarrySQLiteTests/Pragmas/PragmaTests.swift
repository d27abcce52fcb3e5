import QuarrySQLite
import Testing

@Suite struct PragmaTests {
    @Test func readsAndWritesTypedValues() throws {
        let folder = try TemporaryFolder()
        let db = try Database(path: folder.file("pragma.sqlite"))
        #expect(try db.pragma(.userVersion) == 0)
        try db.setPragma(.userVersion, to: 42)
        #expect(try db.pragma(.userVersion) == 42)
        #expect(try db.pragma(.journalMode) == .delete)
        try db.setPragma(.journalMode, to: .wal)
        #expect(try db.pragma(.journalMode) == .wal)
        try db.setPragma(.synchronous, to: .normal)
        #expect(try db.pragma(.synchronous) == .normal)
        #expect(try db.pragma(.foreignKeys))
        try db.setPragma(.foreignKeys, to: false)
        #expect(try !db.pragma(.foreignKeys))
        try db.setPragma(.cacheSize, to: -4000)
        #expect(try db.pragma(.cacheSize) == -4000)
        #expect(try db.pragma(.pageSize) == 4096)
        #expect(try db.pragma(.busyTimeout) == 5000)
        try db.setPragma(.maxPageCount, to: 1000)
        #expect(try db.pragma(.maxPageCount) == 1000)
        #expect(try db.pragma(.tempStore) == .default)
        let readOnly = #expect(throws: DatabaseError.self) { try db.setPragma(.pageCount, to: 3) }
        #expect(readOnly?.message == "PRAGMA page_count is read-only")
    }

    @Test func checksAndCheckpoints() throws {
        let folder = try TemporaryFolder()
        let db = try Message.database(.path(folder.file("checks.sqlite")))
        #expect(try db.integrityCheck() == [])
        #expect(try db.quickCheck() == [])
        #expect(
            try db.walCheckpoint()
                == WALCheckpointResult(isBusy: false, logFrames: -1, checkpointedFrames: -1))
        try db.setPragma(.journalMode, to: .wal)
        try db.execute("INSERT INTO message(createTime) VALUES (1)")
        let result = try db.walCheckpoint(.truncate)
        #expect(!result.isBusy)
        #expect(result.logFrames == 0)
        #expect(try db.compileOptions().contains { $0.hasPrefix("THREADSAFE=") })
    }

    @Test func tableValuedPragmasAndIntrospection() throws {
        let db = try Database.inMemory()
        try db.execute("CREATE TABLE author(id INTEGER PRIMARY KEY, name TEXT NOT NULL DEFAULT 'x' UNIQUE)")
        try db.execute(
            """
            CREATE TABLE book(id INTEGER PRIMARY KEY, authorID INTEGER REFERENCES author(id) ON DELETE CASCADE,
              title TEXT, upper AS (upper(title)))
            """)
        try db.execute("CREATE INDEX byTitle ON book(title DESC) WHERE title > ''")
        try db.execute("CREATE VIEW titles AS SELECT title FROM book")

        #expect(try db.tableExists("book"))
        #expect(try !db.tableExists("titles"))
        #expect(try db.viewExists("titles"))
        #expect(try !db.tableExists("nope"))

        let columns = try db.columns(in: "author")
        #expect(columns.map(\.name) == ["id", "name"])
        #expect(columns[0].primaryKeyIndex == 1)
        #expect(columns[1].isNotNull && columns[1].defaultSQL == "'x'" && columns[1].declaredType == "TEXT")
        #expect(try db.columns(in: "book").last?.visibility == .generatedVirtual)
        #expect(try db.tableInfo("book").count == 3)
        #expect(throws: DatabaseError.self) { try db.columns(in: "nope") }

        let indexes = try db.indexes(on: "book")
        #expect(
            indexes == [
                IndexDescription(
                    name: "byTitle", isUnique: false, origin: .createIndex, isPartial: true,
                    columns: ["title"])
            ])
        #expect(try db.indexes(on: "author").map(\.origin) == [.unique])
        #expect(try db.indexXInfo("byTitle").first?.isDescending == true)

        let keys = try db.foreignKeys(in: "book")
        #expect(keys.count == 1)
        #expect(keys.first?.parentTable == "author" && keys.first?.columns == ["authorID"])
        #expect(keys.first?.parentColumns == ["id"] && keys.first?.onDelete == "CASCADE")

        try db.setPragma(.foreignKeys, to: false)
        try db.execute("INSERT INTO book(authorID, title) VALUES (9, 'orphan')")
        let violations = try db.foreignKeyCheck()
        #expect(violations == [try #require(violations.first)])
        #expect(violations.first?.table == "book" && violations.first?.parent == "author")
        #expect(try db.databaseList().map(\.name) == ["main"])
        #expect(try db.tableList().contains { $0.name == "book" && $0.columnCount == 4 })
    }
}
