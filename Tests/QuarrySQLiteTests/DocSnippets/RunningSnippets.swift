import Foundation
import QuarrySQLite
import Testing

// The snippets of Sources/QuarrySQLite/QuarrySQLite.docc/RunningStatements.md, run on databases in
// memory and in a temporary folder.

@Suite struct RunningSnippets {
    enum Message {
        static let table = Table("message")
        static let localID = Column<Int64>("localID", in: table)
        static let content = Column<String?>("content", in: table)
        static let createTime = Column<Double>("createTime", in: table)
    }

    struct MessageRow: Decodable, Sendable {
        var localID: Int64
        var content: String?
    }

    static let schema: StaticString = """
        CREATE TABLE message(localID INTEGER PRIMARY KEY, content TEXT, createTime REAL NOT NULL DEFAULT 0);
        INSERT INTO message(content, createTime) VALUES ('a', 1), ('b', 2), (NULL, 3);
        """

    static func temporaryPath(_ name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("quarry-doc-snippets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(name).path
    }

    @Test func connections() throws {
        let path = try Self.temporaryPath("app.sqlite")
        // docs:begin running-open
        var configuration = DatabaseConfiguration()
        configuration.busyTimeout = .seconds(2)  // wait this long for another connection's lock
        configuration.statementCacheCapacity = 128
        let db = try Database(path: path, configuration: configuration)
        // docs:end
        try db.executeScript(Self.schema)
        try db.close()
    }

    @Test func rowsAndDecoding() throws {
        let db = try Database.inMemory()
        try db.executeScript(Self.schema)
        let recent = Select {
            Message.localID
            Message.content
        }.from(Message.table).orderBy(Message.localID)
        // docs:begin running-decoding
        let rows = try db.fetchAll(recent, as: MessageRow.self)  // [MessageRow], by column name
        let first = try db.fetchOne(recent, as: MessageRow.self)  // MessageRow?
        let count = try db.fetchValue(Select { SQL.count() }.from(Message.table), as: Int64.self)
        let contents = try db.fetchValues(Select { Message.content }.from(Message.table), as: String?.self)
        let last = Select { Message.content }.from(Message.table).orderBy(Message.localID.descending).limit(1)
        let latest = try db.fetchValue(last, as: String?.self)  // String?: no row and NULL are both nil
        // docs:end
        // docs:begin running-rows
        let pairs = try db.fetchAll(recent) { row in
            (try row.value(at: 0, as: Int64.self), try row.value(named: "content", as: String?.self))
        }
        let texts = try db.fetchAll(recent) { row in try row[Message.content] }  // the column's type
        // docs:end
        #expect(rows.count == 3)
        #expect(first?.localID == 1)
        #expect(count == 3)
        #expect(contents.count == 3)
        #expect(pairs.count == 3)
        #expect(texts == contents)
        #expect(latest == nil && contents.last! == nil)
    }

    @Test func cursors() throws {
        let db = try Database.inMemory()
        try db.executeScript(Self.schema)
        let recent = Select {
            Message.localID
            Message.content
        }.from(Message.table)
        var seen = 0
        // docs:begin running-cursor
        let cursor = try db.cursor(recent, as: MessageRow.self)
        while let message = try cursor.next() {
            print(message.localID)  // one row in memory at a time
            seen += 1
        }
        // docs:end
        #expect(seen == 3)
    }

    @Test func transactions() throws {
        let db = try Database.inMemory()
        try db.executeScript(Self.schema)
        // docs:begin running-transaction
        try db.inTransaction { db in  // commits on return, rolls back on throw
            try db.execute(Update(Message.table).set(Message.createTime, to: 10).where(Message.localID == 1))
            try db.inSavepoint { db in  // a nested unit that can fail alone
                try db.execute(Delete(from: Message.table).where(Message.content == nil))
            }
        }
        try db.runTransaction { db in  // the block decides, without an error to throw
            try db.execute(Delete(from: Message.table))
            let left = try db.fetchValue(Select { SQL.count() }.from(Message.table), as: Int64.self)
            return left == 0 ? .rollback : .commit  // never leave the table empty
        }
        // docs:end
        #expect(try db.fetchValue(Select { SQL.count() }.from(Message.table), as: Int64.self) == 2)
    }

    @Test func errors() throws {
        let db = try Database.inMemory()
        try db.executeScript(Self.schema)
        // docs:begin running-errors
        do {
            try db.execute(Insert(into: Message.table).values { Message.localID.set(to: 1) })
        } catch let error as DatabaseError {
            print(error.code)  // constraint
            print(error.extendedCode)  // constraintPrimarykey
            print(error.message)  // UNIQUE constraint failed: message.localID
            print(error.sql ?? "")  // INSERT INTO "message" ("localID") VALUES (?)
        }
        // docs:end
        let error = try #require(throws: DatabaseError.self) {
            try db.execute(Insert(into: Message.table).values { Message.localID.set(to: 1) })
        }
        #expect(error.code == .constraint)
        #expect(error.extendedCode == .constraintPrimarykey)
        #expect(error.message == "UNIQUE constraint failed: message.localID")
        #expect(error.sql == #"INSERT INTO "message" ("localID") VALUES (?)"#)
    }

