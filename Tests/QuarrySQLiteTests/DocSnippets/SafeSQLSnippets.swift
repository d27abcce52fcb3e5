import Foundation
import QuarrySQLite
import Testing

// The snippets of Sources/Quarry/Quarry.docc/SafeSQL.md; each test checks what the article says
// the snippet renders.

@Suite struct SafeSQLSnippets {
    enum Message {
        static let table = Table("message")
        static let localID = Column<Int64>("localID", in: table)
        static let content = Column<String?>("content", in: table)
        static let createTime = Column<Double>("createTime", in: table)
    }

    @Test func valuesBind() throws {
        // docs:begin safe-sql-bind
        let text = "'); DROP TABLE message; --"
        let insert = Insert(into: Message.table).values { Message.content.set(to: text) }
        let rendered = try insert.render()
        // rendered.sql:       INSERT INTO "message" ("content") VALUES (?)
        // rendered.arguments: ["'); DROP TABLE message; --"]
        // docs:end
        #expect(rendered.sql == #"INSERT INTO "message" ("content") VALUES (?)"#)
        #expect(rendered.arguments == [.text(text)])
    }

    @Test func namesAreQuoted() throws {
        // docs:begin safe-sql-names
        let odd = Table(#"my "table""#)
        let rendered = try Select { Column<Int64>("id", in: odd) }.from(odd).render()
        // rendered.sql: SELECT "id" FROM "my ""table"""
        // docs:end
        #expect(rendered.sql == #"SELECT "id" FROM "my ""table""""#)
    }

    @Test func literalsWhereSQLiteRefusesParameters() throws {
        // docs:begin safe-sql-inlined
        let create = CreateTable("note") {
            ColumnDefinition("title", .text).notNull().default("it's")
        }
        let rendered = try create.render()
        // rendered.sql: CREATE TABLE "note" ("title" TEXT NOT NULL DEFAULT 'it''s')
        // rendered.arguments: []
        // docs:end
        #expect(rendered.sql == #"CREATE TABLE "note" ("title" TEXT NOT NULL DEFAULT 'it''s')"#)
        #expect(rendered.arguments.isEmpty)
    }

    @Test func fragments() throws {
        // docs:begin safe-sql-fragment
        let pattern = "%o%"
        let query: SQLFragment =
            "SELECT \(Message.content) FROM \(Message.table) WHERE \(Message.content) LIKE \(pattern)"
        // query.render().sql: SELECT "content" FROM "message" WHERE "content" LIKE ?
        // docs:end
        #expect(try query.render().sql == #"SELECT "content" FROM "message" WHERE "content" LIKE ?"#)
        #expect(try query.render().arguments == ["%o%"])
    }

    @Test func theUnsafeDoor() throws {
        // docs:begin safe-sql-unsafe
        let direction = "DESC"  // text your code chose, never text a user typed
        let ordered: SQLFragment =
            "SELECT \(Message.localID) FROM \(Message.table) ORDER BY 1 \(unsafeRaw: direction)"
        // docs:end
        #expect(try ordered.render().sql == #"SELECT "localID" FROM "message" ORDER BY 1 DESC"#)
    }

    @Test func descriptions() throws {
        // docs:begin safe-sql-description
        let query = Select { Message.localID }.from(Message.table).where(Message.content == "it's")
        print(query)
        // SELECT "localID" FROM "message" WHERE "content" = 'it''s'
        print(try query.render())
        // SELECT "localID" FROM "message" WHERE "content" = ? /* arguments: 'it''s' */
        // docs:end
        #expect(query.description == #"SELECT "localID" FROM "message" WHERE "content" = 'it''s'"#)
        #expect(
            try query.render().description
                == #"SELECT "localID" FROM "message" WHERE "content" = ? /* arguments: 'it''s' */"#)
    }
}
