import Foundation
import QuarrySQLite
import QuarryTesting
import Testing

/// A definition-wide date storage: the `Date` fields that state no storage take it (field >
/// definition > text), in the CREATE TABLE, the writes, the reads, the typed columns and `sync`.
@Suite struct DefinitionDateStorageTests {
    struct Article: TableRecord, Equatable {
        var id: Int64?
        var published: Date
        var edited: Date?
        var clicked: Date?
        static let definition = TableDefinition<Article>("article", dateStorage: .unixSeconds) {
            Field(\.id, "id").primaryKey()
            Field(\.published, "published")
            Field(\.edited, "edited")
            Field(\.clicked, "clicked", storage: .unixMilliseconds)
        }
    }

    static let cutoff = Date(timeIntervalSince1970: 1_600_000_000.5)

    @Test func theDefinitionsStorageDecidesTheColumnsAndTheBindings() throws {
        let create = try Article.definition.createTable()
        expectSQL(
            create,
            #"CREATE TABLE "article" ("id" INTEGER PRIMARY KEY, "published" REAL NOT NULL, "edited" REAL, "clicked" INTEGER)"#,
            schema: GoldenSchema(""))
        let later = Article.filter { $0.published > Self.cutoff && $0.clicked < Self.cutoff }
        expectSQL(
            later.query,
            #"SELECT "id", "published", "edited", "clicked" FROM "article" WHERE "published" > ? AND "clicked" < ?"#,
            [.real(1_600_000_000.5), .integer(1_600_000_000_500)],
            schema: GoldenSchema(try create.render().sql))
        #expect(Article.columns.edited.storage == .unixSeconds)
        #expect(Article.columns.clicked.storage == .unixMilliseconds)
    }

    /// An FMDB file's REAL seconds: `sync` accepts the definition, writes REAL, reads it back.
    @Test func anFMDBFileSyncsAndRoundTrips() throws {
        let folder = try TemporaryFolder()
        let db = try Database(path: folder.file("fmdb.sqlite"))
        try db.execute("CREATE TABLE article(id INTEGER PRIMARY KEY, published DATE NOT NULL, edited DATE)")
        try db.execute("INSERT INTO article(published) VALUES (1600000000.25)")
        try db.sync(Article.self)
        var article = Article(id: nil, published: Self.cutoff, edited: nil, clicked: Self.cutoff)
        try db.insert(&article)
        #expect(
            try db.fetchValues(
                "SELECT typeof(published) || ' ' || ifnull(typeof(clicked), '') FROM article ORDER BY id",
                as: String.self) == ["real null", "real integer"])
        #expect(
            try db.fetchAll(Article.filter { $0.published > Date(timeIntervalSince1970: 1_600_000_000.3) })
                == [article])
        #expect(
            try db.fetchValue(
                Select { SQL.min(Article.columns.published) }.from(Article.table), as: Date.self)
                == Date(timeIntervalSince1970: 1_600_000_000.25))
    }
}
