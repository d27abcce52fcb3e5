import Quarry
import QuarryTesting
import Testing

@Suite struct SelectWithTests {
    @Test func oneCommonTableExpression() {
        let recent = CommonTableExpression(
            "recent", as: Select { Message.localID }.from(Message.table).where(Message.createTime > 10.0))
        expectSQL(
            Select.all.from(recent.table).with(recent),
            #"WITH "recent" AS (SELECT "localID" FROM "message" WHERE "createTime" > ?) SELECT * FROM "recent""#,
            [10.0])
    }

    @Test func columnList() {
        let ids = CommonTableExpression(
            "ids", columns: ["id", "t"],
            as: Select {
                Message.localID
                Message.createTime
            }.from(Message.table))
        let id = Column<Int64>("id", in: ids.table)
        expectSQL(
            Select { id }.from(ids.table).with(ids),
            #"WITH "ids"("id", "t") AS (SELECT "localID", "createTime" FROM "message") SELECT "id" FROM "ids""#
        )
    }

    @Test func materialized() {
        let m = CommonTableExpression("m", materialized: true, as: Select.all.from(Author.table))
        expectSQL(
            Select.all.from(m.table).with(m),
            #"WITH "m" AS MATERIALIZED (SELECT * FROM "author") SELECT * FROM "m""#)
    }

    @Test func notMaterialized() {
        let m = CommonTableExpression("m", materialized: false, as: Select.all.from(Author.table))
        expectSQL(
            Select.all.from(m.table).with(m),
            #"WITH "m" AS NOT MATERIALIZED (SELECT * FROM "author") SELECT * FROM "m""#)
    }

    @Test func recursiveCounter() {
        let x = Column<Int64>("x")
        let counter = CommonTableExpression(
            "counter", columns: ["x"],
            as: Select.values([[1]]).unionAll(Select { x + 1 }.from(Table("counter")).where(x < 10)))
        expectSQL(
            Select { x }.from(counter.table).with(recursive: true, counter),
            #"WITH RECURSIVE "counter"("x") AS (VALUES (?) UNION ALL SELECT "x" + ? FROM "counter" WHERE "x" < ?) SELECT "x" FROM "counter""#,
            [1, 1, 10])
    }

    @Test func severalFromTheBuilder() {
        let a = CommonTableExpression("a", as: Select { Message.authorID.as("who") }.from(Message.table))
        let b = CommonTableExpression("b", as: Select { Author.id.as("who") }.from(Author.table))
        expectSQL(
            Select.all.from(a.table).with {
                a
                b
            }.except(Select.all.from(b.table)),
            #"WITH "a" AS (SELECT "authorID" AS "who" FROM "message"), "b" AS (SELECT "id" AS "who" FROM "author") SELECT * FROM "a" EXCEPT SELECT * FROM "b""#
        )
    }

    @Test func withInsideASubquery() {
        let a = CommonTableExpression("a", as: Select { Author.id }.from(Author.table))
        expectSQL(
            Select.all.from(Select.all.from(a.table).with(a).as("s")),
            #"SELECT * FROM (WITH "a" AS (SELECT "id" FROM "author") SELECT * FROM "a") AS "s""#)
    }

    @Test func emptyWithIsAnError() {
        let none: [CommonTableExpression] = []
        expectRenderingError(
            Select.all.from(Author.table).with { none }, .emptyList, mentioning: "common table expression")
    }

    @Test func values() {
        expectSQL(
            Select.values([[1, "a"], [2, SQLValue.null]]), #"VALUES (?, ?), (?, ?)"#, [1, "a", 2, nil])
    }

    @Test func valuesOfExpressions() {
        expectSQL(
            Select.values(expressions: [
                [SQLExpression<Int64>(value: 1) + 2, SQLExpression<String>(value: "x")]
            ]),
            #"VALUES (? + ?, ?)"#, [1, 2, "x"])
    }

    @Test func valuesAsASubquery() {
        expectSQL(
            Select.all.from(Select.values([[1], [2]]).as("v")), #"SELECT * FROM (VALUES (?), (?)) AS "v""#,
            [1, 2])
    }

    @Test func valuesOfDifferentWidthsIsAnError() {
        expectRenderingError(Select.values([[1, 2], [3]]), .columnCountMismatch, mentioning: "VALUES")
    }

    @Test func whereOnValuesIsAnError() {
        expectRenderingError(
            Select.values([[1]]).where(Message.flags > 0), .invalidStatement, mentioning: "VALUES takes no")
    }

    @Test func valuesFilteredThroughASubquery() {
        let column1 = Column<Int64>("column1")
        expectSQL(
            Select { column1 }.from(Select.values([[1], [2]])).where(column1 > 1),
            #"SELECT "column1" FROM (VALUES (?), (?)) WHERE "column1" > ?"#, [1, 2, 1])
    }

    @Test func emptyValuesIsAnError() {
        expectRenderingError(Select.values([]), .emptyList, mentioning: "VALUES")
    }
}
