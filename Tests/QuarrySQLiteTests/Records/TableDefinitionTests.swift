import Foundation
import QuarrySQLite
import QuarryTesting
import Testing

@Suite struct TableDefinitionTests {
    static let noSchema = GoldenSchema("")

    @Test func messageTableAndIndexFollowTheSwiftTypes() throws {
        expectSQL(
            try MessageRecord.definition.createTable(),
            #"CREATE TABLE "message" ("localID" INTEGER PRIMARY KEY AUTOINCREMENT, "content" TEXT, "createTime" REAL NOT NULL, "db_modifiedTime" REAL NOT NULL)"#,
            schema: Self.noSchema)
        let indexes = try MessageRecord.definition.createIndexes(ifNotExists: true)
        let expected: [String] = [#"CREATE INDEX IF NOT EXISTS "message_index" ON "message" ("createTime")"#]
        #expect(indexes.map(\.description) == expected)
    }

    @Test func everyInferredTypeAndConstraint() throws {
        expectSQL(
            try Sample.definition.createTable(ifNotExists: true),
            #"CREATE TABLE IF NOT EXISTS "sample" ("id" INTEGER PRIMARY KEY NOT NULL, "flag" INTEGER NOT NULL DEFAULT 0, "small" INTEGER NOT NULL CHECK (("small" >= 0)), "ratio" REAL NOT NULL, "name" TEXT NOT NULL UNIQUE COLLATE "NOCASE", "bytes" BLOB NOT NULL, "data" BLOB NOT NULL, "uuid" TEXT NOT NULL, "mood" TEXT NOT NULL, "level" INTEGER, "meta" TEXT NOT NULL, "text" TEXT NOT NULL, "seconds" REAL NOT NULL, "milliseconds" INTEGER, "note" TEXT)"#,
            schema: Self.noSchema)
        let indexes = try Sample.definition.createIndexes()
        let schema = GoldenSchema(try Sample.definition.createTable().description)
        expectSQL(
            indexes[0], #"CREATE UNIQUE INDEX "sample_mood_seconds" ON "sample" ("mood", "seconds" DESC)"#,
            schema: schema)
        expectSQL(
            indexes[1], #"CREATE INDEX "sample_noted" ON "sample" ("name") WHERE "note" IS NOT NULL"#,
            schema: schema)
    }

    @Test func compositeKeyWithoutRowIDStrict() throws {
        expectSQL(
            try Membership.definition.createTable(),
            #"CREATE TABLE "membership" ("groupID" INTEGER NOT NULL, "userID" TEXT NOT NULL, "role" TEXT NOT NULL DEFAULT 'member', "since" INTEGER, PRIMARY KEY ("groupID", "userID")) STRICT, WITHOUT ROWID"#,
            schema: Self.noSchema)
    }

    @Test func typedColumnsAreNamedByTheirFields() throws {
        let column: Column<String?> = MessageRecord.columns.content
        #expect(column.name == "content")
        expectSQL(
            Select { MessageRecord.columns.content }.from(MessageRecord.table).where(
                MessageRecord.columns.localID > 1),
            #"SELECT "content" FROM "message" WHERE "localID" > ?"#, [1],
            schema: GoldenSchema(try MessageRecord.definition.createTable().description))
    }
}
