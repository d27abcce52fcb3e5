import Foundation
import QuarrySQLite
import QuarryTesting
import Testing

// The README's tour, statement for statement, run against a real database: if the README drifts
// from the API or from what SQLite does, this file stops compiling or fails.

@Suite struct ReadmeTourTests {
    enum Message {
        static let table = Table("message")
        static let localID = Column<Int64>("localID", in: table)
        static let content = Column<String?>("content", in: table)
        static let createTime = Column<Double>("createTime", in: table)
    }

    enum Author {
        static let table = Table("author")
        static let id = Column<Int64>("id", in: table)
        static let name = Column<String>("name", in: table)
    }

    struct MessageRow: Decodable, Equatable {
        var localID: Int64
        var content: String?
    }

    let recent = Select {
        Message.localID
        Message.content
    }
    .from(Message.table)
    .where(Message.localID > 1 || Message.content == nil)
    .orderBy(Message.createTime.descending)
    .limit(10)

    let create = CreateTable(Message.table.name, ifNotExists: true) {
        ColumnDefinition(Message.localID, .integer).primaryKey(autoincrement: true)
        ColumnDefinition(Message.content, .text)
        ColumnDefinition(Message.createTime, .real).notNull().default(0)
    }

    @Test func statementsAreValues() throws {
        let rendered = try recent.render()
        #expect(
            rendered.sql
                == #"SELECT "localID", "content" FROM "message" WHERE "localID" > ? OR "content" IS NULL ORDER BY "createTime" DESC LIMIT ?"#
        )
        #expect(rendered.arguments == [1, 10])
        #expect(
            recent.description
                == #"SELECT "localID", "content" FROM "message" WHERE "localID" > 1 OR "content" IS NULL ORDER BY "createTime" DESC LIMIT 10"#
        )
    }

    @Test func joinsQualifyTheirColumns() throws {
        let authorID = Column<Int64?>("authorID", in: Message.table)
        let join = Select {
            Message.content
            Author.name
        }
        .from(Message.table.join(Author.table, on: authorID == Author.id))
        #expect(
            try join.render().sql
                == #"SELECT "message"."content", "author"."name" FROM "message" JOIN "author" ON "message"."authorID" = "author"."id""#
        )
    }

    @Test func correlatedSubqueriesQualifyOuterColumns() throws {
        let authorID = Column<Int64?>("authorID", in: Message.table)
        let counts = Select {
            Author.name
            SQL.subquery(
                Select { SQL.count() }.from(Message.table).where(authorID == Author.id), as: Int64.self)
        }
        .from(Author.table)
        #expect(
            try counts.render().sql
                == #"SELECT "name", (SELECT count(*) FROM "message" WHERE "authorID" = "author"."id") FROM "author""#
        )
    }

    @Test func derivedTablesGiveTypedColumns() throws {
        let authorID = Column<Int64?>("authorID", in: Message.table)
        let counts = Select {
            authorID
            SQL.count().as("n")
        }.from(Message.table).groupBy(authorID).as("c")
        let select = Select {
            Author.name
            counts.column("n", as: Int64.self)
        }
        .from(Author.table.join(counts, on: counts[authorID] == Author.id))
        #expect(
            try select.render().sql
                == #"SELECT "author"."name", "c"."n" FROM "author" JOIN (SELECT "authorID", count(*) AS "n" FROM "message" GROUP BY "authorID") AS "c" ON "c"."authorID" = "author"."id""#
        )
    }

    @Test func theTourRunsOnSQLite() throws {
        let db = try Database.inMemory()
        try db.execute(create)
        try db.execute(CreateIndex("message_createTime", on: Message.table, Message.createTime))
        let insert = Insert(into: Message.table).values {
            Message.content.set(to: "Hello")
            Message.createTime.set(to: 1_700_000_000)
        }
        try db.execute(insert)
        try db.execute(insert)
        let upsert = Insert(into: Message.table)
            .values {
                Message.localID.set(to: 1)
                Message.content.set(to: "Hi")
            }
            .onConflict(Message.localID)
            .doUpdate { Message.content.set(to: Message.content.excluded) }
            .returning { Message.localID }
        #expect(try db.fetchValue(upsert, as: Int64.self) == 1)

        #expect(try db.fetchAll(recent, as: MessageRow.self) == [MessageRow(localID: 2, content: "Hello")])
        let count = try db.fetchValue(Select { SQL.count() }.from(Message.table), as: Int64.self)
        #expect(count == 2)

        let filtered = Select { SQL.count() }
            .from(Message.table)
            .where(Message.content.like("%h%") && Message.localID.in([1, 2, 3]))
        #expect(try db.fetchValue(filtered, as: Int64.self) == 2)
        let numbered = Select {
            Message.content
            SQL.rowNumber().over(WindowDefinition().orderBy(Message.createTime))
        }
        .from(Message.table)
        #expect(try db.fetchAll(numbered) { row in try row[1] as Int64 } == [1, 2])

        let touch = Update(Message.table).set(Message.createTime, to: Message.createTime + 1)
            .where(Message.localID == 1)
        let prune = Delete(from: Message.table).where(Message.createTime < 1_600_000_000)
        try db.inTransaction { db in
            try db.execute(touch)
            try db.execute(prune)
        }
        #expect(try db.explainQueryPlan(recent).description.hasPrefix("QUERY PLAN\n"))
        #expect(try db.pragma(.userVersion) == 0)

        let pattern = "%o%"
        let contents = try db.fetchAll(
            "SELECT \(Message.content) FROM \(Message.table) WHERE \(Message.content) LIKE \(pattern)"
                as SQLFragment
        ) { row in try row[0] as String }
        #expect(contents == ["Hello"])
    }

    @Test func goldenTestingYourDataLayer() {
        let schema = GoldenSchema(
            "CREATE TABLE message(localID INTEGER PRIMARY KEY, content TEXT, createTime REAL)")
        expectSQL(
            Select { Message.localID }.from(Message.table).where(Message.localID > 1),
            #"SELECT "localID" FROM "message" WHERE "localID" > ?"#, [1], schema: schema)
    }

    @Test func aQueueSharesOneConnectionWithTasks() async throws {
        let queue = try DatabaseQueue()
        let create = self.create
        try await queue.inDatabase { db in try db.execute(create) }
        let rows = try await queue.inDatabase { db in
            try db.fetchValue(Select { SQL.count() }.from(Message.table), as: Int64.self)
        }
        #expect(rows == 0)
    }

    @Test func errorsAndSlowStatementsCanBeObserved() throws {
        let lines = UncheckedBox<[String]>([])
        let log = { @Sendable (line: String) in lines.value.append(line) }
        var configuration = DatabaseConfiguration()
        configuration.onError { event in log("\(event.stage): \(event.error)") }
        configuration.onSlowStatement(threshold: .milliseconds(50)) { event in
            log("\(event.duration): \(event.sql)")
        }
        let folder = try TemporaryFolder()
        let queue = try DatabaseQueue(path: folder.file("app.sqlite"), configuration: configuration)
        #expect(throws: DatabaseError.self) {
            try queue.inDatabase { db in try db.execute("SELECT * FROM nowhere") }
        }
        #expect(
            lines.value == [
                "prepare: SQLITE_ERROR: no such table: nowhere in SELECT * FROM nowhere"
            ])
    }

    @Test func namedStepsChangeAnOpenPool() async throws {
        let folder = try TemporaryFolder()
        let pool = try DatabasePool(path: folder.file("app.sqlite"))
        let cacheSize = { try await pool.read { db in try db.fetchValue("PRAGMA cache_size", as: Int.self) } }
        let before = try await cacheSize()
        try pool.setStep(named: "cache") { db in try db.execute("PRAGMA cache_size = -8000") }
        #expect(try await cacheSize() == -8000)
        try pool.removeStep(named: "cache")
        #expect(try await cacheSize() == before)
    }

    @Test func aPoolReadsBesideItsWriter() async throws {
        let folder = try TemporaryFolder()
        let (create, recent) = (self.create, self.recent)
        let insert = Insert(into: Message.table).values { Message.content.set(to: "Hello") }
        let pool = try DatabasePool(path: folder.file("app.sqlite"))
        try await pool.write { db in try db.execute(create) }
        for _ in 0..<2 { try await pool.write { db in try db.execute(insert) } }
        let rows = try await pool.read { db in
            try db.fetchAll(recent, as: MessageRow.self)
        }
        #expect(rows.map(\.content) == ["Hello"])
        try pool.close {}
        #expect(try await pool.read { db in try db.fetchAll(recent, as: MessageRow.self) }.count == 1)
    }
}

