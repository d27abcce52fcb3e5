import Foundation
import QuarrySQLite
import Testing

// The snippets of Sources/QuarrySQLite/QuarrySQLite.docc/GettingStarted.md, run on a database in
// memory.

@Suite struct GettingStartedSnippets {
    // docs:begin getting-started-table
    enum Message {
        static let table = Table("message")
        static let localID = Column<Int64>("localID", in: table)
        static let content = Column<String?>("content", in: table)
        static let createTime = Column<Double>("createTime", in: table)
    }
    // docs:end

    // docs:begin getting-started-row
    struct MessageRow: Decodable {
        var localID: Int64
        var content: String?
    }
    // docs:end

    @Test func firstTableInsertAndQuery() throws {
        // docs:begin getting-started-open
        let db = try Database.inMemory()  // or Database(path: "app.sqlite")
        // docs:end
        // docs:begin getting-started-create
        try db.execute(
            CreateTable(Message.table.name, ifNotExists: true) {
                ColumnDefinition(Message.localID, .integer).primaryKey(autoincrement: true)
                ColumnDefinition(Message.content, .text)
                ColumnDefinition(Message.createTime, .real).notNull().default(0)
            })
        // docs:end
        // docs:begin getting-started-insert
        try db.execute(
            Insert(into: Message.table).values {
                Message.content.set(to: "Hello")
                Message.createTime.set(to: 1_700_000_000)
            })
        let id = db.lastInsertRowID
        // docs:end
        // docs:begin getting-started-query
        let recent = Select {
            Message.localID
            Message.content
        }
        .from(Message.table)
        .where(Message.createTime > 1_600_000_000)
        .orderBy(Message.createTime.descending)
        .limit(10)

        print(recent)  // SELECT "localID", "content" FROM "message" WHERE "createTime" > 1600000000.0 …
        let rows = try db.fetchAll(recent, as: MessageRow.self)
        // docs:end
        #expect(rows.map(\.localID) == [id])
        #expect(rows.map(\.content) == ["Hello"])
        #expect(
            recent.description
                == #"SELECT "localID", "content" FROM "message" WHERE "createTime" > 1600000000.0 ORDER BY "createTime" DESC LIMIT 10"#
        )
    }
}
