import Quarry
import QuarryTesting
import Testing

@Suite struct AnalyzeTests {
    @Test func analyzeEverything() {
        expectSQL(Analyze(), "ANALYZE")
    }

    @Test func analyzeSchema() {
        expectSQL(Analyze(schema: "main"), #"ANALYZE "main""#)
    }

    @Test func analyzeTable() {
        expectSQL(Analyze("message"), #"ANALYZE "message""#)
    }

    @Test func analyzeTableValue() {
        expectSQL(Analyze(Author.table.as("a")), #"ANALYZE "author""#)
    }

    @Test func analyzeSchemaQualifiedTable() {
        expectSQL(Analyze(TableName("tag", schema: "main")), #"ANALYZE "main"."tag""#)
    }

    @Test func analyzeIndex() {
        expectSQL(
            Analyze(TableName("message_createTime", schema: "main")), #"ANALYZE "main"."message_createTime""#)
    }

    @Test func analyzeTableWithNUL() {
        expectRenderingError(Analyze("mess\0age"), .invalidIdentifier, mentioning: "NUL")
    }
}
