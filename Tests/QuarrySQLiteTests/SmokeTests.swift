import QuarrySQLite
import Testing

@Test func quarrySQLiteReexportsTheLanguage() throws {
    #expect(try Select { Column<Int64>("x") }.render().sql == #"SELECT "x""#)
}
