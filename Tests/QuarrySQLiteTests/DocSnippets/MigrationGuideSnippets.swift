import Foundation
import QuarrySQLite
import Testing

// The Quarry side of the migration guides in Sources/QuarrySQLite/QuarrySQLite.docc/Migrating*.md,
// run against databases shaped like the ones those libraries leave behind.

@Suite struct MigrationGuideSnippets {
    // docs:begin migrating-user-table
    enum User {
        static let table = Table("user")
        static let id = Column<Int64>("id", in: table)
        static let name = Column<String?>("name", in: table)
        static let age = Column<Int64?>("age", in: table)
    }

    struct UserRow: Decodable {
        var id: Int64
        var name: String?
    }
    // docs:end

    // docs:begin migrating-message-record
    struct Message: TableRecord {
        var localID: Int64?
        var content: String?
        var createTime: Date
        var modifiedTime: Date

        static let definition = TableDefinition<Message>("message", dateStorage: .unixSeconds) {
            Field(\.localID).primaryKey(autoincrement: true)
            Field(\.content)
            Field(\.createTime)
            Field(\.modifiedTime, "db_modifiedTime")  // the column's name differs from the property's
            TableIndex("message_index", \.createTime)
        }
    }
    // docs:end

    static func temporaryPath(_ name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("quarry-doc-migrating-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(name).path
    }

    static func userDatabase() throws -> Database {
        let db = try Database.inMemory()
        try db.executeScript(
            """
            CREATE TABLE user (id INTEGER PRIMARY KEY, name TEXT, age INTEGER);
            INSERT INTO user VALUES (1, 'Alice', 30), (2, 'Bob', 20);
            """)
        return db
    }

    @Test func fmdbQueries() throws {
        let db = try Self.userDatabase()
        // docs:begin fmdb-query
        let adults = try db.fetchAll(
            Select {
                User.id
                User.name
            }.from(User.table).where(User.age >= 18),
            as: UserRow.self)
        for user in adults {
            print(user.name ?? "-")
        }
        // docs:end
        // docs:begin fmdb-update
        try db.execute(
            Insert(into: User.table).values {
                User.id.set(to: 3)
                User.name.set(to: "Carol")
            })
        try db.execute(Update(User.table).set(User.name, to: "Bob").where(User.id == 2))
        try db.execute(Delete(from: User.table).where(User.age < 18))
        // docs:end
        // docs:begin fmdb-dal
        let one = try db.fetchOne(
            Select {
                User.id
                User.name
            }.from(User.table).where(User.id == 1), as: UserRow.self)
        let count = try db.fetchValue(
            Select { SQL.count() }.from(User.table).where(User.name != nil), as: Int64.self)
        let newID = db.lastInsertRowID  // after an INSERT
        // docs:end
        #expect(adults.count == 2)
        #expect(one?.name == "Alice")
        #expect(count == 3)
        #expect(newID == 3)
    }

    @Test func fmdbQueue() throws {
        let path = try Self.temporaryPath("app.sqlite")
        try Database(path: path).executeScript(
            "CREATE TABLE user (id INTEGER PRIMARY KEY, name TEXT, age INTEGER)")
        // docs:begin fmdb-queue
        let queue = try DatabaseQueue(path: path)
        try queue.inDatabase { db in
            try db.execute(
                Insert(into: User.table).values {
                    User.id.set(to: 1)
                    User.name.set(to: "Alice")
                })
        }
        try queue.inTransaction { db in  // throw to roll back; no `*rollback = YES`
            try db.execute(Update(User.table).set(User.name, to: "Bob").where(User.id == 1))
            try db.execute(Update(User.table).set(User.name, to: "Charlie").where(User.id == 2))
        }
        // docs:end
        #expect(
            try queue.read { db in try db.fetchValue(Select { User.name }.from(User.table), as: String.self) }
                == "Bob")
    }

