import Quarry
import QuarryTesting
import Testing

@Suite struct AggregateFunctionsTests {
    @Test func countStar() { expectExpression(SQL.count(), "count(*)") }
    @Test func countColumn() { expectExpression(SQL.count(Message.authorID), #"count("authorID")"#) }
    @Test func countDistinct() {
        expectExpression(SQL.count(Message.authorID).distinct, #"count(DISTINCT "authorID")"#)
    }
    @Test func avgSumTotal() {
        expectSQL(
            Select {
                SQL.avg(Message.createTime)
                SQL.sum(Message.flags)
                SQL.total(Message.modifiedTime)
            }.from(Message.table),
            #"SELECT avg("createTime"), sum("flags"), total("modifiedTime") FROM "message""#)
    }
    @Test func maxMinAggregates() {
        expectSQL(
            Select {
                SQL.max(Message.createTime)
                SQL.min(Message.localID)
            }.from(Message.table),
            #"SELECT max("createTime"), min("localID") FROM "message""#)
    }
    @Test func groupConcat() {
        expectExpression(SQL.groupConcat(Message.kind), #"group_concat("kind")"#)
        expectExpression(SQL.groupConcat(Message.kind, separator: "; "), #"group_concat("kind", ?)"#, ["; "])
    }
    @Test func groupConcatDistinct() {
        expectExpression(SQL.groupConcat(Message.kind).distinct, #"group_concat(DISTINCT "kind")"#)
    }
    @Test func distinctWithTwoArgumentsIsAnError() {
        expectRenderingError(
            Select { SQL.groupConcat(Message.kind, separator: ",").distinct }, .invalidStatement,
            mentioning: "DISTINCT")
    }
    @Test func filter() {
        expectExpression(
            SQL.count().filter(where: Message.flags > 0), #"count(*) FILTER (WHERE "flags" > ?)"#, [0])
    }
    @Test func filterTwiceAnds() {
        expectExpression(
            SQL.sum(Message.flags).filter(where: Message.flags > 0).filter(where: Message.kind == "a"),
            #"sum("flags") FILTER (WHERE "flags" > ? AND "kind" = ?)"#, [0, "a"])
    }
    @Test func distinctAndFilter() {
        expectExpression(
            SQL.count(Message.kind).distinct.filter(where: Message.content.notNull),
            #"count(DISTINCT "kind") FILTER (WHERE "content" NOTNULL)"#)
    }
    @Test func orderedGroupConcatRendersOnly() {
        // An ORDER BY inside an aggregate's arguments needs SQLite 3.44; this machine has 3.40.1,
        // so the golden check is of the rendered text and arguments only, without preparing.
        let ordered = Select {
            SQL.groupConcat(Message.kind, separator: ",").orderBy(Message.createTime.descending)
        }
        .from(Message.table)
        let rendered = try? ordered.render()
        #expect(rendered?.sql == #"SELECT group_concat("kind", ? ORDER BY "createTime" DESC) FROM "message""#)
        #expect(rendered?.arguments == [","])
    }
    @Test func jsonGroupFunctions() {
        expectExpression(SQL.jsonGroupArray(Message.kind), #"json_group_array("kind")"#)
        expectExpression(
            SQL.jsonGroupObject(Message.kind, Message.flags), #"json_group_object("kind", "flags")"#)
    }
    @Test func userDefinedAggregate() {
        expectExpression(
            SQL.aggregate("count", Message.kind, as: Int64.self).distinct, #"count(DISTINCT "kind")"#)
    }
    @Test func aggregateInHaving() {
        expectSQL(
            Select {
                Message.authorID
                SQL.count()
            }.from(Message.table).groupBy(Message.authorID)
                .having(SQL.count() > 2),
            #"SELECT "authorID", count(*) FROM "message" GROUP BY "authorID" HAVING count(*) > ?"#, [2])
    }
}
