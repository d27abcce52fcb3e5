import Quarry
import QuarryTesting
import Testing

@Suite struct MembershipTests {
    @Test func inValues() {
        expectCondition(Message.localID.in([1, 2, 3]), #""localID" IN (?, ?, ?)"#, [1, 2, 3])
    }
    @Test func notInValues() {
        expectCondition(Message.kind.notIn(["a", nil]), #""kind" NOT IN (?, ?)"#, ["a", nil])
    }
    @Test func optionalColumnTakesValuesThatAreNotOptional() {
        let kinds: [String] = ["a", "b"]
        expectCondition(Message.kind.in(kinds), #""kind" IN (?, ?)"#, ["a", "b"])
        expectCondition(Message.kind.notIn(Set(["c"])), #""kind" NOT IN (?)"#, ["c"])
        let ids: [Int64] = [4]
        expectCondition(Message.authorID.in(ids), #""authorID" IN (?)"#, [4])
        // A literal list still type-checks on an optional column, with or without nil.
        expectCondition(Message.kind.in(["a"]), #""kind" IN (?)"#, ["a"])
        #expect(evaluate("SELECT NULL NOT IN ('c')") == .null)
    }
    @Test func inExpressions() {
        expectCondition(
            Message.authorID.in(expressions: [Message.localID, Message.flags, 7]),
            #""authorID" IN ("localID", "flags", ?)"#, [7])
    }
    @Test func emptyListIsFalse() {
        expectCondition(Message.localID.in([Int64]()), #""localID" IN ()"#)
        expectCondition(Message.localID.notIn([Int64]()), #""localID" NOT IN ()"#)
        #expect(evaluate("SELECT NULL IN ()") == 0)
        #expect(evaluate("SELECT NULL NOT IN ()") == 1)
    }
    @Test func inSelect() {
        expectCondition(
            Message.authorID.in(Select { Author.id }.from(Author.table).where(Author.active)),
            #""authorID" IN (SELECT "id" FROM "author" WHERE "active")"#)
    }
    @Test func notInSelect() {
        expectCondition(
            Message.localID.notIn(Select { Tag.messageID }.from(Tag.table)),
            #""localID" NOT IN (SELECT "messageID" FROM "tag")"#)
    }
    @Test func inTable() {
        let ids = Table("ids")
        expectSQL(
            Select { Message.localID }.from(Message.table).where(Message.localID.in(table: ids)).with(
                CommonTableExpression("ids", as: Select.values([[1], [2]]))),
            #"WITH "ids" AS (VALUES (?), (?)) SELECT "localID" FROM "message" WHERE "localID" IN "ids""#,
            [1, 2])
    }
    @Test func notInTable() {
        let ids = Table("ids", schema: "main")
        expectSQL(
            Select { Message.localID }.from(Message.table).where(Message.localID.notIn(table: ids)),
            #"SELECT "localID" FROM "message" WHERE "localID" NOT IN "main"."ids""#, [],
            schema: GoldenSchema(fixtureSchema.sql + "CREATE TABLE ids(id INTEGER);"))
    }
    @Test func inAliasedTableIsAnError() {
        expectRenderingError(
            Select { Message.localID.in(table: Message.table.as("m")) }, .invalidStatement,
            mentioning: "alias")
    }
    @Test func inTableValuedFunction() {
        expectCondition(
            Message.kind.in(TableValuedFunction("pragma_module_list")), #""kind" IN pragma_module_list()"#)
        #expect(evaluate("SELECT 'fts5' IN pragma_module_list()") == 1)
    }
    @Test func notInTableValuedFunction() {
        expectCondition(
            Message.kind.notIn(TableValuedFunction("pragma_compile_options")),
            #""kind" NOT IN pragma_compile_options()"#)
    }
    @Test func inJSONEachThroughASubquery() {
        let items = SQL.jsonEach(Message.meta)
        expectCondition(
            Message.kind.in(Select { items.column("value", as: String?.self) }.from(items)),
            #""kind" IN (SELECT "json_each"."value" FROM json_each("message"."meta"))"#)
    }

    @Test func operandAtEqualityLevelNeedsNoParentheses() {
        // SQLite's = and IN share a level and associate left: a = b IN (…) is (a = b) IN (…).
        expectCondition((Message.flags == 1).in([true]), #""flags" = ? IN (?)"#, [1, 1])
        expectSameValue((int(1) == 2).in([false]), asFullyParenthesized: "((1 = 2) IN (0))", 1)
    }
    @Test func operandBelowEqualityIsParenthesized() {
        expectCondition(
            (Message.flags == 1 || Message.flags == 2).in([true]), #"("flags" = ? OR "flags" = ?) IN (?)"#,
            [1, 2, 1])
        expectCondition((!Message.content.isNull).in([false]), #"(NOT "content" ISNULL) IN (?)"#, [0])
    }
    @Test func membershipAsRightOperandIsParenthesized() {
        expectCondition(
            SQLExpression<Bool>.true == Message.localID.in([1]), #"TRUE = ("localID" IN (?))"#, [1])
        expectSameValue(
            SQLExpression<Bool>.false == int(1).in([2]), asFullyParenthesized: "(FALSE = (1 IN (2)))", 1)
    }
    @Test func comparisonOperandNeedsNoParentheses() {
        expectCondition((Message.flags < 3).in([true]), #""flags" < ? IN (?)"#, [3, 1])
    }
}
