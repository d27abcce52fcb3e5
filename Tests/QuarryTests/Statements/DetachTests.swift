import Quarry
import QuarryTesting
import Testing

@Suite struct DetachTests {
    @Test func detach() {
        // Prepares without the attachment: SQLite looks the schema up only when the statement runs.
        expectSQL(Detach("archive"), #"DETACH DATABASE "archive""#)
    }

    @Test func detachKeywordName() {
        expectSQL(Detach("temp"), #"DETACH DATABASE "temp""#)
    }

    @Test func detachSchemaWithNUL() {
        expectRenderingError(Detach("arch\0ive"), .invalidIdentifier, mentioning: "NUL")
    }
}
