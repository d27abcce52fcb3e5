import Foundation
import QuarrySQLite
import Testing

/// A date column declared outside records binds the dates it is compared with in the form its
/// column stores, so that an FMDB file's REAL seconds compare as FMDB compares them.
@Suite struct PlainDateColumnTests {
    enum Article {
        static let table = Table("article")
        static let id = Column<String>("articleID", in: table)
        static let published = DateColumn("datePublished", in: table, storage: .unixSeconds)
        static let millis = DateColumn("dateMillis", in: table, storage: .unixMilliseconds)
        static let text = DateColumn("dateText", in: table, storage: .text)
    }

    /// 2020-09-13 12:26:40 UTC.
    static let cutoff = Date(timeIntervalSince1970: 1_600_000_000)

    @Test func eachStorageBindsItsOwnForm() throws {
        let seconds = try Select { Article.id }.from(Article.table).where(Article.published > Self.cutoff)
            .render()
        #expect(seconds.sql.isByteEqual(to: #"SELECT "articleID" FROM "article" WHERE "datePublished" > ?"#))
        #expect(seconds.arguments == [.real(1_600_000_000)])
        let millis = try Select { Article.id }.from(Article.table).where(Self.cutoff <= Article.millis)
            .render()
        #expect(millis.sql.isByteEqual(to: #"SELECT "articleID" FROM "article" WHERE ? <= "dateMillis""#))
        #expect(millis.arguments == [.integer(1_600_000_000_000)])
        let text = try Select { Article.id }.from(Article.table).where(Article.text == Self.cutoff).render()
        #expect(text.sql.isByteEqual(to: #"SELECT "articleID" FROM "article" WHERE "dateText" = ?"#))
        #expect(text.arguments == [.text("2020-09-13 12:26:40.000")])
    }

    @Test func anAliasKeepsTheStorage() throws {
        let a = Article.table.as("a")
        let statement = Select { a[Article.id] }.from(a).where(a[Article.published] >= Self.cutoff)
        let rendered = try statement.render()
        #expect(
            rendered.sql.isByteEqual(
                to: #"SELECT "a"."articleID" FROM "article" AS "a" WHERE "a"."datePublished" >= ?"#))
        #expect(rendered.arguments == [.real(1_600_000_000)])
        #expect(a[Article.millis].storage == .unixMilliseconds)
        #expect(Article.published.qualified.storage == .unixSeconds)
    }

    /// An FMDB file: `NSDate` values bound by FMDB are REAL seconds in a `DATE` column. FMDB's own
    /// `datePublished > ?` with an `NSDate` finds the five later rows; so does the declared column.
    /// The same comparison with the date bound as text (what a `Column<Date>` does) finds none.
    @Test func anFMDBFileOfRealSecondsFindsTheRowsFMDBFinds() throws {
        let folder = try TemporaryFolder()
        let db = try Database(path: folder.file("fmdb.sqlite"))
        try db.execute("CREATE TABLE article(articleID TEXT PRIMARY KEY, datePublished DATE)")
        for day in 0..<8 {
            let seconds = 1_600_000_000.0 + Double(day - 2) * 86_400 - 0.25
            try db.execute("INSERT INTO article VALUES (\("a\(day)"), \(seconds))")
        }
        #expect(
            try db.fetchValues("SELECT typeof(datePublished) FROM article", as: String.self)
                == Array(repeating: "real", count: 8))
        let later = Select { Article.id }.from(Article.table).where(Article.published > Self.cutoff)
            .orderBy(Article.id)
        #expect(try db.fetchValues(later, as: String.self) == ["a3", "a4", "a5", "a6", "a7"])
        let asText = try Self.cutoff.sqlValue
        #expect(
            try db.fetchValue("SELECT count(*) FROM article WHERE datePublished > \(asText)", as: Int.self)
                == 0)
        let between = Select { Article.id }.from(Article.table)
            .where(Article.published.between(Self.cutoff, and: Self.cutoff.addingTimeInterval(86_400)))
        #expect(try db.fetchValues(between, as: String.self) == ["a3"])
        let read = try #require(
            try db.fetchValue("SELECT datePublished FROM article WHERE articleID = 'a4'", as: Date.self))
        let same = Select { Article.id }.from(Article.table).where(Article.published == read)
        #expect(try db.fetchValues(same, as: String.self) == ["a4"])
    }

    @Test func anUpdateWritesTheStoredForm() throws {
        let db = try Database.inMemory()
        try db.execute("CREATE TABLE article(articleID TEXT, datePublished, dateMillis, dateText)")
        try db.execute("INSERT INTO article(articleID) VALUES ('a')")
        try db.execute(
            Update(Article.table).set {
                Article.published.set(to: Self.cutoff)
                Article.millis.set(to: Self.cutoff)
                Article.text.set(to: Self.cutoff)
            })
        let stored = try db.fetchAll(
            "SELECT typeof(datePublished), typeof(dateMillis), typeof(dateText), dateText FROM article"
        ) { row in
            try (0..<4).map { try row.value(at: $0, as: String.self) }
        }
        #expect(stored == [["real", "integer", "text", "2020-09-13 12:26:40.000"]])
    }
}

