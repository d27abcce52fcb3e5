import Quarry
import QuarryTesting
import Testing

/// `== nil` and `!= nil` on columns and expressions are always Quarry's `IS NULL`/`IS NOT NULL`,
/// never Swift's `Optional == nil`, which compares the column value itself (never nil) and would
/// bind `false` in an SQL position that also takes a `Bool`.
@Suite struct NilComparisonOperatorsTests {
    @Test func nullTestsComparedWithEachOther() {
        expectSQL(
            Select { (Author.email == nil) == (Author.score == nil) }.from(Author.table),
            #"SELECT "email" IS NULL = ("score" IS NULL) FROM "author""#)
        expectSQL(
            Select { (Author.email == nil) != (Author.score == nil) }.from(Author.table),
            #"SELECT "email" IS NULL != ("score" IS NULL) FROM "author""#)
        expectSQL(
            Select { (Author.email != nil) != (Author.score != nil) }.from(Author.table),
            #"SELECT "email" IS NOT NULL != ("score" IS NOT NULL) FROM "author""#)
        expectSQL(
            Select { (nil == Author.email) == (nil != Author.score) }.from(Author.table),
            #"SELECT "email" IS NULL = ("score" IS NOT NULL) FROM "author""#)
    }

    @Test func nullTestsComparedReturnWhatHandWrittenSQLReturns() {
        expectSameRows(
            Select { (Author.email == nil) == (Author.score == nil) }.from(Author.table).orderBy(Author.id),
            as: "SELECT (email IS NULL) = (score IS NULL) FROM author ORDER BY id")
        expectSameRows(
            Select { (Author.email == nil) != (Author.score == nil) }.from(Author.table).orderBy(Author.id),
            as: "SELECT (email IS NULL) != (score IS NULL) FROM author ORDER BY id")
        expectSameRows(
            Select { (Author.email != nil) != (Author.score != nil) }.from(Author.table).orderBy(Author.id),
            as: "SELECT (email IS NOT NULL) != (score IS NOT NULL) FROM author ORDER BY id")
    }

    @Test func boolColumnComparedWithANullTest() {
        expectAuthorCondition(Author.active == (Author.score == nil), #""active" = ("score" IS NULL)"#)
        expectAuthorCondition(Author.active != (Author.email != nil), #""active" != ("email" IS NOT NULL)"#)
        expectAuthorCondition((Author.email != nil) != Author.active, #""email" IS NOT NULL != "active""#)
        expectAuthorCondition(Author.active < (Author.score == nil), #""active" < ("score" IS NULL)"#)
        expectAuthorCondition((Author.score != nil) >= Author.active, #"("score" IS NOT NULL) >= "active""#)
        expectSameRows(
            Select { Author.id }.from(Author.table).where(Author.active == (Author.score == nil))
                .orderBy(Author.id),
            as: "SELECT id FROM author WHERE active = (score IS NULL) ORDER BY id")
    }

    @Test func inWhereAndChains() {
        expectSQL(
            Select { Author.id }.from(Author.table)
                .where((Author.email == nil) == (Author.score == nil) && Author.active),
            #"SELECT "id" FROM "author" WHERE "email" IS NULL = ("score" IS NULL) AND "active""#)
        expectSameRows(
            Select { Author.id }.from(Author.table)
                .where(
                    (Author.email == nil) == (Author.score == nil) || (Author.email != nil) != Author.active
                )
                .orderBy(Author.id),
            as: """
                SELECT id FROM author
                WHERE (email IS NULL) = (score IS NULL) OR (email IS NOT NULL) != active ORDER BY id
                """)
    }

    @Test func negatedNullTest() {
        expectAuthorCondition(Author.active == !(Author.email == nil), #""active" = (NOT "email" IS NULL)"#)
        expectSQL(
            Select { SQL.max(Author.active, !(Author.email == nil)) }.from(Author.table),
            #"SELECT max("active", NOT "email" IS NULL) FROM "author""#)
        expectSameRows(
            Select { Author.id }.from(Author.table).where(Author.active == !(Author.email == nil))
                .orderBy(Author.id),
            as: "SELECT id FROM author WHERE active = (NOT email IS NULL) ORDER BY id")
    }

    /// A non-optional column is NULL on the missing side of an outer join.
    @Test func nonOptionalColumn() {
        expectSQL(
            Select { Author.id == nil }.from(Author.table), #"SELECT "id" IS NULL FROM "author""#)
        expectSQL(
            Select { SQL.max(Author.active, Author.id != nil) }.from(Author.table),
            #"SELECT max("active", "id" IS NOT NULL) FROM "author""#)
        expectSQL(
            Select { Message.localID }.from(
                Message.table.leftJoin(Author.table, on: Message.authorID == Author.id)
            )
            .where(Author.id == nil),
            #"""
            SELECT "message"."localID" FROM "message" LEFT JOIN "author" ON "message"."authorID" = "author"."id" \#
            WHERE "author"."id" IS NULL
            """#)
    }

    @Test func untypedExpression() {
        let email = Author.email.untyped
        expectAuthorCondition((email == nil) == (email != nil), #""email" IS NULL = ("email" IS NOT NULL)"#)
        expectAuthorCondition(email == .null, #""email" IS NULL"#)
    }

    @Test func isAndEqualsHaveOnePrecedenceInSQLite() {
        let null = SQLExpression<Int64?>.null
        expectSameValue(
            (null == nil) == (int(1) == nil), asFullyParenthesized: "((NULL IS NULL) = (1 IS NULL))", 0)
        expectSameValue(
            (null != nil) == (int(1) == nil), asFullyParenthesized: "((NULL IS NOT NULL) = (1 IS NULL))", 1)
    }

    private func expectAuthorCondition(
        _ condition: SQLExpression<Bool>, _ sql: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectSQL(
            Select { Author.id }.from(Author.table).where(condition),
            #"SELECT "id" FROM "author" WHERE "# + sql,
            sourceLocation: sourceLocation)
    }
}
