import Quarry
import QuarryTesting
import Testing

@Suite struct ScalarFunctionsTests {
    @Test func abs() { expectExpression(SQL.abs(Message.flags - 3), #"abs("flags" - ?)"#, [3]) }
    @Test func changes() { expectSQL(Select { SQL.changes() }, "SELECT changes()") }
    @Test func totalChanges() { expectSQL(Select { SQL.totalChanges() }, "SELECT total_changes()") }
    @Test func lastInsertRowID() { expectSQL(Select { SQL.lastInsertRowID() }, "SELECT last_insert_rowid()") }
    @Test func coalesce() {
        expectExpression(
            SQL.coalesce(Message.content, Message.kind, "none"), #"coalesce("content", "kind", ?)"#, ["none"])
    }
    @Test func ifnullValue() {
        let text: SQLExpression<String> = SQL.ifnull(Message.content, "none")
        expectExpression(text, #"ifnull("content", ?)"#, ["none"])
    }
    @Test func ifnullExpression() {
        expectExpression(SQL.ifnull(Message.content, Message.kind), #"ifnull("content", "kind")"#)
    }
    @Test func nullif() { expectExpression(SQL.nullif(Message.flags, 0), #"nullif("flags", ?)"#, [0]) }
    @Test func iifValues() {
        expectExpression(
            SQL.iif(Message.flags > 0, "yes", "no"), #"iif("flags" > ?, ?, ?)"#, [0, "yes", "no"])
    }
    @Test func iifExpressions() {
        expectExpression(
            SQL.iif(Message.flags > 0, Message.content, Message.kind),
            #"iif("flags" > ?, "content", "kind")"#, [0])
    }
    @Test func scalarMaxAndMin() {
        expectExpression(SQL.max(Message.flags, Message.localID, 3), #"max("flags", "localID", ?)"#, [3])
        expectExpression(SQL.min(Message.flags, 0), #"min("flags", ?)"#, [0])
    }
    @Test func scalarMaxAndMinOfSwiftValues() {
        expectExpression(SQL.max(1, 2, 3), "max(?, ?, ?)", [1, 2, 3])
        expectExpression(SQL.min(0.5, Message.modifiedTime), #"min(?, "modifiedTime")"#, [0.5])
        #expect(evaluate("SELECT " + SQL.max(1, 2, 3).description) == 3)
    }
    @Test func likelihoodOfASwiftValue() {
        let flag = true
        expectExpression(SQL.likelihood(flag, 0.5), "likelihood(?, 0.5)", [1])
        expectExpression(SQL.likelihood(Message.kind == nil, 0.5), #"likelihood("kind" IS NULL, 0.5)"#)
    }
    @Test func likelihoodTakesALiteral() {
        expectCondition(SQL.likelihood(Message.flags > 0, 0.25), #"likelihood("flags" > ?, 0.25)"#, [0])
    }
    @Test func likelihoodOutsideZeroToOneIsAnError() {
        expectRenderingError(
            Select { SQL.likelihood(SQLExpression<Bool>.true, 1.5) }, .valueOutOfRange, mentioning: "1.5")
    }
    @Test func likelyAndUnlikely() {
        expectCondition(SQL.likely(Message.flags > 0), #"likely("flags" > ?)"#, [0])
        expectCondition(SQL.unlikely(Message.flags > 0), #"unlikely("flags" > ?)"#, [0])
    }
    @Test func randomAndBlobs() {
        expectSQL(
            Select {
                SQL.random()
                SQL.randomblob(16)
                SQL.zeroblob(4)
            }, "SELECT random(), randomblob(?), zeroblob(?)", [16, 4])
    }
    @Test func round() {
        expectExpression(SQL.round(Message.createTime), #"round("createTime")"#)
        expectExpression(SQL.round(Message.createTime, digits: 2), #"round("createTime", ?)"#, [2])
    }
    @Test func sign() { expectExpression(SQL.sign(Message.flags), #"sign("flags")"#) }
    @Test func typeofQuoteHex() {
        expectExpression(SQL.typeof(Message.payload), #"typeof("payload")"#)
        expectExpression(SQL.quote(Message.content), #"quote("content")"#)
        expectExpression(SQL.hex(Message.payload), #"hex("payload")"#)
    }
    @Test func versionAndOptions() {
        expectSQL(
            Select {
                SQL.sqliteVersion()
                SQL.sqliteSourceID()
                SQL.sqliteCompileOptionUsed("SOUNDEX")
                SQL.sqliteCompileOptionGet(0)
            },
            "SELECT sqlite_version(), sqlite_source_id(), sqlite_compileoption_used(?), sqlite_compileoption_get(?)",
            ["SOUNDEX", 0])
    }
    @Test func userDefinedFunction() {
        expectSQL(
            Select { SQL.function("regexp", "a", Message.content) }.from(Message.table),
            #"SELECT regexp(?, "content") FROM "message""#, ["a"])
    }
    @Test func userDefinedFunctionTyped() {
        let flag = SQL.function("regexp", "^a", Message.content, as: Bool.self)
        expectCondition(flag, #"regexp(?, "content")"#, ["^a"])
    }
    @Test func badFunctionNameIsAnError() {
        expectRenderingError(
            Select { SQL.function("drop table x;--") }, .invalidName, mentioning: #""drop table x;--""#)
        expectRenderingError(Select { SQL.function("") }, .invalidName, mentioning: "function name")
        expectRenderingError(Select { SQL.function("1abc") }, .invalidName, mentioning: "1abc")
    }
    @Test func functionsEvaluate() {
        expectSameValue(SQL.abs(int(-3)), asFullyParenthesized: "abs(-3)", 3)
        expectSameValue(SQL.iif(int(1) > 0, "y", "n"), asFullyParenthesized: "iif((1 > 0), 'y', 'n')", "y")
        expectSameValue(
            SQL.coalesce(SQLExpression<Int64?>.null, 4), asFullyParenthesized: "coalesce(NULL, 4)", 4)
    }
}
