import Quarry
import QuarryTesting
import Testing

@Suite struct SQLExpressionLiteralsTests {
    @Test func null() { expectExpression(SQLExpression<String?>.null, "NULL") }
    @Test func trueKeyword() { expectExpression(SQLExpression<Bool>.true, "TRUE") }
    @Test func falseKeyword() { expectExpression(SQLExpression<Bool>.false, "FALSE") }
    @Test func currentTime() { expectExpression(SQLExpression<String>.currentTime, "CURRENT_TIME") }
    @Test func currentDate() { expectExpression(SQLExpression<String>.currentDate, "CURRENT_DATE") }
    @Test func currentTimestamp() {
        expectExpression(SQLExpression<String>.currentTimestamp, "CURRENT_TIMESTAMP")
    }

    @Test func keywordsInConditions() {
        expectCondition(Message.flags > 0 && SQLExpression<Bool>.true, #""flags" > ? AND TRUE"#, [0])
        expectCondition(
            Message.createTime < SQLExpression<Double>(value: 1) || SQLExpression<Bool>.false,
            #""createTime" < ? OR FALSE"#, [.real(1)])
    }

    @Test func namedParameter() {
        expectCondition(
            Message.localID == SQLExpression<Int64>.parameter(named: "id"), #""localID" = :id"#)
    }

    @Test func atAndDollarParameters() {
        expectCondition(
            Message.localID == SQLExpression<Int64>.parameter(named: "id", prefix: .at)
                && Message.kind == SQLExpression<String?>.parameter(named: "kind", prefix: .dollar),
            #""localID" = @id AND "kind" = $kind"#)
    }

    @Test func numberedParameter() {
        expectCondition(Message.localID == SQLExpression<Int64>.parameter(number: 1), #""localID" = ?1"#)
        #expect(
            (Message.localID == SQLExpression<Int64>.parameter(number: 32766)).description
                == #""localID" = ?32766"#)
    }

    @Test func anonymousParameter() throws {
        // An explicit ? has no argument of its own, so the golden helper (which counts
        // arguments) cannot take it: the text is checked, then prepared with SQLite's count.
        let condition = Message.localID == SQLExpression<Int64>.anonymousParameter
        #expect(
            try Select { Message.content }.from(Message.table).where(condition).render().sql
                == #"SELECT "content" FROM "message" WHERE "localID" = ?"#)
        try checkPreparation(
            of: #"SELECT "content" FROM "message" WHERE "localID" = ?"#, arguments: 1, schema: fixtureSchema)
    }

    @Test func parameterDescriptionKeepsTheParameter() {
        let condition = Message.localID == SQLExpression<Int64>.parameter(named: "id")
        #expect(condition.description == #""localID" = :id"#)
    }

    @Test func badParameterNameIsAnError() {
        expectRenderingError(
            Select { SQLExpression<Int64>.parameter(named: "a b") }, .invalidName, mentioning: "\"a b\"")
    }

    @Test func parameterNumberOutOfRangeIsAnError() {
        expectRenderingError(
            Select { SQLExpression<Int64>.parameter(number: 0) }, .invalidName, mentioning: "0")
        expectRenderingError(
            Select { SQLExpression<Int64>.parameter(number: 32767) }, .invalidName, mentioning: "32767")
    }

    @Test func scalarSubquery() {
        let latest = SQLExpression<Double?>(
            subquery: Select { SQL.max(Message.createTime) }.from(Message.table))
        expectSQL(
            Select { Author.name }.from(Author.table).where(Author.score > latest),
            #"SELECT "name" FROM "author" WHERE "score" > (SELECT max("createTime") FROM "message")"#)
    }
}