    @Test func queues() async throws {
        let path = try Self.temporaryPath("queue.sqlite")
        // docs:begin running-queue
        let queue = try DatabaseQueue(path: path)
        try await queue.inDatabase { db in  // without `await` from synchronous code: it blocks
            try db.executeScript(
                "CREATE TABLE IF NOT EXISTS message(localID INTEGER PRIMARY KEY, content TEXT)")
        }
        let count = try await queue.read { db in
            try db.fetchValue(Select { SQL.count() }.from(Message.table), as: Int64.self)
        }
        // docs:end
        #expect(count == 0)
    }

    @Test func pools() async throws {
        let path = try Self.temporaryPath("pool.sqlite")
        try await DatabaseQueue(path: path).inDatabase { db in try db.executeScript(Self.schema) }
        let recent = Select {
            Message.localID
            Message.content
        }.from(Message.table)
        // docs:begin running-pool
        let pool = try DatabasePool(path: path)  // WAL; up to 4 read-only readers
        try await pool.write { db in  // a transaction on the one writer
            try db.execute(Insert(into: Message.table).values { Message.content.set(to: "Hi") })
        }
        let rows = try await pool.read { db in  // a committed snapshot, beside the writer
            try db.fetchAll(recent, as: MessageRow.self)
        }
        // docs:end
        #expect(rows.count == 4)
        #expect(try messageCount(in: pool) == 4)
    }

    // docs:begin running-access
    func messageCount(in access: some DatabaseAccess) throws -> Int64? {
        try access.read { db in
            try db.fetchValue(Select { SQL.count() }.from(Message.table), as: Int64.self)
        }
    }
    // docs:end

    @Test func migrations() throws {
        let path = try Self.temporaryPath("migrated.sqlite")
        let queue = try DatabaseQueue(path: path)
        // docs:begin running-migrations
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.executeScript(
                """
                CREATE TABLE user (id INTEGER PRIMARY KEY, name TEXT);
                CREATE INDEX user_name ON user(name);
                """)
        }
        migrator.registerMigration("v2") { db in
            try db.execute(AlterTable("user").addColumn(ColumnDefinition("email", .text)))
        }
        try migrator.migrate(queue)  // runs v1 and v2 once, each in its own transaction
        // docs:end
        let emailColumns = try queue.read { db in
            try db.fetchValue(
                "SELECT count(*) FROM pragma_table_info('user') WHERE name = 'email'" as SQLFragment,
                as: Int64.self)
        }
        #expect(emailColumns == 1)
    }
}