// The README's records section, statement for statement.
@Suite struct ReadmeRecordsTourTests {
    struct Note: TableRecord, Equatable {
        var id: Int64?
        var title: String
        var body: String?
        var createdAt: Date
        var tags: [String] = []

        static let definition = TableDefinition<Note>("note") {
            Field(\.id).primaryKey(autoincrement: true)
            Field(\.title).check { $0.title != "" }
            Field(\.body)
            Field(\.createdAt, "created_at", storage: .unixSeconds)
            Field(\.tags)
            TableIndex("note_createdAt", \.createdAt)
        }
    }

    @Test func recordsBindATypeToItsTable() throws {
        let db = try Database.inMemory()
        try db.sync(Note.self)
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        var note = Note(id: nil, title: "Hello", body: nil, createdAt: now)
        try db.insert(&note)
        #expect(note.id == 1)
        note.body = "World"
        try db.update(&note)
        try db.updateChanges(&note) { $0.title = "Hi" }

        let lastWeek = now.addingTimeInterval(-7 * 86_400)
        let latest = Note.filter { $0.createdAt > lastWeek }.orderBy { $0.createdAt.descending }.limit(20)
        #expect(
            latest.description
                == #"SELECT "id", "title", "body", "created_at", "tags" FROM "note" WHERE "created_at" > 1699395200.0 ORDER BY "created_at" DESC LIMIT 20"#
        )
        #expect(try db.fetchAll(latest) == [note])
        #expect(try db.find(Note.self, key: 1) == note)
        #expect(try db.fetchCount(Note.filter { $0.body == nil }) == 0)
        try db.insert(Note(id: nil, title: "draft 1", body: nil, createdAt: now))
        #expect(try db.delete(Note.filter { $0.title.like("draft%") }) == 1)
        #expect(throws: DatabaseError.self) {
            try db.insert(Note(id: nil, title: "", body: nil, createdAt: now))
        }
        let title: Column<String> = Note.columns.title
        #expect(try db.fetchValues(Select { title }.from(Note.table), as: String.self) == ["Hi"])
    }
}

