import Quarry
import QuarryTesting
import Testing

@Suite struct WindowDefinitionTests {
    /// `name() OVER "window"`, written through a fragment until the window functions land.
    private func over(_ function: StaticString, _ window: SQLIdentifier) -> SQLExpression<Int64> {
        let call = SQLFragment(unsafeSQL: function.description + "()")
        return SQLFragment("\(call) OVER \(window)").typed()
    }

    @Test func namedWindow() {
        expectSQL(
            Select {
                Message.localID
                over("row_number", "w").as("n")
            }
            .from(Message.table)
            .window(
                "w",
                as: WindowDefinition().partitionBy(Message.authorID).orderBy(Message.createTime.descending)),
            #"SELECT "localID", row_number() OVER "w" AS "n" FROM "message" WINDOW "w" AS (PARTITION BY "authorID" ORDER BY "createTime" DESC)"#
        )
    }

    @Test func twoWindowsOneExtendingTheOther() {
        expectSQL(
            Select { over("rank", "ordered") }
                .from(Message.table)
                .window("base", as: WindowDefinition().partitionBy(Message.authorID, Message.kind))
                .window("ordered", as: WindowDefinition(base: "base").orderBy(Message.createTime)),
            #"SELECT rank() OVER "ordered" FROM "message" WINDOW "base" AS (PARTITION BY "authorID", "kind"), "ordered" AS ("base" ORDER BY "createTime")"#
        )
    }

    @Test func frame() {
        let frame = WindowFrame(.rows, from: .unboundedPreceding, to: .currentRow, exclude: .noOthers)
        expectSQL(
            Select { over("row_number", "w") }
                .from(Message.table)
                .window("w", as: WindowDefinition().orderBy(Message.createTime).frame(frame)),
            #"SELECT row_number() OVER "w" FROM "message" WINDOW "w" AS (ORDER BY "createTime" ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW EXCLUDE NO OTHERS)"#
        )
    }

    @Test func groupsFrameWithOffsets() {
        let frame = WindowFrame(
            .groups, from: .preceding(.value(1)), to: .following(.value(2)), exclude: .ties)
        expectSQL(
            Select { over("row_number", "w") }
                .from(Message.table)
                .window("w", as: WindowDefinition().orderBy(Message.kind).frame(frame)),
            #"SELECT row_number() OVER "w" FROM "message" WINDOW "w" AS (ORDER BY "kind" GROUPS BETWEEN ? PRECEDING AND ? FOLLOWING EXCLUDE TIES)"#,
            [1, 2])
    }

    @Test func aNulInTheWindowNameIsAnError() {
        expectRenderingError(
            Select { Message.localID }.from(Message.table).window("w\0x", as: WindowDefinition()),
            .invalidIdentifier, mentioning: #""w\0x""#)
    }
}
