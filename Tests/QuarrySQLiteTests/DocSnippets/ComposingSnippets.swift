import Foundation
import QuarrySQLite
import Testing

// The snippets of Sources/Quarry/Quarry.docc/ComposingStatements.md, each rendered and prepared
// in a real SQLite with the schema below, so that every statement the article shows is one
// SQLite accepts.

@Suite struct ComposingSnippets {
    // docs:begin composing-columns
    enum Message {
        static let table = Table("message")
        static let localID = Column<Int64>("localID", in: table)
        static let content = Column<String?>("content", in: table)
        static let createTime = Column<Double>("createTime", in: table)
        static let authorID = Column<Int64?>("authorID", in: table)
    }

    enum Author {
        static let table = Table("author")
        static let id = Column<Int64>("id", in: table)
        static let name = Column<String>("name", in: table)
    }
    // docs:end

    static func database() throws -> Database {
        let db = try Database.inMemory()
        try db.executeScript(
            """
            CREATE TABLE author(id INTEGER PRIMARY KEY, name TEXT NOT NULL);
            CREATE TABLE message(localID INTEGER PRIMARY KEY, content TEXT, createTime REAL NOT NULL DEFAULT 0,
                                 authorID INTEGER REFERENCES author(id));
            """)
        return db
    }

    @Test func expressions() throws {
        let filters: [SQLExpression<Bool>] = [1, 2].map { Message.localID == Int64($0) }
        // docs:begin composing-expressions
        let isRecent = Message.createTime > 1_600_000_000  // SQLExpression<Bool>
        let matches = Message.content.like("%quarry%") && Message.localID.in([1, 2, 3])
        let noContent = Message.content == nil  // "content" IS NULL
        let anyOf = SQL.or(filters)  // a runtime list of conditions, balanced so thousands stay legal
        let length = SQL.length(Message.content)  // SQLExpression<Int64?>
        let label = Case {
            When(Message.createTime > 1_700_000_000, then: "new")
            When(Message.createTime > 1_600_000_000, then: "recent")
        }
        .else("old")
        // docs:end
        let db = try Self.database()
        _ = try db.fetchAll(
            Select {
                length
                label
            }.from(Message.table).where(isRecent && matches || noContent || anyOf))
    }

    @Test func selects() throws {
        let db = try Self.database()
        // docs:begin composing-select
        let recent = Select {
            Message.localID
            Message.content
        }
        .from(Message.table)
        .where(Message.localID > 1 || Message.content == nil)
        .orderBy(Message.createTime.descending)
        .limit(10)
        // docs:end
        // docs:begin composing-builders
        func columns(withContent: Bool) -> Select {
            Select {
                Message.localID
                if withContent {
                    Message.content
                }
                for column in [Message.createTime] {
                    column
                }
            }
            .from(Message.table)
        }
        // docs:end
        // docs:begin composing-join
        let withAuthor = Select {
            Message.content
            Author.name
        }
        .from(Message.table.join(Author.table, on: Message.authorID == Author.id))
        // SELECT "message"."content", "author"."name" FROM "message" JOIN "author"
        //   ON "message"."authorID" = "author"."id"
        // docs:end
        // docs:begin composing-aggregate
        let counts = Select {
            Message.authorID
            SQL.count().as("n")
        }
        .from(Message.table)
        .groupBy(Message.authorID)
        .having(SQL.count() > 1)
        // docs:end
        // docs:begin composing-subquery
        let messageCount = SQL.subquery(
            Select { SQL.count() }.from(Message.table).where(Message.authorID == Author.id), as: Int64.self)
        let busyAuthors = Select {
            Author.name
            messageCount
        }
        .from(Author.table)
        .where(messageCount > 10)
        // SELECT "name", (SELECT count(*) FROM "message" WHERE "authorID" = "author"."id") FROM "author" …
        // docs:end
        // docs:begin composing-compound
        let everyone = Select { Author.name }.from(Author.table)
            .union(Select { SQL.coalesce(Message.content, "") }.from(Message.table))
            .orderBy(1)
        // docs:end
        for select in [
            recent, columns(withContent: true), columns(withContent: false), withAuthor, counts, busyAuthors,
            everyone,
        ] {
            _ = try db.fetchAll(select)
        }
        #expect(
            withAuthor.description
                == #"SELECT "message"."content", "author"."name" FROM "message" JOIN "author" ON "message"."authorID" = "author"."id""#
        )
    }

    @Test func writes() throws {
        let db = try Self.database()
        // docs:begin composing-writes
        let insert = Insert(into: Message.table).values {
            Message.content.set(to: "Hello")
            Message.createTime.set(to: 1_700_000_000)
        }
        let upsert = Insert(into: Message.table)
            .values {
                Message.localID.set(to: 1)
                Message.content.set(to: "Hi")
            }
            .onConflict(Message.localID)
            .doUpdate { Message.content.set(to: Message.content.excluded) }
            .returning { Message.localID }
        let touch = Update(Message.table)
            .set(Message.createTime, to: Message.createTime + 1)
            .where(Message.localID == 1)
        let prune = Delete(from: Message.table).where(Message.createTime < 1_600_000_000)
        // docs:end
        try db.execute(insert)
        _ = try db.fetchAll(upsert)
        try db.execute(touch)
        try db.execute(prune)
    }

    @Test func schema() throws {
        let db = try Database.inMemory()
        // docs:begin composing-schema
        let createAuthor = CreateTable(Author.table.name, ifNotExists: true) {
            ColumnDefinition(Author.id, .integer).primaryKey()
            ColumnDefinition(Author.name, .text).notNull()
        }
        let createMessage = CreateTable(Message.table.name, ifNotExists: true) {
            ColumnDefinition(Message.localID, .integer).primaryKey(autoincrement: true)
            ColumnDefinition(Message.content, .text)
            ColumnDefinition(Message.createTime, .real).notNull().default(0)
            ColumnDefinition(Message.authorID, .integer)
        }
        let index = CreateIndex("message_createTime", on: Message.table, Message.createTime)
        let view = CreateView(
            "recent_message", ifNotExists: true,
            as: Select { Message.content }.from(Message.table).where(Message.createTime > 1_600_000_000))
        let addColumn = AlterTable(Message.table)
            .addColumn(ColumnDefinition("archived", .integer).notNull().default(0))
        let dropOld = Drop.table("old_message", ifExists: true)
        // docs:end
        try db.execute(createAuthor)
        try db.execute(createMessage)
        try db.execute(index)
        try db.execute(view)
        try db.execute(addColumn)
        try db.execute(dropOld)
    }

    @Test func otherStatements() throws {
        let db = try Self.database()
        // docs:begin composing-other
        let statements: [any SQLStatement] = [
            Begin(.immediate),
            Savepoint("import"),
            Release("import"),
            Commit(),
            Pragma(.userVersion, value: 3),
            Pragma.journalMode(.wal),
            Analyze(),
            Reindex(Message.table),
            Vacuum(),
        ]
        // docs:end
        for statement in statements {
            try db.execute(statement)
        }
    }
}
