import Quarry
import QuarryTesting
import Testing

@Suite struct OrderingTermTests {
    @Test func nullsFirstAndLast() {
        expectSQL(
            Select { Message.localID }.from(Message.table)
                .orderBy(Message.modifiedTime.descending.nullsLast, Message.kind.ascending.nullsFirst),
            #"SELECT "localID" FROM "message" ORDER BY "modifiedTime" DESC NULLS LAST, "kind" ASC NULLS FIRST"#
        )
    }

    @Test func nullsWithoutDirection() {
        expectSQL(
            Select { Message.localID }.from(Message.table).orderBy(OrderingTerm(Message.kind).nullsFirst),
            #"SELECT "localID" FROM "message" ORDER BY "kind" NULLS FIRST"#)
    }

    @Test func collate() {
        expectSQL(
            Select { Author.name }.from(Author.table).orderBy(Author.name.descending.collate("NOCASE")),
            #"SELECT "name" FROM "author" ORDER BY "name" COLLATE "NOCASE" DESC"#)
    }

    @Test func collateWithNulls() {
        expectSQL(
            Select { Author.name }.from(Author.table).orderBy(
                OrderingTerm(Author.email, direction: .ascending, nulls: .last).collate("RTRIM")),
            #"SELECT "name" FROM "author" ORDER BY "email" COLLATE "RTRIM" ASC NULLS LAST"#)
    }

    @Test func collateOfABinaryExpressionIsParenthesized() {
        expectSQL(
            Select { Author.name }.from(Author.table).orderBy(
                OrderingTerm(Author.score + 1.0).collate("BINARY")),
            #"SELECT "name" FROM "author" ORDER BY ("score" + ?) COLLATE "BINARY""#, [1.0])
    }

    @Test func aNulInTheCollationIsAnError() {
        expectRenderingError(
            Select { Author.name }.from(Author.table).orderBy(Author.name.ascending.collate("NO\0CASE")),
            .invalidIdentifier, mentioning: #""NO\0CASE""#)
    }

    @Test func resultColumnNumber() {
        expectSQL(
            Select {
                Author.name
                Author.score
            }.from(Author.table).orderBy(2, .descending, nulls: .last).orderBy(1),
            #"SELECT "name", "score" FROM "author" ORDER BY 2 DESC NULLS LAST, 1"#)
        expectSameRows(
            Select {
                Author.name
                Author.score
            }.from(Author.table).orderBy(2, .descending).orderBy(1),
            as: "SELECT name, score FROM author ORDER BY 2 DESC, 1")
    }

    @Test func resultColumnNumberBelowOneIsAnError() {
        expectRenderingError(
            Select { Author.name }.from(Author.table).orderBy(0), .valueOutOfRange, mentioning: "number 0")
    }

    @Test func nullsFirstAndLastOnAColumn() {
        expectSQL(
            Select { Author.id }.from(Author.table).orderBy(Author.score.nullsFirst, Author.email.nullsLast),
            #"SELECT "id" FROM "author" ORDER BY "score" NULLS FIRST, "email" NULLS LAST"#)
    }

    @Test func aStringNamesAColumn() {
        expectSQL(
            Select { Author.id }.from(Author.table).orderBy("name"),
            #"SELECT "id" FROM "author" ORDER BY "name""#)
    }
}
