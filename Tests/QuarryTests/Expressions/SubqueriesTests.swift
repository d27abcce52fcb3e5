import Quarry
import QuarryTesting
import Testing

@Suite struct SubqueryTests {
    private let tagged = Select { Tag.name }.from(Tag.table).where(Tag.messageID == Message.localID.qualified)

    @Test func exists() {
        expectCondition(
            SQL.exists(tagged), #"EXISTS (SELECT "name" FROM "tag" WHERE "messageID" = "message"."localID")"#)
    }
    @Test func notExists() {
        expectCondition(
            SQL.notExists(tagged),
            #"NOT EXISTS (SELECT "name" FROM "tag" WHERE "messageID" = "message"."localID")"#)
    }
    @Test func notExistsAsOperandIsParenthesized() {
        // NOT EXISTS is NOT applied to EXISTS: as an operand of = it needs parentheses.
        expectCondition(
            SQL.notExists(Select { Tag.name }.from(Tag.table)) == false,
            #"(NOT EXISTS (SELECT "name" FROM "tag")) = ?"#, [0])
        expectSameValue(
            SQL.notExists(Select.values([[1]])) == false,
            asFullyParenthesized: "((NOT EXISTS (VALUES (1))) = 0)", 1)
    }
    @Test func existsAsOperandNeedsNoParentheses() {
        expectCondition(
            SQL.exists(Select { Tag.name }.from(Tag.table)) == true,
            #"EXISTS (SELECT "name" FROM "tag") = ?"#, [1])
    }
    @Test func notOfExists() {
        expectCondition(
            !SQL.exists(Select { Tag.name }.from(Tag.table)), #"NOT EXISTS (SELECT "name" FROM "tag")"#)
    }
    @Test func typedScalarSubquery() {
        let count = SQL.subquery(Select { SQL.count() }.from(Tag.table), as: Int64.self)
        expectExpression(count + 1, #"(SELECT count(*) FROM "tag") + ?"#, [1])
    }
    @Test func rowValueComparison() {
        expectCondition(
            SQL.row(Message.authorID, Message.createTime) < SQL.row(7, 1.5),
            #"("authorID", "createTime") < (?, ?)"#,
            [7, 1.5])
    }
    @Test func rowValueEquality() {
        expectCondition(
            SQL.row(Message.localID, Message.flags) == SQL.row(Message.flags, Message.localID),
            #"("localID", "flags") = ("flags", "localID")"#)
    }
    @Test func rowValueIn() {
        expectCondition(
            SQL.row(Message.localID, Message.content).in(
                Select {
                    Tag.messageID
                    Tag.name
                }.from(Tag.table)),
            #"("localID", "content") IN (SELECT "messageID", "name" FROM "tag")"#)
    }
    @Test func rowValuesEvaluate() {
        expectSameValue(SQL.row(1, 2) < SQL.row(1, 3), asFullyParenthesized: "((1, 2) < (1, 3))", 1)
        expectSameValue(SQL.row(1, "b") > SQL.row(1, "a"), asFullyParenthesized: "((1, 'b') > (1, 'a'))", 1)
    }
    @Test func raiseInATriggerBody() throws {
        // RAISE is refused outside a trigger, so the SQL is checked as text and then prepared
        // inside a hand-written trigger.
        #expect(SQL.raise(.abort("it's forbidden")).description == "RAISE(ABORT, 'it''s forbidden')")
        #expect(SQL.raise(.ignore).description == "RAISE(IGNORE)")
        #expect(SQL.raise(.rollback("r")).description == "RAISE(ROLLBACK, 'r')")
        #expect(SQL.raise(.fail("f")).description == "RAISE(FAIL, 'f')")
        let raised = Select { SQL.raise(.abort("it's forbidden")) }.where(Author.active.qualified.is(false))
        #expect(
            try raised.render().sql == #"SELECT RAISE(ABORT, 'it''s forbidden') WHERE "author"."active" IS ?"#
        )
        try checkPreparation(
            of:
                #"CREATE TRIGGER "guard" BEFORE DELETE ON "author" BEGIN SELECT RAISE(ABORT, 'it''s forbidden') WHERE "old"."active" IS 0; END"#,
            arguments: 0, schema: fixtureSchema)
    }
}
