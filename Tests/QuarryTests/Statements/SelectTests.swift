import Quarry
import QuarryTesting
import Testing

@Suite struct SelectTests {
    @Test func designSketch() {
        let recent = Select {
            Message.localID
            Message.content
        }
        .from(Message.table)
        .where(Message.localID > 1 || Message.content == nil)
        .orderBy(Message.createTime.descending)
        .limit(10)
        expectSQL(
            recent,
            #"SELECT "localID", "content" FROM "message" WHERE "localID" > ? OR "content" IS NULL ORDER BY "createTime" DESC LIMIT ?"#,
            [1, 10])
        #expect(
            recent.description
                == #"SELECT "localID", "content" FROM "message" WHERE "localID" > 1 OR "content" IS NULL ORDER BY "createTime" DESC LIMIT 10"#
        )
    }

    @Test func severalWhereCallsAndTogether() {
        expectSQL(
            Select { Message.localID }.from(Message.table).where(Message.flags > 0).where(
                Message.kind == "a" || Message.kind == "b"),
            #"SELECT "localID" FROM "message" WHERE "flags" > ? AND ("kind" = ? OR "kind" = ?)"#, [0, "a", "b"])
    }

    @Test func emptyResultColumnsIsAnError() {
        expectRenderingError(Select(columns: []).from(Message.table), .emptyList, mentioning: "result column")
    }
}
