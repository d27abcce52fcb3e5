import Quarry
import Testing

/// The renderer is a value: its text lives in a buffer it shares only until one side writes.
@Suite struct SQLRendererTests {
    @Test func aCopiedRendererKeepsItsOwnText() {
        var first = SQLRenderer()
        first.write("SELECT ")
        first.write(identifier: "a")
        var second = first
        second.write(", ")
        second.write(identifier: "b")
        first.write(" FROM ")
        first.write(identifier: "t")
        #expect(first.sql == #"SELECT "a" FROM "t""#)
        #expect(second.sql == #"SELECT "a", "b""#)
    }

    @Test func textLongerThanTheFirstBufferIsKeptWhole() {
        var renderer = SQLRenderer()
        let name = String(repeating: "n", count: 1000)
        for _ in 0..<5 { renderer.write(identifier: SQLIdentifier(name)) }
        let quoted = "\"" + name + "\""
        #expect(renderer.sql == String(repeating: quoted, count: 5))
    }

    @Test func aCopyTakenAfterGrowthStaysIndependent() {
        var first = SQLRenderer()
        for _ in 0..<100 { first.write("x, ") }
        let snapshot = first
        first.write(value: .integer(1))
        #expect(snapshot.sql == String(repeating: "x, ", count: 100))
        #expect(first.sql == String(repeating: "x, ", count: 100) + "?")
        #expect(snapshot.arguments.isEmpty)
        #expect(first.arguments == [.integer(1)])
    }
}
