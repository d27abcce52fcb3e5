import Quarry
import QuarryTesting
import Testing

@Suite struct AlterTableTests {
    @Test func renameTable() {
        expectSQL(
            AlterTable(Message.table).rename(to: "messages"), #"ALTER TABLE "message" RENAME TO "messages""#)
    }

    @Test func renameTableByName() {
        expectSQL(AlterTable("tag").rename(to: "label"), #"ALTER TABLE "tag" RENAME TO "label""#)
    }

    @Test func renameSchemaQualified() {
        expectSQL(
            AlterTable(TableName("tag", schema: "main")).rename(to: "label"),
            #"ALTER TABLE "main"."tag" RENAME TO "label""#)
    }

    @Test func aliasIsNotWritten() {
        expectSQL(AlterTable(Tag.table.as("t")).rename(to: "label"), #"ALTER TABLE "tag" RENAME TO "label""#)
    }

    @Test func renameColumn() {
        expectSQL(
            AlterTable(Message.table).renameColumn(Message.meta, to: "metadata"),
            #"ALTER TABLE "message" RENAME COLUMN "meta" TO "metadata""#)
    }

    @Test func renameColumnByName() {
        expectSQL(
            AlterTable(Author.table).renameColumn(SQLIdentifier("score"), to: "rating"),
            #"ALTER TABLE "author" RENAME COLUMN "score" TO "rating""#)
    }

    @Test func addColumn() {
        expectSQL(
            AlterTable(Message.table).addColumn(ColumnDefinition("archived", .integer).notNull().default(0)),
            #"ALTER TABLE "message" ADD COLUMN "archived" INTEGER NOT NULL DEFAULT 0"#)
    }

    @Test func addColumnWithoutType() {
        expectSQL(
            AlterTable(Tag.table).addColumn(ColumnDefinition("note")), #"ALTER TABLE "tag" ADD COLUMN "note""#
        )
    }

    @Test func addColumnWithCheckInlined() {
        expectSQL(
            AlterTable(Tag.table).addColumn(
                ColumnDefinition("rank", .integer).check(Column<Int64>("rank") >= 0).default(1)),
            #"ALTER TABLE "tag" ADD COLUMN "rank" INTEGER CHECK (("rank" >= 0)) DEFAULT 1"#)
    }

    @Test func addColumnWithReferencesAndCollation() {
        expectSQL(
            AlterTable(Tag.table).addColumn(
                ColumnDefinition("ownerID", .integer).references(
                    ForeignKeyClause(references: Author.table, columns: Author.id).onDelete(.setNull))),
            #"ALTER TABLE "tag" ADD COLUMN "ownerID" INTEGER REFERENCES "author"("id") ON DELETE SET NULL"#)
    }

    @Test func addTextColumnWithCollationAndDefault() {
        expectSQL(
            AlterTable(Author.table).addColumn(
                ColumnDefinition("nick", .text).collate("NOCASE").default("anon")),
            #"ALTER TABLE "author" ADD COLUMN "nick" TEXT COLLATE "NOCASE" DEFAULT 'anon'"#)
    }

    @Test func addGeneratedVirtualColumn() {
        expectSQL(
            AlterTable(Message.table).addColumn(
                ColumnDefinition("doubled", .integer).generated(as: Message.flags * 2, .virtual)),
            #"ALTER TABLE "message" ADD COLUMN "doubled" INTEGER GENERATED ALWAYS AS ("flags" * 2) VIRTUAL"#)
    }

    @Test func dropColumn() {
        expectSQL(
            AlterTable(Message.table).dropColumn(Message.meta), #"ALTER TABLE "message" DROP COLUMN "meta""#)
    }

    @Test func dropColumnByName() {
        expectSQL(
            AlterTable(Author.table).dropColumn(SQLIdentifier("score")),
            #"ALTER TABLE "author" DROP COLUMN "score""#)
    }

    @Test func lastActionWins() {
        expectSQL(
            AlterTable(Tag.table).rename(to: "a").rename(to: "b"), #"ALTER TABLE "tag" RENAME TO "b""#)
    }

    @Test func noAction() {
        expectRenderingError(AlterTable(Tag.table), .invalidStatement, mentioning: "needs an action")
    }

    @Test func nulInNewName() {
        expectRenderingError(
            AlterTable(Tag.table).rename(to: "la\0bel"), .invalidIdentifier, mentioning: "NUL")
    }

    @Test func generatedColumnWithDefault() {
        expectRenderingError(
            AlterTable(Tag.table).addColumn(ColumnDefinition("g").generated(as: Tag.weight).default(1)),
            .invalidStatement, mentioning: "cannot have a DEFAULT")
    }
}