    @Test func fmdbMigrations() throws {
        let path = try Self.temporaryPath("app.sqlite")
        try Database(path: path).executeScript(
            """
            CREATE TABLE schema_version (version INTEGER PRIMARY KEY);
            CREATE TABLE user (id INTEGER PRIMARY KEY, name TEXT);
            INSERT INTO schema_version VALUES (1);
            """)
        let queue = try DatabaseQueue(path: path)
        // docs:begin fmdb-migrations
        var migrator = DatabaseMigrator()
        // The FMDB app's own record: `SELECT max(version) FROM schema_version` = N means the
        // first N migrations below are done.
        migrator.legacyVersion = .maximum(column: "version", table: "schema_version")
        migrator.registerMigration("v1") { db in
            try db.executeScript("CREATE TABLE user (id INTEGER PRIMARY KEY, name TEXT)")
        }
        migrator.registerMigration("v2") { db in
            try db.execute(AlterTable("user").addColumn(ColumnDefinition("age", .integer)))
        }
        try migrator.migrate(queue)  // runs v2 only, in a transaction with its record
        // docs:end
        #expect(try migrator.appliedMigrations(queue) == ["v1", "v2"])
    }

    @Test func fmdbDates() throws {
        let db = try Database(path: Self.temporaryPath("fmdb-dates"))
        // An FMDB file: `[db executeUpdate:… withArgumentsInArray:@[date]]` bound REAL seconds.
        try db.execute("CREATE TABLE article(articleID TEXT PRIMARY KEY, datePublished DATE)")
        for day in 0..<8 {
            try db.execute(
                "INSERT INTO article VALUES (\("a\(day)"), \(1_600_000_000.5 + Double(day) * 86_400))")
        }
        let cutoff = Date(timeIntervalSince1970: 1_600_000_000 + 2.5 * 86_400)
        // docs:begin fmdb-dates
        enum Article {
            static let table = Table("article")
            static let id = Column<String>("articleID", in: table)
            // FMDB stores an NSDate as REAL seconds since 1970: say so once.
            static let published = DateColumn("datePublished", in: table, storage: .unixSeconds)
        }

        let recent = try db.fetchValues(
            Select { Article.id }.from(Article.table).where(Article.published > cutoff),
            as: String.self)  // binds cutoff.timeIntervalSince1970, as FMDB did
        // docs:end
        #expect(recent == ["a3", "a4", "a5", "a6", "a7"])
        // docs:begin fmdb-date-aggregates
        let latest = try db.fetchValue(
            Select { SQL.max(Article.published) }.from(Article.table),
            as: Date.self)  // the storage travels: max, min, coalesce, SQL.dateCase, a[Article.published]
        let shown = SQL.coalesce(Article.published, cutoff)  // cutoff bound as REAL seconds
        // docs:end
        #expect(latest == Date(timeIntervalSince1970: 1_600_000_000.5 + 7 * 86_400))
        #expect(
            try Select { shown }.from(Article.table).render().arguments == [
                .real(1_600_000_000 + 2.5 * 86_400)
            ])
    }

    @Test func wcdbORM() throws {
        let db = try Database(path: Self.temporaryPath("wcdb"))
        // docs:begin wcdb-orm
        try db.sync(Message.self)  // CREATE TABLE and INDEX; later adds new columns and indexes
        var message = Message(localID: nil, content: "Hello", createTime: Date(), modifiedTime: Date())
        try db.insert(&message)  // message.localID is the new rowid
        let messages = try db.fetchAll(Message.all())
        message.modifiedTime = Date()
        try db.update(&message, columns: \.modifiedTime)
        try db.delete(Message.filter { $0.localID > 0 && $0.content == nil }.limit(1))
        // docs:end
        // docs:begin wcdb-winq
        let page = try db.fetchAll(
            Message.filter { $0.localID > 1 || $0.modifiedTime != $0.createTime }
                .orderBy { $0.createTime.descending }
                .limit(20))
        let statement = Select { Message.columns.localID }
            .from(Message.table)
            .where(Message.columns.content.like("%hi%"))
        print(statement)  // WINQ's getDescription(): the SQL, values inlined
        // docs:end
        // docs:begin wcdb-core
        try db.execute(
            CreateTable("draft", ifNotExists: true) { ColumnDefinition("id", .integer).primaryKey() })
        print(try db.explainQueryPlan(statement))  // StatementExplain, as a tree
        let prepared = try db.prepare(statement)  // prepare / step
        let ids = try prepared.fetchAll { row in try row.value(at: 0, as: Int64.self) }
        // docs:end
        #expect(messages.count == 1)
        #expect(page.count == 1)
        #expect(ids.isEmpty)
    }

    @Test func wcdbConfig() throws {
        let pool = try DatabasePool(path: Self.temporaryPath("wcdb-config.sqlite"))
        // docs:begin wcdb-config
        // WCDB's setConfig(named:withInvocation:withUninvocation:) and removeConfig(named:)
        try pool.setStep(named: "cache") { db in
            try db.execute("PRAGMA cache_size = -8000")
        } undo: { db in
            try db.execute("PRAGMA cache_size = -2000")
        }
        try pool.removeStep(named: "cache")
        // docs:end
        #expect(try pool.read { db in try db.fetchValue("PRAGMA cache_size", as: Int.self) } == -2000)
    }

    @Test func sqliteSwift() throws {
        let db = try Self.userDatabase()
        // docs:begin sqliteswift-query
        for user in try db.fetchAll(
            Select {
                User.id
                User.name
            }.from(User.table), as: UserRow.self)
        {
            print("id: \(user.id), name: \(user.name ?? "-")")
        }
        // docs:end
        // docs:begin sqliteswift-write
        try db.execute(
            Insert(into: User.table).values {
                User.name.set(to: "Dana")
                User.age.set(to: 40)
            })
        try db.execute(Update(User.table).set(User.age, to: User.age + 1).where(User.name == "Dana"))
        let count = try db.fetchValue(Select { SQL.count() }.from(User.table), as: Int64.self)
        // docs:end
        #expect(count == 3)
    }

    // docs:begin activesqlite-record
    struct Product: TimestampedRecord {  // created_at and updated_at, as ActiveSQLite keeps them
        var id: Int64?
        var name: String
        var price: Double
        var desc: String?
        var publishDate: Date?
        var createdAt: Date?
        var updatedAt: Date?

        static let definition = TableDefinition<Product>(
            "product", dateStorage: .unixMilliseconds, columnNaming: .snakeCase
        ) {
            Field(\.id).primaryKey(autoincrement: true)
            Field(\.name)
            Field(\.price)
            Field(\.desc)
            Field(\.publishDate)  // the column publish_date, in milliseconds
            Field(\.createdAt)
            Field(\.updatedAt)
        }
    }
    // docs:end

    @Test func activeSQLite() throws {
        let db = try Database.inMemory()
        // docs:begin activesqlite-crud
        try db.sync(Product.self)  // the table is created from the definition
        var product = Product(id: nil, name: "iPhone 7", price: 599, desc: nil, publishDate: nil)
        try db.insert(&product)
        var found = try db.fetchOne(Product.filter { $0.name == "iPhone 7" })
        found?.name = "iPad"
        if var found { try db.update(&found) }
        try db.delete(product)
        // docs:end
        #expect(try db.fetchCount(Product.all()) == 0)
        #expect(
            try db.columns(in: "product").map(\.name) == [
                "id", "name", "price", "desc", "publish_date", "created_at", "updated_at",
            ])
    }

    @Test func grdb() async throws {
        let path = try Self.temporaryPath("grdb.sqlite")
        try Database(path: path).executeScript(
            "CREATE TABLE user (id INTEGER PRIMARY KEY, name TEXT, age INTEGER)")
        // docs:begin grdb-access
        let pool = try DatabasePool(path: path)
        try await pool.write { db in
            try db.execute(
                Insert(into: User.table).values {
                    User.name.set(to: "Alice")
                    User.age.set(to: 30)
                })
        }
        let names = try await pool.read { db in
            try db.fetchValues(
                Select { User.name }.from(User.table).where(User.age > 18).orderBy(User.name),
                as: String?.self)
        }
        // docs:end
        #expect(names == ["Alice"])
        let queue = try DatabaseQueue(path: Self.temporaryPath("messages.sqlite"))
        _ = try await queue.write { db in try db.sync(Message.self) }
        // docs:begin grdb-query
        let recent = try await queue.read { db in
            try db.fetchAll(
                Message.filter { $0.localID > 1 || $0.modifiedTime != $0.createTime }
                    .orderBy { $0.createTime.descending }
                    .limit(20))
        }
        // docs:end
        #expect(recent.isEmpty)
    }
}
