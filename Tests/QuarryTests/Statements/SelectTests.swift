import Quarry
import QuarryTesting
import Testing

/// `count(*)`, built from the node API until the functions land.
let countAll = SQLExpression<Int64>(node: .function(FunctionCall("count", [.star(table: nil)])))

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
        #expect(recent.getDescription() == recent.description)
    }

    @Test func selectStar() {
        expectSQL(Select.all.from(Message.table), #"SELECT * FROM "message""#)
    }

    @Test func selectWithoutFrom() {
        expectSQL(Select { SQLExpression<Int64>(value: 1).as("one") }, #"SELECT ? AS "one""#, [1])
    }

    @Test func distinct() {
        expectSQL(
            Select.distinct { Message.kind }.from(Message.table), #"SELECT DISTINCT "kind" FROM "message""#)
    }

    @Test func distinctAsAMethod() {
        expectSQL(
            Select { Message.kind }.from(Message.table).distinct(), #"SELECT DISTINCT "kind" FROM "message""#)
    }

    @Test func all() {
        expectSQL(
            Select { Message.kind }.from(Message.table).distinct(false), #"SELECT ALL "kind" FROM "message""#)
    }

    @Test func severalWhereCallsAndTogether() {
        expectSQL(
            Select { Message.localID }.from(Message.table).where(Message.flags > 0).where(
                Message.kind == "a" || Message.kind == "b"),
            #"SELECT "localID" FROM "message" WHERE "flags" > ? AND ("kind" = ? OR "kind" = ?)"#,
            [0, "a", "b"])
    }

    @Test func threeWhereCallsStayFlat() {
        expectSQL(
            Select { Message.localID }.from(Message.table)
                .where(Message.flags > 0).where(Message.kind != nil).where(Message.createTime < 5.5),
            #"SELECT "localID" FROM "message" WHERE "flags" > ? AND "kind" IS NOT NULL AND "createTime" < ?"#,
            [0, 5.5])
    }

    @Test func whereOnABooleanColumn() {
        expectSQL(
            Select { Author.name }.from(Author.table).where(Author.active),
            #"SELECT "name" FROM "author" WHERE "active""#)
    }

    @Test func whereNot() {
        expectSQL(
            Select { Author.name }.from(Author.table).where(!Author.active && Author.score == nil),
            #"SELECT "name" FROM "author" WHERE NOT "active" AND "score" IS NULL"#)
    }

    @Test func groupByAndHaving() {
        expectSQL(
            Select {
                Message.authorID
                countAll.as("n")
            }
            .from(Message.table)
            .groupBy(Message.authorID)
            .having(countAll > 1),
            #"SELECT "authorID", count(*) AS "n" FROM "message" GROUP BY "authorID" HAVING count(*) > ?"#, [1]
        )
    }

    @Test func groupBySeveralExpressionsAndSeveralHavingCalls() {
        expectSQL(
            Select {
                Message.authorID
                Message.kind
                countAll
            }
            .from(Message.table)
            .groupBy(Message.authorID, Message.kind)
            .having(countAll > 1)
            .having(countAll < 100 || Message.kind == nil),
            #"SELECT "authorID", "kind", count(*) FROM "message" GROUP BY "authorID", "kind" HAVING count(*) > ? AND (count(*) < ? OR "kind" IS NULL)"#,
            [1, 100])
    }

    @Test func groupByCalledTwiceAppends() {
        expectSQL(
            Select {
                Message.authorID
                Message.kind
            }.from(Message.table).groupBy(Message.authorID).groupBy(
                Message.kind),
            #"SELECT "authorID", "kind" FROM "message" GROUP BY "authorID", "kind""#)
    }

    @Test func orderByAscendingDescending() {
        expectSQL(
            Select { Message.localID }.from(Message.table).orderBy(
                Message.kind.ascending, Message.createTime.descending),
            #"SELECT "localID" FROM "message" ORDER BY "kind" ASC, "createTime" DESC"#)
    }

    @Test func orderByPlainColumnAndExpression() {
        expectSQL(
            Select { Message.localID }.from(Message.table).orderBy(Message.kind, Message.flags + 1),
            #"SELECT "localID" FROM "message" ORDER BY "kind", "flags" + ?"#, [1])
    }

    @Test func orderByCalledTwiceAppends() {
        expectSQL(
            Select { Message.localID }.from(Message.table).orderBy(Message.kind).orderBy(
                Message.localID.descending),
            #"SELECT "localID" FROM "message" ORDER BY "kind", "localID" DESC"#)
    }

    @Test func limit() {
        expectSQL(Select.all.from(Message.table).limit(5), #"SELECT * FROM "message" LIMIT ?"#, [5])
    }

    @Test func limitTakesAnyIntegerType() {
        let pageSize: Int = 20
        let page: UInt8 = 3
        expectSQL(
            Select.all.from(Message.table).limit(pageSize).offset(page),
            #"SELECT * FROM "message" LIMIT ? OFFSET ?"#, [20, 3])
    }

    @Test func limitWithOffset() {
        expectSQL(
            Select.all.from(Message.table).limit(10, offset: 20),
            #"SELECT * FROM "message" LIMIT ? OFFSET ?"#,
            [10, 20])
    }

    @Test func offsetAloneWritesLimitMinusOne() {
        expectSQL(
            Select.all.from(Message.table).offset(5), #"SELECT * FROM "message" LIMIT -1 OFFSET ?"#, [5])
    }

    @Test func limitByNamedParameter() {
        let count = SQLExpression<Int64>(node: .parameter(.named(prefix: .colon, name: "count")))
        expectSQL(Select.all.from(Message.table).limit(count), #"SELECT * FROM "message" LIMIT :count"#)
    }

    @Test func limitByScalarSubquery() {
        let count = SQLExpression<Int64>(node: .subquery(Select { countAll }.from(Author.table)))
        expectSQL(
            Select.all.from(Message.table).limit(count),
            #"SELECT * FROM "message" LIMIT (SELECT count(*) FROM "author")"#)
    }

    @Test func everyClauseInOrder() {
        let statement = Select.distinct {
            Message.authorID
            countAll.as("n")
        }
        .from(Message.table)
        .where(Message.createTime > 100.0)
        .groupBy(Message.authorID)
        .having(countAll >= 2)
        .orderBy(Message.authorID.descending)
        .limit(3, offset: 1)
        expectSQL(
            statement,
            #"SELECT DISTINCT "authorID", count(*) AS "n" FROM "message" WHERE "createTime" > ? GROUP BY "authorID" HAVING count(*) >= ? ORDER BY "authorID" DESC LIMIT ? OFFSET ?"#,
            [100.0, 2, 3, 1])
    }

    @Test func limitAboveInt64MaxIsAnErrorNotAWrap() {
        expectRenderingError(
            Select.all.from(Message.table).limit(UInt64.max), .valueOutOfRange,
            mentioning: "UInt64 value above Int64.max")
    }

    @Test func orderByAResultAlias() {
        expectSQL(
            Select {
                Message.authorID
                countAll.as("n")
            }.from(Message.table).groupBy(Message.authorID)
                .orderBy(Column<Int64>("n").descending),
            #"SELECT "authorID", count(*) AS "n" FROM "message" GROUP BY "authorID" ORDER BY "n" DESC"#)
    }

    @Test func distinctMembersOfACompound() {
        expectSQL(
            Select.distinct { Message.kind }.from(Message.table).unionAll(
                Select { Tag.name }.from(Tag.table).distinct(false)),
            #"SELECT DISTINCT "kind" FROM "message" UNION ALL SELECT ALL "name" FROM "tag""#)
    }

    @Test func cteReadUnderAnAlias() {
        let recent = CommonTableExpression("recent", as: Select { Message.localID }.from(Message.table))
        let r = recent.table.as("r")
        expectSQL(
            Select { r[Message.localID] }.from(r).with(recent),
            #"WITH "recent" AS (SELECT "localID" FROM "message") SELECT "r"."localID" FROM "recent" AS "r""#)
    }

    @Test func emptyResultColumnsIsAnError() {
        expectRenderingError(Select(columns: []).from(Message.table), .emptyList, mentioning: "result column")
    }

    @Test func emptyResultColumnBuilderIsAnError() {
        let wanted = false
        expectRenderingError(
            Select { if wanted { Message.localID } }.from(Message.table), .emptyList,
            mentioning: "result column")
    }

    @Test func descriptionOfAnInvalidSelectSaysSo() {
        #expect(Select(columns: []).from(Message.table).description.hasPrefix("/* invalid: "))
    }

    @Test func selectAll() {
        expectSQL(Select.all { Author.name }.from(Author.table), #"SELECT ALL "name" FROM "author""#)
        expectSQL(Select.all.from(Author.table), #"SELECT * FROM "author""#)
    }
}
