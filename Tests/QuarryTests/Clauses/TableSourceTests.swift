import Foundation
import Quarry
import QuarryTesting
import Testing

@Suite struct TableSourceTests {
    @Test func tableValuedFunctionInASchema() {
        let info = TableValuedFunction("pragma_table_info", schema: "main", "message")
        expectSQL(
            Select { info.column("name", as: String.self) }.from(info),
            #"SELECT "main"."pragma_table_info"."name" FROM "main".pragma_table_info(?)"#, ["message"])
        expectSQL(
            Select.all.from(
                TableSource.tableFunction("pragma_table_info", schema: "main", values: "message", as: "p")),
            #"SELECT * FROM "main".pragma_table_info(?) AS "p""#, ["message"])
        expectSQL(
            Select.all.from(Message.table).where(
                Message.kind.in(TableValuedFunction("pragma_module_list", schema: "main"))),
            #"SELECT * FROM "message" WHERE "kind" IN "main".pragma_module_list()"#)
    }

    @Test func tableValuedFunctionWithoutArguments() {
        expectSQL(
            Select.all.from(TableSource.tableFunction("pragma_module_list")),
            "SELECT * FROM pragma_module_list()")
        expectSQL(
            Select.all.from(TableSource.tableFunction("pragma_module_list", as: "m")),
            #"SELECT * FROM pragma_module_list() AS "m""#)
    }

    @Test func schemaQualifiedTable() {
        let main = Table("message", schema: "main")
        expectSQL(
            Select { main[Message.localID] }.from(main),
            #"SELECT "main"."message"."localID" FROM "main"."message""#)
    }

    @Test func tempSchema() {
        expectSQL(
            Select.all.from(Table("sqlite_temp_master", schema: "temp")),
            #"SELECT * FROM "temp"."sqlite_temp_master""#)
    }

    @Test func aliasedTable() {
        let m = Message.table.as("m")
        expectSQL(Select { m[Message.content] }.from(m), #"SELECT "m"."content" FROM "message" AS "m""#)
    }

    @Test func indexedBy() {
        expectSQL(
            Select { Message.localID }.from(Message.table.indexed(by: "message_createTime")).where(
                Message.createTime > 1.5),
            #"SELECT "localID" FROM "message" INDEXED BY "message_createTime" WHERE "createTime" > ?"#, [1.5])
    }

    @Test func aliasedAndIndexedBy() {
        let m = Message.table.as("m").indexed(by: "message_createTime")
        expectSQL(
            Select { m[Message.localID] }.from(m).orderBy(m[Message.createTime]),
            #"SELECT "m"."localID" FROM "message" AS "m" INDEXED BY "message_createTime" ORDER BY "m"."createTime""#
        )
    }

    @Test func notIndexed() {
        expectSQL(
            Select { Message.localID }.from(Message.table.notIndexed).where(Message.createTime > 1.5),
            #"SELECT "localID" FROM "message" NOT INDEXED WHERE "createTime" > ?"#, [1.5])
    }

    @Test func subqueryWithAlias() {
        let recent = Select {
            Message.localID
            Message.authorID
        }.from(Message.table).limit(10).as("recent")
        expectSQL(
            Select { Column<Int64?>("authorID", in: Table("recent")).qualified }.from(recent),
            #"SELECT "recent"."authorID" FROM (SELECT "localID", "authorID" FROM "message" LIMIT ?) AS "recent""#,
            [10])
    }

    @Test func typedColumnsOfADerivedTable() {
        let recent = Select {
            Message.localID
            Message.authorID
            SQL.length(Message.content).as("size")
        }.from(Message.table).limit(10).as("recent")
        let size = recent.column("size", as: Int64?.self)
        expectSQL(
            Select {
                recent[Message.authorID]
                size
            }.from(recent).where(recent[Message.localID] > 3).orderBy(size.descending),
            #"SELECT "authorID", "size" FROM (SELECT "localID", "authorID", length("content") AS "size" FROM "message" LIMIT ?) AS "recent" WHERE "localID" > ? ORDER BY "size" DESC"#,
            [10, 3])
    }

    @Test func typedColumnsOfADerivedTableInAJoinAreQualified() {
        let counts = Select {
            Message.authorID
            SQL.count().as("n")
        }.from(Message.table).groupBy(Message.authorID).as("c")
        expectSQL(
            Select {
                Author.name
                counts.column("n", as: Int64.self)
            }.from(Author.table.join(counts, on: counts[Message.authorID] == Author.id)),
            #"SELECT "author"."name", "c"."n" FROM "author" JOIN (SELECT "authorID", count(*) AS "n" FROM "message" GROUP BY "authorID") AS "c" ON "c"."authorID" = "author"."id""#
        )
    }

    @Test func subqueryWithoutAlias() {
        expectSQL(
            Select.all.from(Select { Author.name }.from(Author.table)),
            #"SELECT * FROM (SELECT "name" FROM "author")"#)
    }

    @Test func subqueryJoinedToATable() {
        let counts = Select {
            Message.authorID.as("who")
            countAll.as("n")
        }.from(Message.table).groupBy(
            Message.authorID
        ).as("c")
        let who = Column<Int64?>("who", in: Table("c")).qualified
        expectSQL(
            Select {
                Author.name
                Column<Int64>("n")
            }.from(Author.table.join(counts, on: who == Author.id.qualified)),
            #"SELECT "author"."name", "n" FROM "author" JOIN (SELECT "authorID" AS "who", count(*) AS "n" FROM "message" GROUP BY "authorID") AS "c" ON "c"."who" = "author"."id""#
        )
    }

    @Test func tableValuedFunctionOfAColumn() {
        let each = TableSource.tableFunction("json_each", Message.meta, as: "j")
        let value = Table("j").column("value", as: String?.self)
        expectSQL(
            Select {
                Message.localID
                value
            }.from(Message.table, each),
            #"SELECT "message"."localID", "j"."value" FROM "message", json_each("message"."meta") AS "j""#)
    }

    @Test func tableValuedFunctionOfABoundValue() {
        expectSQL(
            Select.all.from(TableSource.tableFunction("json_each", values: "[1,2,3]")),
            #"SELECT * FROM json_each(?)"#, ["[1,2,3]"])
    }

    @Test func tableValuedFunctionWithAnInvalidNameIsAnError() {
        expectRenderingError(
            Select.all.from(TableSource.tableFunction("json_each); DROP TABLE message; --", values: 1)),
            .invalidName,
            mentioning: "json_each); DROP")
    }

    @Test func pragmaFunctionJoinedToATable() {
        let info = TableSource.tableFunction("pragma_table_info", values: "message", as: "p")
        expectSQL(
            Select { Table("p").column("name", as: String.self) }.from(info),
            #"SELECT "p"."name" FROM pragma_table_info(?) AS "p""#, ["message"])
    }
}
