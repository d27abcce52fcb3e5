import Quarry
import QuarryTesting
import Testing

/// The array forms of lists that are otherwise variadic, for lists built at run time.
@Suite struct ListArrayFormsTests {
    @Test func insertColumnsFromAnArray() {
        let columns: [any ColumnNameConvertible] = [Author.name, SQLIdentifier("email")]
        expectSQL(
            Insert(into: Author.table).columns(columns).values("Ann", "ann@example.com"),
            #"INSERT INTO "author" ("name", "email") VALUES (?, ?)"#, ["Ann", "ann@example.com"])
    }

    @Test func insertColumnsFromAnArrayReplaceAnEarlierList() {
        expectSQL(
            Insert(into: Author.table).columns(Author.email).columns([Author.name]).values("Bo"),
            #"INSERT INTO "author" ("name") VALUES (?)"#, ["Bo"])
    }

    @Test func groupByFromAnArray() {
        var keys: [any SQLExpressible] = [Message.authorID]
        keys.append(Message.kind)
        expectSQL(
            Select {
                Message.authorID
                Message.kind
                SQL.count()
            }.from(Message.table).groupBy(expressions: keys),
            #"SELECT "authorID", "kind", count(*) FROM "message" GROUP BY "authorID", "kind""#)
    }

    @Test func groupByFromAnArrayAppendsToTheVariadicForm() {
        expectSQL(
            Select { SQL.count() }.from(Message.table).groupBy(Message.authorID)
                .groupBy(expressions: [Message.flags % 2]),
            #"SELECT count(*) FROM "message" GROUP BY "authorID", "flags" % ?"#, [2])
    }

    @Test func existingArrayForms() {
        let key: [any OrderingTermConvertible] = [Message.authorID, Message.createTime.descending]
        expectSQL(
            CreateIndex("by_author", on: Message.table, columns: key),
            #"CREATE INDEX "by_author" ON "message" ("authorID", "createTime" DESC)"#)
        expectSQL(
            Insert(into: Tag.table).columns(Tag.messageID, Tag.name).values(1, "a")
                .onConflict([Tag.messageID, Tag.name] as [any OrderingTermConvertible]).doNothing,
            #"INSERT INTO "tag" ("messageID", "name") VALUES (?, ?) ON CONFLICT ("messageID", "name") DO NOTHING"#,
            [1, "a"])
    }
}