// The README's associations paragraph, statement for statement.
@Suite struct ReadmeAssociationsTourTests {
    typealias Note = ReadmeRecordsTourTests.Note

    struct Comment: TableRecord, Equatable {
        var id: Int64?
        var noteID: Int64?
        var text: String

        static let definition = TableDefinition<Comment>("comment") {
            Field(\.id).primaryKey(autoincrement: true)
            Field(\.noteID).references(ForeignKeyClause(references: "note"))
            Field(\.text)
        }

        static let note = BelongsTo<Comment, Note>()
    }

    @Test func associationsDecodeIntoTuplesOfRecords() throws {
        let db = try Database.inMemory()
        try db.sync(Note.self)
        try db.sync(Comment.self)
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        var first = Note(id: nil, title: "First", body: nil, createdAt: now)
        var second = Note(id: nil, title: "Second", body: nil, createdAt: now)
        try db.insert(&first)
        try db.insert(&second)
        try db.insert(Comment(id: nil, noteID: second.id, text: "a"))
        try db.insert(Comment(id: nil, noteID: second.id, text: "b"))
        try db.insert(Comment(id: nil, noteID: nil, text: "stray"))

        let withNotes = try db.fetchAll(Comment.including(required: Comment.note))
        let threads = try db.fetchAll(Note.including(all: Note.comments))
        let busiest = try db.fetchAll(
            Note.orderBy { _ in Note.comments.count.descending }.annotated(with: Note.comments.count))
        let pairs = try db.fetchAll(Note.leftJoin(Comment.self) { $0.id == $1.noteID })

        #expect(withNotes.map(\.0.text) == ["a", "b"])
        #expect(withNotes.map(\.1) == [second, second])
        #expect(threads.map(\.0) == [first, second])
        #expect(threads.map { $0.1.map(\.text) } == [[], ["a", "b"]])
        #expect(busiest.map(\.0.title) == ["Second", "First"])
        #expect(busiest.map(\.1) == [2, 0])
        #expect(pairs.map { $0.1?.text } == [nil, "a", "b"])
    }
}

