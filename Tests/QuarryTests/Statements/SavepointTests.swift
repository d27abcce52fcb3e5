import Quarry
import QuarryTesting
import Testing

@Suite struct SavepointTests {
    @Test func savepoint() {
        expectSQL(Savepoint("before_import"), #"SAVEPOINT "before_import""#)
    }

    @Test func savepointNamedLikeAKeyword() {
        expectSQL(Savepoint("release"), #"SAVEPOINT "release""#)
    }

    @Test func savepointNameWithAQuoteIsDoubled() throws {
        // Checked by hand: expectSQL's backtick re-render cannot hold a name containing `"`.
        let rendered = try Savepoint(#"a"b"#).render()
        #expect(rendered.sql == #"SAVEPOINT "a""b""#)
        try checkPreparation(of: rendered.sql, arguments: 0, schema: fixtureSchema)
    }

    @Test func savepointNameWithNUL() {
        expectRenderingError(Savepoint("a\0b"), .invalidIdentifier, mentioning: "NUL")
    }
}
