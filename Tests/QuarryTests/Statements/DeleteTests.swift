import Quarry
import QuarryTesting
import Testing

@Suite struct DeleteTests {
    @Test func tableByName() {
        expectSQL(Delete(from: "tag"), #"DELETE FROM "tag""#)
    }

    @Test func deleteAll() {
        expectSQL(Delete(from: Message.table), #"DELETE FROM "message""#)
    }

    @Test func deleteWhere() {
        expectSQL(
            Delete(from: Message.table).where(Message.createTime < 100.0),
            #"DELETE FROM "message" WHERE "createTime" < ?"#, [100.0])
    }

    @Test func whereCalledTwiceAnds() {
        expectSQL(
            Delete(from: Message.table).where(Message.kind == "a").where(Message.flags != 0),
            #"DELETE FROM "message" WHERE "kind" = ? AND "flags" != ?"#, ["a", 0])
    }

    @Test func whereWithSubquery() {
        expectSQL(
            Delete(from: Tag.table).where(
                membership(
                    Tag.messageID, in: .select(Select { Message.localID }.from(Message.table)), negated: true)
            ),
            #"DELETE FROM "tag" WHERE "messageID" NOT IN (SELECT "localID" FROM "message")"#)
    }

    @Test func schemaQualified() {
        expectSQL(
            Delete(from: Table("tag", schema: "main")).where(Tag.name == "x"),
            #"DELETE FROM "main"."tag" WHERE "name" = ?"#, ["x"])
    }

    @Test func aliased() {
        let t = Tag.table.as("t")
        expectSQL(
            Delete(from: t).where(t[Tag.weight] == nil),
            #"DELETE FROM "tag" AS "t" WHERE "t"."weight" IS NULL"#)
    }

    @Test func indexedBy() {
        expectSQL(
            Delete(from: Message.table.indexed(by: "message_createTime")).where(Message.createTime > 1.0),
            #"DELETE FROM "message" INDEXED BY "message_createTime" WHERE "createTime" > ?"#, [1.0])
    }

    @Test func returningColumns() {
        expectSQL(
            Delete(from: Message.table).where(Message.localID == 1).returning {
                Message.localID
                Message.content
            },
            #"DELETE FROM "message" WHERE "localID" = ? RETURNING "localID", "content""#, [1])
    }

    @Test func returningAlias() {
        expectSQL(
            Delete(from: Message.table).returning { Message.localID.as("gone") },
            #"DELETE FROM "message" RETURNING "localID" AS "gone""#)
    }

    @Test func returningStar() {
        expectSQL(Delete(from: Tag.table).returning(.all), #"DELETE FROM "tag" RETURNING *"#)
    }

    @Test func orderByLimit() {
        expectSQL(
            Delete(from: Message.table).orderBy(Message.createTime).limit(100),
            #"DELETE FROM "message" ORDER BY "createTime" LIMIT ?"#, [100])
    }

    @Test func limitOffset() {
        expectSQL(
            Delete(from: Message.table).where(Message.flags == 0).limit(5, offset: 10),
            #"DELETE FROM "message" WHERE "flags" = ? LIMIT ? OFFSET ?"#, [0, 5, 10])
    }

    @Test func returningThenOrderByLimit() {
        expectSQL(
            Delete(from: Message.table).returning { Message.localID }.orderBy(Message.localID.descending)
                .limit(1),
            #"DELETE FROM "message" RETURNING "localID" ORDER BY "localID" DESC LIMIT ?"#, [1])
    }

    @Test func withPrefix() {
        let old = CommonTableExpression(
            "old", as: Select { Message.localID }.from(Message.table).where(Message.createTime < 5.0))
        expectSQL(
            Delete(from: Tag.table).with { old }.where(membership(Tag.messageID, in: .table("old"))),
            #"WITH "old" AS (SELECT "localID" FROM "message" WHERE "createTime" < ?) DELETE FROM "tag" WHERE "messageID" IN "old""#,
            [5.0])
    }

    @Test func descriptionInlinesValues() {
        #expect(
            Delete(from: Tag.table).where(Tag.name == "a'b").description
                == #"DELETE FROM "tag" WHERE "name" = 'a''b'"#)
    }

    @Test func nulInTableName() {
        expectRenderingError(Delete(from: Table("t\0g")), .invalidIdentifier, mentioning: "NUL")
    }

    @Test func orderByWithoutLimit() {
        expectRenderingError(
            Delete(from: Tag.table).orderBy(Tag.name), .invalidStatement, mentioning: "needs a LIMIT")
    }

    @Test func emptyReturning() {
        expectRenderingError(Delete(from: Tag.table).returning {}, .emptyList, mentioning: "RETURNING")
    }
}
