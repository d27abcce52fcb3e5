import Quarry
import QuarryTesting
import Testing

@Suite struct ReindexTests {
    @Test func reindexEverything() {
        expectSQL(Reindex(), "REINDEX")
    }

    @Test func reindexCollation() {
        expectSQL(Reindex(collation: "NOCASE"), #"REINDEX "NOCASE""#)
    }

    @Test func reindexTable() {
        expectSQL(Reindex("author"), #"REINDEX "author""#)
    }

    @Test func reindexTableValue() {
        expectSQL(Reindex(Message.table), #"REINDEX "message""#)
    }

    @Test func reindexSchemaQualifiedIndex() {
        expectSQL(
            Reindex(TableName("message_createTime", schema: "main")), #"REINDEX "main"."message_createTime""#)
    }

    @Test func reindexCollationWithNUL() {
        expectRenderingError(Reindex(collation: "NO\0CASE"), .invalidIdentifier, mentioning: "NUL")
    }
}
