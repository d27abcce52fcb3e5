import Quarry
import QuarryTesting
import Testing

@Suite struct SelectJoinTests {
    private let authorName = Author.name.qualified
    private let messageAuthor = Message.authorID.qualified
    private let authorID = Author.id.qualified

    @Test func innerJoinOn() {
        expectSQL(
            Select {
                Message.content
                authorName
            }
            .from(Message.table.join(Author.table, on: messageAuthor == authorID)),
            #"SELECT "message"."content", "author"."name" FROM "message" JOIN "author" ON "message"."authorID" = "author"."id""#
        )
    }

    @Test func leftJoinOn() {
        expectSQL(
            Select {
                Message.content
                authorName
            }
            .from(Message.table.leftJoin(Author.table, on: messageAuthor == authorID)),
            #"SELECT "message"."content", "author"."name" FROM "message" LEFT JOIN "author" ON "message"."authorID" = "author"."id""#
        )
    }

    @Test func rightJoinOn() {
        expectSQL(
            Select {
                Message.content
                authorName
            }
            .from(Message.table.rightJoin(Author.table, on: messageAuthor == authorID)),
            #"SELECT "message"."content", "author"."name" FROM "message" RIGHT JOIN "author" ON "message"."authorID" = "author"."id""#
        )
    }

    @Test func fullJoinOn() {
        expectSQL(
            Select {
                Message.content
                authorName
            }
            .from(Message.table.fullJoin(Author.table, on: messageAuthor == authorID)),
            #"SELECT "message"."content", "author"."name" FROM "message" FULL JOIN "author" ON "message"."authorID" = "author"."id""#
        )
    }

    @Test func joinOnACompoundCondition() {
        expectSQL(
            Select { Message.content }
                .from(Message.table.join(Author.table, on: messageAuthor == authorID && Author.active)),
            #"SELECT "message"."content" FROM "message" JOIN "author" ON "message"."authorID" = "author"."id" AND "author"."active""#
        )
    }

