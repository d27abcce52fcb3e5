import Quarry
import QuarryTesting
import Testing

@Suite struct DropTests {
    @Test func viewAsATable() {
        expectSQL(Drop.view(Table("message_view"), ifExists: true), #"DROP VIEW IF EXISTS "message_view""#)
    }

    @Test func dropTable() {
        expectSQL(Drop.table("tag"), #"DROP TABLE "tag""#)
    }

    @Test func dropTableFromTable() {
        expectSQL(Drop.table(Tag.table), #"DROP TABLE "tag""#)
    }

    @Test func dropTableIfExists() {
        expectSQL(Drop.table("nothing", ifExists: true), #"DROP TABLE IF EXISTS "nothing""#)
    }

    @Test func dropTableSchemaQualified() {
        expectSQL(Drop.table(TableName("tag", schema: "main")), #"DROP TABLE "main"."tag""#)
    }

    @Test func dropIndex() {
        expectSQL(Drop.index("message_createTime"), #"DROP INDEX "message_createTime""#)
    }

    @Test func dropIndexIfExists() {
        expectSQL(Drop.index("nothing", ifExists: true), #"DROP INDEX IF EXISTS "nothing""#)
    }

    @Test func dropView() {
        expectSQL(Drop.view("message_view"), #"DROP VIEW "message_view""#)
    }

    @Test func dropViewIfExists() {
        expectSQL(
            Drop.view(TableName("nothing", schema: "temp"), ifExists: true),
            #"DROP VIEW IF EXISTS "temp"."nothing""#)
    }

    @Test func dropTrigger() {
        expectSQL(Drop.trigger("message_cleanup"), #"DROP TRIGGER "message_cleanup""#)
    }

    @Test func dropTriggerIfExists() {
        expectSQL(Drop.trigger("nothing", ifExists: true), #"DROP TRIGGER IF EXISTS "nothing""#)
    }

    @Test func dropVirtualTable() {
        expectSQL(Drop(.table, "doc"), #"DROP TABLE "doc""#)
    }

    @Test(arguments: [
        (Drop.Kind.table, #"DROP TABLE IF EXISTS "x""#),
        (.index, #"DROP INDEX IF EXISTS "x""#),
        (.view, #"DROP VIEW IF EXISTS "x""#),
        (.trigger, #"DROP TRIGGER IF EXISTS "x""#),
    ])
    func everyKindIfExists(kind: Drop.Kind, sql: String) {
        expectSQL(Drop(kind, "x", ifExists: true), sql)
    }

    @Test func nulInName() {
        expectRenderingError(Drop.table("t\0"), .invalidIdentifier, mentioning: "NUL")
    }

    @Test func nulInSchema() {
        expectRenderingError(
            Drop.index(TableName("i", schema: "ma\0in")), .invalidIdentifier, mentioning: "NUL")
    }
}
