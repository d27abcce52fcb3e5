import Quarry
import QuarryTesting
import Testing

@Suite struct DateFunctionsTests {
    @Test func dateNow() { expectSQL(Select { SQL.date("now") }, "SELECT date(?)", ["now"]) }
    @Test func dateWithModifiers() {
        expectSQL(
            Select { SQL.date("now", .startOfMonth, .months(1), .days(-1)) }, "SELECT date(?, ?, ?, ?)",
            ["now", "start of month", "+1 months", "-1 days"])
    }
    @Test func timeAndDatetime() {
        expectExpression(SQL.time(Message.createTime, .unixEpoch), #"time("createTime", ?)"#, ["unixepoch"])
        expectExpression(
            SQL.datetime(Message.createTime, .unixEpoch, .localTime), #"datetime("createTime", ?, ?)"#,
            ["unixepoch", "localtime"])
    }
    @Test func juliandayAndUnixepoch() {
        expectExpression(SQL.julianday(Message.content), #"julianday("content")"#)
        expectExpression(SQL.unixepoch(Message.content, .utc), #"unixepoch("content", ?)"#, ["utc"])
    }
    @Test func strftime() {
        expectExpression(
            SQL.strftime("%Y-%m", Message.createTime, .auto, .hours(2), .minutes(-30), .seconds(1.5)),
            #"strftime(?, "createTime", ?, ?, ?, ?)"#,
            ["%Y-%m", "auto", "+2 hours", "-30 minutes", "+1.5 seconds"])
    }
    @Test func otherModifiers() {
        expectSQL(
            Select {
                SQL.date(2460000.5, .julianDay, .startOfYear, .years(2), .weekday(0), .startOfDay, "+1 day")
            },
            "SELECT date(?, ?, ?, ?, ?, ?, ?)",
            [2460000.5, "julianday", "start of year", "+2 years", "weekday 0", "start of day", "+1 day"])
    }
    @Test func modifierFromExpression() {
        expectExpression(
            SQL.date("now", DateModifier(Message.kind.concat(" days"))), #"date(?, "kind" || ?)"#,
            ["now", " days"])
    }
    @Test func dateFunctionsEvaluate() {
        expectSameValue(
            SQL.date("2024-01-15", .startOfMonth, .months(1), .days(-1)),
            asFullyParenthesized: "date('2024-01-15', 'start of month', '+1 months', '-1 days')", "2024-01-31"
        )
        expectSameValue(SQL.unixepoch("1970-01-02"), asFullyParenthesized: "unixepoch('1970-01-02')", 86400)
    }
}