extension ReadmeRecordsTourTests.Note {
    static let comments = HasMany<ReadmeRecordsTourTests.Note, ReadmeAssociationsTourTests.Comment>()
}

// The README's observation paragraph, statement for statement.
@Suite struct ReadmeObservationTourTests {
    struct Note: TableRecord, Equatable, Sendable {
        var id: Int64?
        var title: String
        var body: String?

        static let definition = TableDefinition<Note>("note") {
            Field(\.id, "id").primaryKey(autoincrement: true)
            Field(\.title, "title")
            Field(\.body, "body")
        }
    }

    @Test func aQueryIsKeptCurrentAndChangesStream() async throws {
        let folder = try TemporaryFolder()
        let pool = try DatabasePool(path: folder.file("app.sqlite"))
        _ = try await pool.write { db in try db.sync(Note.self) }
        let shown = Locked<[[String]]>([])
        let uploaded = Locked<[DatabaseChange]>([])
        let changes = try pool.committedChanges()
        let observing = Task {
            let drafts = Note.filter { $0.body == nil }.observation()
            for try await notes in drafts.values(in: pool) {
                shown.withLock { $0.append(notes.map(\.title)) }
            }
        }
        let uploading = Task {
            for await transaction in changes { uploaded.withLock { $0 += transaction.changes } }
        }
        while shown.value.isEmpty { try await Task.sleep(for: .milliseconds(1)) }
        _ = try await pool.write { db in try db.insert(Note(id: nil, title: "Draft", body: nil)) }
        while shown.value.count < 2 || uploaded.value.isEmpty { try await Task.sleep(for: .milliseconds(1)) }
        observing.cancel()
        uploading.cancel()
        #expect(shown.value == [[], ["Draft"]])
        #expect(uploaded.value == [DatabaseChange(kind: .insert, table: "note", rowID: 1)])
    }
}

// The README's migrations section, statement for statement, on an FMDB-era file.
@Suite struct ReadmeMigrationsTourTests {
    @Test func migrationsUpgradeAnFMDBEraFile() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("app.sqlite")
        do {
            let fmdb = try Database(path: path)
            try fmdb.execute("CREATE TABLE user (id INTEGER PRIMARY KEY, name TEXT)")
            try fmdb.execute("CREATE INDEX user_name ON user(name)")
            try fmdb.execute("INSERT INTO user VALUES (1, 'Alice'), (2, NULL)")
            try fmdb.setPragma(.userVersion, to: 1)
        }
        let queue = try DatabaseQueue(path: path)

        var migrator = DatabaseMigrator()
        migrator.legacyVersion = .userVersion  // an FMDB-era file at user_version N: the first N are done
        migrator.registerMigration("v1") { db in  // a trusted script: a literal or a bundled .sql file
            try db.executeScript(
                """
                CREATE TABLE user (id INTEGER PRIMARY KEY, name TEXT);
                CREATE INDEX user_name ON user(name);
                """)
        }
        migrator.registerMigration("v2") { db in  // change a column: SQLite's 12-step table rebuild
            try db.rebuildTable(
                CreateTable("user") {
                    ColumnDefinition("id", .integer).primaryKey()
                    ColumnDefinition("name", .text).notNull()
                },
                values: ["name": SQL.ifnull(Column<String?>("name"), "").untyped])
        }
        try migrator.migrate(queue)

        #expect(try migrator.appliedMigrations(queue) == ["v1", "v2"])
        let names = try queue.inDatabase { db in
            try db.fetchValues("SELECT name FROM user ORDER BY id", as: String.self)
        }
        #expect(names == ["Alice", ""])
        #expect(try queue.inDatabase { db in try db.columns(in: "user").map(\.isNotNull) } == [false, true])
        #expect(try queue.inDatabase { db in try db.indexes(on: "user").map(\.name) } == ["user_name"])
    }
}
