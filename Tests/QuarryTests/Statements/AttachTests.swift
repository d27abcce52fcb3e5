import Quarry
import QuarryTesting
import Testing

@Suite struct AttachTests {
    @Test func attachInMemoryDatabase() {
        expectSQL(Attach(file: ":memory:", as: "scratch"), #"ATTACH DATABASE ? AS "scratch""#, [":memory:"])
    }

    @Test func attachFileNameIsBoundNeverWritten() {
        expectSQL(
            Attach(file: "x'; DROP TABLE message; --.sqlite", as: "archive"),
            #"ATTACH DATABASE ? AS "archive""#,
            ["x'; DROP TABLE message; --.sqlite"])
    }

    @Test func attachUnderAKeywordName() {
        expectSQL(Attach(file: "", as: "select"), #"ATTACH DATABASE ? AS "select""#, [""])
    }

    @Test func attachDescriptionInlinesTheFileName() {
        #expect(Attach(file: "it's.db", as: "aux").description == #"ATTACH DATABASE 'it''s.db' AS "aux""#)
    }

    @Test func attachSchemaWithNUL() {
        expectRenderingError(Attach(file: ":memory:", as: "a\0"), .invalidIdentifier, mentioning: "NUL")
    }
}