/// A record read back holds its dates at the storage's precision: ``DateStorage/readBack(_:)``
/// says which date that is, and the record read back equals the one written with those dates.
@Suite struct DateReadBackTests {
    struct Stamp: TableRecord, Equatable {
        var id: Int64?
        var text: Date
        var seconds: Date
        var milliseconds: Date
        static let definition = TableDefinition<Stamp>("stamp") {
            Field(\.id, "id").primaryKey()
            Field(\.text, "text")
            Field(\.seconds, "seconds", storage: .unixSeconds)
            Field(\.milliseconds, "milliseconds", storage: .unixMilliseconds)
        }
    }

    @Test func aRecordReadBackHoldsTheReadBackDates() throws {
        let db = try Database.inMemory()
        try db.create(Stamp.self)
        // 2026-09-01 and 1960-03-01 with nanoseconds, as `Date()` gives.
        for interval in [810_000_000.123_456_789, -1_288_000_000.987_654_321] {
            let date = Date(timeIntervalSinceReferenceDate: interval)
            var stamp = Stamp(id: nil, text: date, seconds: date, milliseconds: date)
            try db.insert(&stamp)
            let read = try #require(try db.find(Stamp.self, key: stamp.id))
            let expected = Stamp(
                id: stamp.id, text: try DateStorage.text.readBack(date),
                seconds: try DateStorage.unixSeconds.readBack(date),
                milliseconds: try DateStorage.unixMilliseconds.readBack(date))
            #expect(read == expected)
            #expect(read.text != date)
            #expect(read.milliseconds == read.text)
            #expect(abs(read.seconds.timeIntervalSince(date)) < 0.000_001)
            #expect(try DateStorage.text.readBack(read.text) == read.text)
        }
    }
}

/// A plain `Select` of a milliseconds column into a `Decodable` has no field to say the unit: the
/// error says the number was read as seconds and how to read milliseconds.
@Suite struct MillisecondsThroughPlainSelectTests {
    struct Row: Decodable {
        var at: Date
    }

    @Test func readingMillisecondsAsADateSaysHow() throws {
        let db = try Database.inMemory()
        try db.execute("CREATE TABLE event(at INTEGER)")
        try db.execute("INSERT INTO event VALUES (1600000000250)")
        #expect {
            _ = try db.fetchAll("SELECT at FROM event" as SQLFragment, as: Row.self)
        } throws: { error in
            (error as? DatabaseError)?.column?.isByteEqual(to: "at") == true
                && (error as? DatabaseError)?.message.isByteEqual(
                    to:
                        #"column "at": a number read as a Date is taken as seconds since 1970 and falls outside the years 0000–9999; a column of milliseconds since 1970 reads as a Date when declared DateColumn(name, in: table, storage: .unixMilliseconds) (selected through it, or through a record field with storage: .unixMilliseconds), or selected divided by 1000.0"#
                ) == true
        }
        let divided = try db.fetchAll("SELECT at / 1000.0 AS at FROM event" as SQLFragment, as: Row.self)
        #expect(divided.map(\.at) == [Date(timeIntervalSince1970: 1_600_000_000.25)])
    }
}
