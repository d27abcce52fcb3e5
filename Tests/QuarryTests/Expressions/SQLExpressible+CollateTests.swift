import Quarry
import QuarryTesting
import Testing

@Suite struct CollateTests {
    @Test func collate() {
        expectCondition(Message.content.collate("NOCASE") == "a", #""content" COLLATE "NOCASE" = ?"#, ["a"])
    }
    @Test func collateOfConcatenationIsParenthesized() {
        expectExpression(
            Message.content.concat("x").collate("RTRIM"), #"("content" || ?) COLLATE "RTRIM""#, ["x"])
    }
    @Test func collateOfNegationNeedsNoParentheses() {
        // Prefix minus binds tighter than COLLATE: -x COLLATE y is (-x) COLLATE y.
        expectExpression((-Message.flags).collate("BINARY"), #"-"flags" COLLATE "BINARY""#)
    }
    @Test func negationOfCollateIsParenthesized() {
        expectExpression(-(Message.flags.collate("BINARY")), #"-("flags" COLLATE "BINARY")"#)
    }
    @Test func collateOperandOfConcatenationNeedsNoParentheses() {
        expectExpression(
            Message.content.collate("NOCASE").concat(Message.kind), #""content" COLLATE "NOCASE" || "kind""#)
    }
    @Test func collateInOrderBy() {
        expectSQL(
            Select { Author.name }.from(Author.table).orderBy(Author.name.collate("NOCASE").descending),
            #"SELECT "name" FROM "author" ORDER BY "name" COLLATE "NOCASE" DESC"#)
    }
    @Test func collateChangesComparison() {
        expectSameValue(
            SQLExpression<String>(value: "A").collate("NOCASE") == "a",
            asFullyParenthesized: "(('A' COLLATE NOCASE) = 'a')", 1)
    }
    @Test func collationNameWithQuoteIsEscaped() {
        // An unknown collation fails preparation, so this one is checked as text only.
        #expect(Message.content.collate("my\"coll").description == #""content" COLLATE "my""coll""#)
    }
    @Test func collationNameWithNULIsAnError() {
        expectRenderingError(
            Select { Message.content.collate("NO\0CASE") }, .invalidIdentifier, mentioning: "NUL")
    }
}
