import Quarry
import QuarryTesting
import Testing

@Suite struct CreateViewTests {
    @Test func simpleView() {
        expectSQL(
            CreateView("message_ids", as: Select { Message.localID }.from(Message.table)),
            #"CREATE VIEW "message_ids" AS SELECT "localID" FROM "message""#)
    }

    @Test func temporary() {
        expectSQL(
            CreateView("message_ids", temporary: true, as: Select { Message.localID }.from(Message.table)),
            #"CREATE TEMP VIEW "message_ids" AS SELECT "localID" FROM "message""#)
    }

    @Test func ifNotExistsOnExistingView() {
        expectSQL(
            CreateView("message_view", ifNotExists: true, as: Select { Message.localID }.from(Message.table)),
            #"CREATE VIEW IF NOT EXISTS "message_view" AS SELECT "localID" FROM "message""#)
    }

    @Test func columnList() {
        expectSQL(
            CreateView(
                "named", columns: [SQLIdentifier("id"), SQLIdentifier("text")],
                as: Select {
                    Message.localID
                    Message.content
                }.from(Message.table)),
            #"CREATE VIEW "named" ("id", "text") AS SELECT "localID", "content" FROM "message""#)
    }

    @Test func columnListFromTypedColumns() {
        expectSQL(
            CreateView(
                "named", columns: [Message.localID, Message.kind],
                as: Select {
                    Message.localID
                    Message.kind
                }.from(Message.table)),
            #"CREATE VIEW "named" ("localID", "kind") AS SELECT "localID", "kind" FROM "message""#)
    }

    @Test func valuesAreInlined() {
        expectSQL(
            CreateView(
                "notes",
                as: Select.all.from(Message.table).where(Message.kind == "it's" && Message.flags > 2).limit(
                    10)),
            #"CREATE VIEW "notes" AS SELECT * FROM "message" WHERE "kind" = 'it''s' AND "flags" > 2 LIMIT 10"#
        )
    }

    @Test func blobAndRealInlined() {
        expectSQL(
            CreateView(
                "odd",
                as: Select.all.from(Message.table).where(
                    Message.payload == [UInt8]([0xFF]) || Message.createTime < 0.5)),
            #"CREATE VIEW "odd" AS SELECT * FROM "message" WHERE "payload" = X'FF' OR "createTime" < 0.5"#)
    }

    @Test func joinView() {
        let m = Message.table.as("m")
        let a = Author.table.as("a")
        expectSQL(
            CreateView(
                "message_author",
                as: Select {
                    m[Message.localID]
                    a[Author.name]
                }.from(m.join(a, on: a[Author.id] == m[Message.authorID]))),
            #"CREATE VIEW "message_author" AS SELECT "m"."localID", "a"."name" FROM "message" AS "m" JOIN "author" AS "a" ON "a"."id" = "m"."authorID""#
        )
    }

    @Test func compoundView() {
        expectSQL(
            CreateView(
                "names",
                as: Select { Author.name }.from(Author.table).union(Select { Tag.name }.from(Tag.table))),
            #"CREATE VIEW "names" AS SELECT "name" FROM "author" UNION SELECT "name" FROM "tag""#)
    }

    @Test func viewWithCTE() {
        let heavy = CommonTableExpression("heavy", as: Select.all.from(Tag.table).where(Tag.weight > 1.0))
        expectSQL(
            CreateView("heavy_tags", as: Select.all.from(heavy.table).with(heavy)),
            #"CREATE VIEW "heavy_tags" AS WITH "heavy" AS (SELECT * FROM "tag" WHERE "weight" > 1.0) SELECT * FROM "heavy""#
        )
    }

    @Test func schemaQualified() {
        expectSQL(
            CreateView(TableName("v", schema: "main"), as: Select { Author.id }.from(Author.table)),
            #"CREATE VIEW "main"."v" AS SELECT "id" FROM "author""#)
    }

    @Test func temporaryIfNotExistsWithColumns() {
        expectSQL(
            CreateView(
                "v", temporary: true, ifNotExists: true, columns: [SQLIdentifier("n")],
                as: Select { Author.name }.from(Author.table)),
            #"CREATE TEMP VIEW IF NOT EXISTS "v" ("n") AS SELECT "name" FROM "author""#)
    }

    @Test func nulInViewName() {
        expectRenderingError(
            CreateView("v\0", as: Select { Author.name }.from(Author.table)), .invalidIdentifier,
            mentioning: "NUL")
    }

    @Test func emptySelectInView() {
        expectRenderingError(
            CreateView("v", as: Select(columns: []).from(Author.table)), .emptyList,
            mentioning: "result column")
    }

    @Test func columnNamesAsStringsAndTheViewAsATable() {
        expectSQL(
            CreateView(
                Table("named"), columns: ["id", "text"],
                as: Select {
                    Message.localID
                    Message.content
                }.from(Message.table)),
            #"CREATE VIEW "named" ("id", "text") AS SELECT "localID", "content" FROM "message""#)
    }
}
