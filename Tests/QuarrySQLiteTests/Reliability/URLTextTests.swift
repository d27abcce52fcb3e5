import Foundation
import QuarrySQLite
import Testing

/// A `URL` is stored as its absolute string and read from text only when that text is already a
/// valid URL string, which reads back as itself: Foundation would otherwise percent-encode
/// `'http://a/b c'` into a URL whose string is `http://a/b%20c`.
@Suite struct URLTextTests {
    private func database(in folder: TemporaryFolder) throws -> Database {
        let db = try Database(path: folder.file("urls.sqlite"))
        try db.execute("CREATE TABLE link(target)")
        return db
    }

    static let link = Table("link")
    static let target = Column<URL>("target", in: link)

    @Test(arguments: [
        "https://example.com/a?b=c#d", "http://a/b%20c", "file:///tmp/a%20b", "mailto:x@example.com", "b/c",
        "http://[::1]:8080/", "HTTP://A/B", "http://a/%C3%BC",
    ])
    func urlTextRoundTripsThroughAFile(text: String) throws {
        let url = try #require(URL(string: text))
        let folder = try TemporaryFolder()
        let db = try database(in: folder)
        try db.execute(Insert(into: Self.link).values { Self.target.set(to: url) })
        #expect(try db.fetchValue("SELECT target FROM link", as: String.self) == text)
        let read = try db.fetchValue(Select { Self.target }.from(Self.link), as: URL.self)
        #expect(read == url)
        #expect(read?.absoluteString == text)
    }

    @Test func aRelativeURLIsStoredAsTheAbsoluteURLItNames() throws {
        let base = try #require(URL(string: "https://example.com/dir/"))
        let url = try #require(URL(string: "file?q=1", relativeTo: base))
        let folder = try TemporaryFolder()
        let db = try database(in: folder)
        try db.execute(Insert(into: Self.link).values { Self.target.set(to: url) })
        let read = try db.fetchValue(Select { Self.target }.from(Self.link), as: URL.self)
        #expect(read?.absoluteString == "https://example.com/dir/file?q=1")
        #expect(read == url.absoluteURL)
    }

    @Test(arguments: ["http://a/b c", "http://a/ü", "a b", "%", "http://a?q=1 2", "http://a/b#c d", ""])
    func textThatIsNotAURLStringIsRefusedRatherThanReencoded(text: String) throws {
        let folder = try TemporaryFolder()
        let db = try database(in: folder)
        try db.execute("INSERT INTO link VALUES (\(text))")
        #expect {
            try db.fetchValue(Select { Self.target }.from(Self.link), as: URL.self)
        } throws: { error in
            (error as? DatabaseError)?.code == .mismatch && (error as? DatabaseError)?.column == "target"
        }
        #expect(throws: QuarryError.self) { try URL(sqlValue: .text(text)) }
    }
}
