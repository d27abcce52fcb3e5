import Quarry
import QuarryTesting
import Testing

@Suite struct CommonTableExpressionTests {
    enum Scope { case messages, authors, both }

    private let messages = CommonTableExpression(
        "m", as: Select { Message.localID.as("id") }.from(Message.table))
    private let authors = CommonTableExpression("a", as: Select { Author.id }.from(Author.table))
    private let tags = CommonTableExpression("t", as: Select { Tag.messageID.as("id") }.from(Tag.table))

    @Test func builderIf() {
        for withAuthors in [true, false] {
            let select = Select.all.from(messages.table).with {
                messages
                if withAuthors { authors }
            }
            expectSQL(
                select,
                withAuthors
                    ? #"WITH "m" AS (SELECT "localID" AS "id" FROM "message"), "a" AS (SELECT "id" FROM "author") SELECT * FROM "m""#
                    : #"WITH "m" AS (SELECT "localID" AS "id" FROM "message") SELECT * FROM "m""#)
        }
    }

    @Test func builderIfElse() {
        for useTags in [true, false] {
            let select = Select.all.from(Table("x")).with {
                if useTags {
                    CommonTableExpression("x", as: Select { Tag.name }.from(Tag.table))
                } else {
                    CommonTableExpression("x", as: Select { Author.name }.from(Author.table))
                }
            }
            let source = useTags ? #"SELECT "name" FROM "tag""# : #"SELECT "name" FROM "author""#
            expectSQL(select, #"WITH "x" AS ("# + source + #") SELECT * FROM "x""#)
        }
    }

    @Test func builderIfLet() {
        let extra: CommonTableExpression? = tags
        expectSQL(
            Select.all.from(messages.table).with {
                messages
                if let extra { extra }
            },
            #"WITH "m" AS (SELECT "localID" AS "id" FROM "message"), "t" AS (SELECT "messageID" AS "id" FROM "tag") SELECT * FROM "m""#
        )
    }

    @Test func builderFor() {
        let names: [SQLIdentifier] = ["one", "two"]
        expectSQL(
            Select.all.from(Table("one")).with {
                for name in names {
                    CommonTableExpression(name, as: Select { Author.id }.from(Author.table))
                }
            },
            #"WITH "one" AS (SELECT "id" FROM "author"), "two" AS (SELECT "id" FROM "author") SELECT * FROM "one""#
        )
    }

    @Test func builderSwitch() {
        let cases: [(Scope, String)] = [
            (.messages, #"WITH "m" AS (SELECT "localID" AS "id" FROM "message") SELECT * FROM "m""#),
            (
                .authors,
                #"WITH "m" AS (SELECT "localID" AS "id" FROM "message"), "a" AS (SELECT "id" FROM "author") SELECT * FROM "m""#
            ),
            (
                .both,
                #"WITH "m" AS (SELECT "localID" AS "id" FROM "message"), "a" AS (SELECT "id" FROM "author"), "t" AS (SELECT "messageID" AS "id" FROM "tag") SELECT * FROM "m""#
            ),
        ]
        for (scope, sql) in cases {
            let select = Select.all.from(messages.table).with {
                messages
                switch scope {
                case .messages: [CommonTableExpression]()
                case .authors: authors
                case .both:
                    authors
                    tags
                }
            }
            expectSQL(select, sql)
        }
    }

    @Test func aNulInTheNameIsAnError() {
        let bad = CommonTableExpression("c\0te", as: Select { Author.id }.from(Author.table))
        expectRenderingError(
            Select.all.from(bad.table).with(bad), .invalidIdentifier, mentioning: #""c\0te""#)
    }

    @Test func aNulInAColumnNameIsAnError() {
        let bad = CommonTableExpression("c", columns: ["i\0d"], as: Select { Author.id }.from(Author.table))
        expectRenderingError(Select.all.from(bad.table).with(bad), .invalidIdentifier, mentioning: #""i\0d""#)
    }

    @Test func typedColumnsOfACTE() {
        let recent = CommonTableExpression(
            "recent",
            as: Select {
                Message.localID
                Message.authorID
                (Message.flags * 2).as("twice")
            }.from(Message.table))
        let twice = recent.column("twice", as: Int64.self)
        expectSQL(
            Select {
                recent[Message.localID]
                twice
            }.from(recent).where(recent[Message.authorID] == 7 && twice > 2).with(recent),
            #"WITH "recent" AS (SELECT "localID", "authorID", "flags" * ? AS "twice" FROM "message") SELECT "localID", "twice" FROM "recent" WHERE "authorID" = ? AND "twice" > ?"#,
            [2, 7, 2])
    }

    @Test func typedColumnsOfACTEJoinedToItsSource() {
        let counts = CommonTableExpression(
            "counts",
            as: Select {
                Message.authorID
                SQL.count().as("n")
            }.from(Message.table).groupBy(Message.authorID))
        expectSQL(
            Select {
                Author.name
                counts.column("n", as: Int64.self)
            }.from(Author.table.join(counts, on: counts[Message.authorID] == Author.id)).with(counts),
            #"WITH "counts" AS (SELECT "authorID", count(*) AS "n" FROM "message" GROUP BY "authorID") SELECT "author"."name", "counts"."n" FROM "author" JOIN "counts" ON "counts"."authorID" = "author"."id""#
        )
    }
}
