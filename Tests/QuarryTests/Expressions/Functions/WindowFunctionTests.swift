import Quarry
import QuarryTesting
import Testing

@Suite struct WindowFunctionTests {
    private let byTime = WindowDefinition().orderBy(Message.createTime)

    @Test func rowNumberOverInline() {
        expectExpression(SQL.rowNumber().over(byTime), #"row_number() OVER (ORDER BY "createTime")"#)
    }
    @Test func rankingFunctions() {
        expectSQL(
            Select {
                SQL.rank().over(byTime)
                SQL.denseRank().over(byTime)
                SQL.percentRank().over(byTime)
                SQL.cumeDist().over(byTime)
            }
            .from(Message.table),
            #"SELECT rank() OVER (ORDER BY "createTime"), dense_rank() OVER (ORDER BY "createTime"), percent_rank() OVER (ORDER BY "createTime"), cume_dist() OVER (ORDER BY "createTime") FROM "message""#
        )
    }
    @Test func ntile() {
        expectExpression(SQL.ntile(4).over(byTime), #"ntile(?) OVER (ORDER BY "createTime")"#, [4])
    }
    @Test func lagAndLead() {
        expectExpression(SQL.lag(Message.flags).over(byTime), #"lag("flags") OVER (ORDER BY "createTime")"#)
        expectExpression(
            SQL.lead(Message.flags, offset: 2, default: 0).over(byTime),
            #"lead("flags", ?, ?) OVER (ORDER BY "createTime")"#, [2, 0])
        expectExpression(
            SQL.lag(Message.flags, offset: 3).over(byTime), #"lag("flags", ?) OVER (ORDER BY "createTime")"#,
            [3])
    }
    @Test func valueFunctions() {
        expectSQL(
            Select {
                SQL.firstValue(Message.kind).over(byTime)
                SQL.lastValue(Message.kind).over(byTime)
                SQL.nthValue(Message.kind, 2).over(byTime)
            }
            .from(Message.table),
            #"SELECT first_value("kind") OVER (ORDER BY "createTime"), last_value("kind") OVER (ORDER BY "createTime"), nth_value("kind", ?) OVER (ORDER BY "createTime") FROM "message""#,
            [2])
    }
    @Test func overNamedWindow() {
        expectSQL(
            Select { SQL.rowNumber().over("w") }.from(Message.table).window("w", as: byTime),
            #"SELECT row_number() OVER "w" FROM "message" WINDOW "w" AS (ORDER BY "createTime")"#)
    }
    @Test func overEmptyWindow() { expectExpression(SQL.sum(Message.flags).over(), #"sum("flags") OVER ()"#) }
    @Test func partitionAndOrder() {
        expectExpression(
            SQL.sum(Message.flags).over(
                WindowDefinition().partitionBy(Message.authorID, Message.kind).orderBy(
                    Message.createTime.descending)),
            #"sum("flags") OVER (PARTITION BY "authorID", "kind" ORDER BY "createTime" DESC)"#)
    }
    @Test func rowsFrame() {
        expectExpression(
            SQL.avg(Message.flags).over(
                byTime.frame(WindowFrame(.rows, from: .preceding(2), to: .currentRow))),
            #"avg("flags") OVER (ORDER BY "createTime" ROWS BETWEEN ? PRECEDING AND CURRENT ROW)"#, [2])
    }
    @Test func rangeFrameWithoutEnd() {
        expectExpression(
            SQL.count().over(byTime.frame(WindowFrame(.range, from: .unboundedPreceding))),
            #"count(*) OVER (ORDER BY "createTime" RANGE UNBOUNDED PRECEDING)"#)
    }
    @Test func groupsFrameWithExclude() {
        expectExpression(
            SQL.sum(Message.flags).over(
                byTime.frame(
                    WindowFrame(.groups, from: .preceding(1), to: .following(1), exclude: .currentRow))),
            #"sum("flags") OVER (ORDER BY "createTime" GROUPS BETWEEN ? PRECEDING AND ? FOLLOWING EXCLUDE CURRENT ROW)"#,
            [1, 1])
    }
    @Test func excludeVariants() {
        for (exclusion, text) in [
            (WindowFrame.Exclusion.noOthers, "NO OTHERS"), (.group, "GROUP"), (.ties, "TIES"),
        ] {
            expectExpression(
                SQL.count().over(
                    byTime.frame(
                        WindowFrame(
                            .rows, from: .unboundedPreceding, to: .unboundedFollowing, exclude: exclusion))),
                #"count(*) OVER (ORDER BY "createTime" ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING EXCLUDE "#
                    + text + ")")
        }
    }
    @Test func baseWindow() {
        expectSQL(
            Select {
                SQL.sum(Message.flags).over(
                    WindowDefinition(base: "w").frame(WindowFrame(.rows, from: .currentRow)))
            }
            .from(Message.table).window("w", as: WindowDefinition().partitionBy(Message.authorID)),
            #"SELECT sum("flags") OVER ("w" ROWS CURRENT ROW) FROM "message" WINDOW "w" AS (PARTITION BY "authorID")"#
        )
    }
    @Test func filterThenOver() {
        expectExpression(
            SQL.count().filter(where: Message.flags > 0).over(byTime),
            #"count(*) FILTER (WHERE "flags" > ?) OVER (ORDER BY "createTime")"#, [0])
    }
    @Test func windowResultIsAnOperand() {
        expectExpression(
            SQL.rowNumber().over(byTime) - 1, #"row_number() OVER (ORDER BY "createTime") - ?"#, [1])
    }
}
