import Quarry
import QuarryTesting
import Testing

@Suite struct ResultColumnTests {
    enum Detail { case short, long, none }

    @Test func alias() {
        expectSQL(
            Select {
                Message.localID.as("id")
                (Message.flags * 2).as("twice")
            }.from(Message.table),
            #"SELECT "localID" AS "id", "flags" * ? AS "twice" FROM "message""#, [2])
    }

    @Test func swiftValuesAreResultColumns() {
        expectSQL(Select { 1 }, "SELECT ?", [1])
        expectSQL(
            Select {
                Message.content
                0
                "none"
                2.5
            }.from(Message.table),
            #"SELECT "content", ?, ?, ? FROM "message""#, [0, "none", 2.5])
        #expect(Select { 1 }.description == "SELECT 1")
    }

    @Test func aNullTestStaysSQLBesideValueColumns() {
        expectSQL(
            Select { Message.kind == nil }.from(Message.table), #"SELECT "kind" IS NULL FROM "message""#)
    }

    @Test func starAmongColumns() {
        expectSQL(Select { ResultColumn.all }.from(Message.table), #"SELECT * FROM "message""#)
    }

    @Test func tableStar() {
        expectSQL(
            Select {
                Author.table.allColumns
                Message.content
            }
            .from(Message.table.join(Author.table, on: Message.authorID.qualified == Author.id.qualified)),
            #"SELECT "author".*, "message"."content" FROM "message" JOIN "author" ON "message"."authorID" = "author"."id""#
        )
    }

    @Test func aliasStar() {
        let a = Author.table.as("a")
        expectSQL(Select { a.allColumns }.from(a), #"SELECT "a".* FROM "author" AS "a""#)
    }

    @Test func schemaQualifiedStarUsesTheTableName() {
        let main = Table("author", schema: "main")
        expectSQL(Select { main.allColumns }.from(main), #"SELECT "author".* FROM "main"."author""#)
    }

    @Test func builderIf() {
        for withContent in [true, false] {
            let select = Select {
                Message.localID
                if withContent { Message.content }
            }.from(Message.table)
            expectSQL(
                select,
                withContent
                    ? #"SELECT "localID", "content" FROM "message""# : #"SELECT "localID" FROM "message""#)
        }
    }

    @Test func builderIfElse() {
        for asText in [true, false] {
            let select = Select {
                if asText { Message.content } else { Message.payload }
            }.from(Message.table)
            expectSQL(
                select, asText ? #"SELECT "content" FROM "message""# : #"SELECT "payload" FROM "message""#)
        }
    }

    @Test func builderIfLet() {
        let alias: SQLIdentifier? = "when"
        expectSQL(
            Select {
                if let alias { Message.createTime.as(alias) }
                Message.localID
            }.from(Message.table),
            #"SELECT "createTime" AS "when", "localID" FROM "message""#)
    }

    @Test func builderFor() {
        let columns = [Message.content, Message.kind, Message.meta]
        expectSQL(
            Select {
                Message.localID
                for column in columns { column }
            }.from(Message.table),
            #"SELECT "localID", "content", "kind", "meta" FROM "message""#)
    }

    @Test func builderSwitch() {
        let cases: [(Detail, String)] = [
            (.short, #"SELECT "localID" FROM "message""#),
            (.long, #"SELECT "localID", "content", "createTime" FROM "message""#),
            (.none, #"SELECT "localID", * FROM "message""#),
        ]
        for (detail, sql) in cases {
            let select = Select {
                Message.localID
                switch detail {
                case .short: [ResultColumn]()
                case .long:
                    Message.content
                    Message.createTime
                case .none: ResultColumn.all
                }
            }.from(Message.table)
            expectSQL(select, sql)
        }
    }

    @Test func builderTakesAnArrayOfColumns() {
        let extra: [ResultColumn] = [Message.kind.as("k"), .all]
        expectSQL(
            Select {
                Message.localID
                extra
            }.from(Message.table), #"SELECT "localID", "kind" AS "k", * FROM "message""#)
    }
}
