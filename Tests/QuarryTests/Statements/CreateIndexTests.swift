import Quarry
import QuarryTesting
import Testing

@Suite struct CreateIndexTests {
    @Test func singleColumn() {
        expectSQL(
            CreateIndex("message_kind", on: Message.table, Message.kind),
            #"CREATE INDEX "message_kind" ON "message" ("kind")"#)
    }

    @Test func unique() {
        expectSQL(
            CreateIndex("author_name", on: Author.table, unique: true, Author.name),
            #"CREATE UNIQUE INDEX "author_name" ON "author" ("name")"#)
    }

    @Test func ifNotExistsOnExistingIndex() {
        expectSQL(
            CreateIndex("message_createTime", on: Message.table, ifNotExists: true, Message.createTime),
            #"CREATE INDEX IF NOT EXISTS "message_createTime" ON "message" ("createTime")"#)
    }

    @Test func uniqueIfNotExists() {
        expectSQL(
            CreateIndex("tag_pair", on: Tag.table, unique: true, ifNotExists: true, Tag.messageID, Tag.name),
            #"CREATE UNIQUE INDEX IF NOT EXISTS "tag_pair" ON "tag" ("messageID", "name")"#)
    }

    @Test func severalColumnsWithDirections() {
        expectSQL(
            CreateIndex(
                "message_kind_time", on: Message.table, Message.kind.ascending, Message.createTime.descending),
            #"CREATE INDEX "message_kind_time" ON "message" ("kind" ASC, "createTime" DESC)"#)
    }

    @Test func collation() {
        expectSQL(
            CreateIndex("author_name_nocase", on: Author.table, OrderingTerm(Author.name).collate("NOCASE")),
            #"CREATE INDEX "author_name_nocase" ON "author" ("name" COLLATE "NOCASE")"#)
    }

    @Test func collationAndDirection() {
        expectSQL(
            CreateIndex("author_name_desc", on: Author.table, Author.name.descending.collate("NOCASE")),
            #"CREATE INDEX "author_name_desc" ON "author" ("name" COLLATE "NOCASE" DESC)"#)
    }

    @Test func expressionColumn() {
        expectSQL(
            CreateIndex("author_lower", on: Author.table, call("lower", Author.name, as: String.self)),
            #"CREATE INDEX "author_lower" ON "author" (lower("name"))"#)
    }

    @Test func expressionValuesAreInlined() {
        expectSQL(
            CreateIndex("message_flag4", on: Message.table, Message.flags & 4),
            #"CREATE INDEX "message_flag4" ON "message" ("flags" & 4)"#)
    }

    @Test func identifierColumn() {
        expectSQL(
            CreateIndex("message_meta", on: Message.table, SQLIdentifier("meta")),
            #"CREATE INDEX "message_meta" ON "message" ("meta")"#)
    }

    @Test func partialIndex() {
        expectSQL(
            CreateIndex("message_kinded", on: Message.table, Message.kind).where(Message.kind != nil),
            #"CREATE INDEX "message_kinded" ON "message" ("kind") WHERE "kind" IS NOT NULL"#)
    }

    @Test func partialIndexInlinesValues() {
        expectSQL(
            CreateIndex("message_flagged", on: Message.table, Message.createTime).where(
                Message.flags > 0 && Message.kind == "note"),
            #"CREATE INDEX "message_flagged" ON "message" ("createTime") WHERE "flags" > 0 AND "kind" = 'note'"#
        )
    }

    @Test func partialWhereCalledTwiceAnds() {
        expectSQL(
            CreateIndex("author_active", on: Author.table, unique: true, Author.email).where(
                Author.active == true
            )
            .where(Author.email != nil),
            #"CREATE UNIQUE INDEX "author_active" ON "author" ("email") WHERE "active" = 1 AND "email" IS NOT NULL"#
        )
    }

    @Test func schemaComesFromTheTable() {
        expectSQL(
            CreateIndex("message_kind", on: Table("message", schema: "main"), Message.kind),
            #"CREATE INDEX "main"."message_kind" ON "message" ("kind")"#)
    }

    @Test func explicitSchemaOnIndexName() {
        expectSQL(
            CreateIndex(TableName("message_kind", schema: "main"), on: Message.table, Message.kind),
            #"CREATE INDEX "main"."message_kind" ON "message" ("kind")"#)
    }

    @Test func descriptionMatchesRendering() throws {
        let index = CreateIndex("m", on: Message.table, Message.kind).where(Message.flags < 3)
        #expect(try index.render().arguments.isEmpty)
        #expect(index.description == #"CREATE INDEX "m" ON "message" ("kind") WHERE "flags" < 3"#)
    }

    @Test func noColumns() {
        expectRenderingError(
            CreateIndex("empty", on: Message.table), .emptyList, mentioning: "indexed column")
    }

    @Test func nullsOrdering() {
        expectRenderingError(
            CreateIndex("n", on: Message.table, Message.kind.ascending.nullsFirst), .invalidStatement,
            mentioning: "NULLS")
    }

    @Test func nulInIndexName() {
        expectRenderingError(
            CreateIndex("in\0dex", on: Message.table, Message.kind), .invalidIdentifier, mentioning: "NUL")
    }
}