    @Test func crossJoin() {
        expectSQL(
            Select {
                Message.localID
                Author.id
            }.from(Message.table.crossJoin(Author.table)),
            #"SELECT "message"."localID", "author"."id" FROM "message" CROSS JOIN "author""#)
    }

    @Test func naturalJoin() {
        let m = Message.table.as("m")
        let n = Message.table.as("n")
        expectSQL(
            Select { m[Message.localID] }.from(m.naturalJoin(n)),
            #"SELECT "m"."localID" FROM "message" AS "m" NATURAL JOIN "message" AS "n""#)
    }

    @Test func naturalLeftRightAndFullJoins() {
        let a = Tag.table.as("a")
        let b = Tag.table.as("b")
        let c = Tag.table.as("c")
        let d = Tag.table.as("d")
        expectSQL(
            Select { a[Tag.name] }.from(a.naturalLeftJoin(b).naturalRightJoin(c).naturalFullJoin(d)),
            #"SELECT "a"."name" FROM "tag" AS "a" NATURAL LEFT JOIN "tag" AS "b" NATURAL RIGHT JOIN "tag" AS "c" NATURAL FULL JOIN "tag" AS "d""#
        )
    }

    @Test func naturalCrossJoin() {
        let a = Tag.table.as("a")
        let b = Tag.table.as("b")
        expectSQL(
            Select.all.from(a.naturalCrossJoin(b)),
            #"SELECT * FROM "tag" AS "a" NATURAL CROSS JOIN "tag" AS "b""#)
        expectSameRows(
            Select.all.from(a.naturalCrossJoin(b)),
            as: "SELECT * FROM tag AS a NATURAL JOIN tag AS b",
            rows: "INSERT INTO tag VALUES (1, 'x', 1.5), (1, 'y', NULL), (2, 'x', 0.5);")
    }

    @Test func joinUsing() {
        let a = Tag.table.as("a")
        let b = Tag.table.as("b")
        expectSQL(
            Select { a[Tag.weight] }.from(a.join(b, using: "messageID", "name")),
            #"SELECT "a"."weight" FROM "tag" AS "a" JOIN "tag" AS "b" USING ("messageID", "name")"#)
    }

    @Test func leftRightAndFullJoinUsing() {
        let a = Tag.table.as("a")
        let b = Tag.table.as("b")
        let c = Tag.table.as("c")
        let d = Tag.table.as("d")
        expectSQL(
            Select { a[Tag.weight] }
                .from(a.leftJoin(b, using: "name").rightJoin(c, using: "name").fullJoin(d, using: "name")),
            #"SELECT "a"."weight" FROM "tag" AS "a" LEFT JOIN "tag" AS "b" USING ("name") RIGHT JOIN "tag" AS "c" USING ("name") FULL JOIN "tag" AS "d" USING ("name")"#
        )
    }

    @Test func joinKindChosenAtRunTime() {
        let kind: JoinOperator = .left
        expectSQL(
            Select { Message.content }.from(
                Message.table.join(kind, Author.table, on: messageAuthor == authorID)),
            #"SELECT "message"."content" FROM "message" LEFT JOIN "author" ON "message"."authorID" = "author"."id""#
        )
    }

    @Test func joinOnAFragment() {
        expectSQL(
            Select { Message.content }.from(
                Message.table.join(Author.table, on: SQLFragment("\(messageAuthor) = \(authorID)"))),
            #"SELECT "message"."content" FROM "message" JOIN "author" ON "message"."authorID" = "author"."id""#
        )
    }

    @Test func threeTablesChainLeftToRight() {
        expectSQL(
            Select { Tag.name.qualified }
                .from(
                    Message.table
                        .join(Author.table, on: messageAuthor == authorID)
                        .leftJoin(Tag.table, on: Tag.messageID.qualified == Message.localID.qualified)),
            #"SELECT "tag"."name" FROM "message" JOIN "author" ON "message"."authorID" = "author"."id" LEFT JOIN "tag" ON "tag"."messageID" = "message"."localID""#
        )
    }

    @Test func joinWithAJoinOnTheRightIsParenthesized() {
        let inner = Author.table.join(Tag.table, on: Tag.messageID.qualified == authorID)
        expectSQL(
            Select { Message.content }.from(Message.table.leftJoin(inner, on: messageAuthor == authorID)),
            #"SELECT "message"."content" FROM "message" LEFT JOIN ("author" JOIN "tag" ON "tag"."messageID" = "author"."id") ON "message"."authorID" = "author"."id""#
        )
    }

    @Test func fromSeveralSourcesIsACommaJoin() {
        expectSQL(
            Select {
                Message.content
                Author.name
            }.from(Message.table, Author.table).where(messageAuthor == authorID),
            #"SELECT "message"."content", "author"."name" FROM "message", "author" WHERE "message"."authorID" = "author"."id""#
        )
    }

    @Test func fromThreeSourcesOfDifferentKinds() {
        let recent = Select { Message.localID }.from(Message.table).limit(5)
        expectSQL(
            Select.all.from(Author.table, recent.as("r"), Tag.table.as("t")),
            #"SELECT * FROM "author", (SELECT "localID" FROM "message" LIMIT ?) AS "r", "tag" AS "t""#, [5])
    }

    @Test func aliasedTablesAndQualifiedColumns() {
        let m = Message.table.as("m")
        let a = Author.table.as("a")
        expectSQL(
            Select {
                m[Message.content]
                a[Author.name]
            }
            .from(m.join(a, on: m[Message.authorID] == a[Author.id])),
            #"SELECT "m"."content", "a"."name" FROM "message" AS "m" JOIN "author" AS "a" ON "m"."authorID" = "a"."id""#
        )
    }

    @Test func selfJoin() {
        let older = Message.table.as("older")
        let newer = Message.table.as("newer")
        expectSQL(
            Select { newer[Message.localID] }
                .from(older.join(newer, on: older[Message.authorID] == newer[Message.authorID]))
                .where(older[Message.createTime] < newer[Message.createTime]),
            #"SELECT "newer"."localID" FROM "message" AS "older" JOIN "message" AS "newer" ON "older"."authorID" = "newer"."authorID" WHERE "older"."createTime" < "newer"."createTime""#
        )
    }

    @Test func emptyUsingIsAnError() {
        expectRenderingError(
            Select.all.from(Tag.table.join(.inner, Author.table, using: [])), .emptyList, mentioning: "USING")
    }

    @Test func columnsOfAJoinAreQualifiedSoSharedNamesAreNotAmbiguous() {
        // tag and author both have "name": bare names would make SQLite refuse the statement.
        expectSQL(
            Select {
                Tag.name
                Author.name
            }
            .from(Tag.table.join(Author.table, on: Tag.messageID == Author.id))
            .where(Tag.name != Author.name)
            .orderBy(Author.name),
            #"SELECT "tag"."name", "author"."name" FROM "tag" JOIN "author" ON "tag"."messageID" = "author"."id" WHERE "tag"."name" != "author"."name" ORDER BY "author"."name""#
        )
    }

    @Test func aSubqueryOverOneTableInsideAJoinStaysUnqualified() {
        expectSQL(
            Select { Author.name }
                .from(Message.table.join(Author.table, on: Message.authorID == Author.id))
                .where(Message.localID.in(Select { Tag.messageID }.from(Tag.table).where(Tag.weight > 1.0))),
            #"SELECT "author"."name" FROM "message" JOIN "author" ON "message"."authorID" = "author"."id" WHERE "message"."localID" IN (SELECT "messageID" FROM "tag" WHERE "weight" > ?)"#,
            [1.0])
    }
}
