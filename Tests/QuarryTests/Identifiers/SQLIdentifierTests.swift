import Quarry
import QuarryTesting
import Testing

@Suite struct SQLIdentifierTests {
    /// Renders and also prepares the SQL. `expectSQL`'s backtick check cannot apply: a name with `"`
    /// reads differently once its quotes change.
    private func expectQuotedSQL(
        _ statement: Select, _ sql: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        #expect(try statement.render().sql == sql, sourceLocation: sourceLocation)
        try checkPreparation(of: sql, arguments: 0, schema: fixtureSchema)
    }

    @Test func quoteIsDoubledInAnAlias() throws {
        try expectQuotedSQL(
            Select { Message.localID.as(#"say "hi""#) }.from(Message.table),
            #"SELECT "localID" AS "say ""hi""" FROM "message""#)
    }

    @Test func quoteIsDoubledInATableAlias() throws {
        let m = Message.table.as(#"m""x"#)
        try expectQuotedSQL(
            Select { m[Message.localID] }.from(m), #"SELECT "m""""x"."localID" FROM "message" AS "m""""x""#)
    }

    @Test func injectionAttemptStaysAName() throws {
        try expectQuotedSQL(
            Select { Message.localID.as(#"x"; DROP TABLE message; --"#) }.from(Message.table),
            #"SELECT "localID" AS "x""; DROP TABLE message; --" FROM "message""#)
    }

    @Test func descriptionQuotes() {
        #expect(SQLIdentifier(#"a"b"#).description == #""a""b""#)
        #expect(SQLIdentifier("plain").description == #""plain""#)
    }

    @Test func nulInATableName() {
        expectRenderingError(
            Select.all.from(Table("mess\0age")), .invalidIdentifier, mentioning: #""mess\0age""#)
    }

    @Test func nulInASchemaName() {
        expectRenderingError(
            Select.all.from(Table("message", schema: "ma\0in")), .invalidIdentifier, mentioning: #""ma\0in""#)
    }

    @Test func nulInAColumnName() {
        expectRenderingError(
            Select { Column<Int64>("local\0ID") }.from(Message.table), .invalidIdentifier,
            mentioning: #""local\0ID""#)
    }

    @Test func nulInAnAlias() {
        expectRenderingError(
            Select { Message.localID.as("i\0d") }.from(Message.table), .invalidIdentifier,
            mentioning: #""i\0d""#)
    }

    @Test func nulInATableAlias() {
        expectRenderingError(
            Select.all.from(Message.table.as("m\0")), .invalidIdentifier, mentioning: #""m\0""#)
    }

    @Test func nulInAnIndexName() {
        expectRenderingError(
            Select.all.from(Message.table.indexed(by: "ix\0")), .invalidIdentifier, mentioning: #""ix\0""#)
    }

    @Test func nulInASubqueryAlias() {
        expectRenderingError(
            Select.all.from(Select.all.from(Tag.table).as("s\0q")), .invalidIdentifier, mentioning: #""s\0q""#
        )
    }

    @Test func nulInAUsingColumn() {
        expectRenderingError(
            Select.all.from(Tag.table.join(Tag.table.as("t"), using: "na\0me")), .invalidIdentifier,
            mentioning: #""na\0me""#)
    }

    @Test func nulIsNeverTruncatedInTheDescription() {
        let description = Select.all.from(Table("mess\0age")).description
        #expect(description.hasPrefix("/* invalid: "))
        #expect(!description.contains(#""mess""#))
    }
}
