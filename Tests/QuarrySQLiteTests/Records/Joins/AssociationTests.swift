import CSQLite
import Foundation
import QuarryTesting
import Testing

@testable import QuarrySQLite

/// Associations declared once per record type (belongs-to, has-one, has-many), their keys
/// inferred from the definitions' FOREIGN KEYs or stated, on a database file.
@Suite struct AssociationTests {
    static let feedColumns = #""feed"."id" AS "feed.id", "feed"."title" AS "feed.title""#
    static let articleColumns = JoinDecodingTests.articleColumns

    @Test func belongsToJoinsThroughTheInferredForeignKey() throws {
        let folder = try TemporaryFolder()
        let db = try NewsStore.database(at: folder.file("news.sqlite"))
        let request = NewsArticle.including(required: NewsArticle.feed)
            .filter { _, feed in feed.title == "Daring" }
            .orderBy { article, _ in article.articleID.descending }
        expectSQL(
            request,
            "SELECT \(Self.articleColumns), \(Self.feedColumns) FROM \"articles\" JOIN \"feed\" ON \"articles\".\"feedID\" = \"feed\".\"id\" WHERE \"feed\".\"title\" = ? ORDER BY \"articles\".\"articleID\" DESC",
            ["Daring"], schema: NewsStore.schema)
        let pairs = try db.fetchAll(request)
        #expect(pairs.map(\.0.articleID) == ["a2", "a1"])
        #expect(pairs.map(\.1) == [NewsStore.feeds[0], NewsStore.feeds[0]])
        // The orphan (a NULL feedID) has no feed: required leaves it out, optional gives nil.
        let all = try db.fetchAll(
            NewsArticle.including(optional: NewsArticle.feed).orderBy { a, _ in a.articleID })
        #expect(all.map { $0.1?.id } == [1, 1, 2, nil])
        // Ordered by the associated record's column.
        let byFeed = try db.fetchAll(
            NewsArticle.including(required: NewsArticle.feed).orderBy { article, feed in
                feed.title.descending
                article.articleID
            })
        #expect(byFeed.map(\.0.articleID) == ["a3", "a1", "a2"])
    }

    @Test func aRecordRequestKeepsItsFilterOrderAndLimitWhenItIncludes() throws {
        let db = try NewsStore.database(at: ":memory:")
        let request = NewsArticle.filter { $0.title != nil }.orderBy { $0.articleID.descending }.limit(2)
            .including(optional: NewsArticle.status)
        expectSQL(
            request,
            "SELECT \(Self.articleColumns), \(JoinDecodingTests.statusColumns) FROM \"articles\" LEFT JOIN \"statuses\" ON \"articles\".\"articleID\" = \"statuses\".\"articleID\" WHERE \"articles\".\"title\" IS NOT NULL ORDER BY \"articles\".\"articleID\" DESC LIMIT ?",
            [2], schema: NewsStore.schema)
        let pairs = try db.fetchAll(request)
        #expect(pairs.map(\.0.articleID) == ["a4", "a2"])
        #expect(pairs.map(\.1) == [NewsStore.statuses[2], NewsStore.statuses[1]])
    }

    @Test func hasManyReadsEveryParentsChildrenInOneMoreStatement() throws {
        let folder = try TemporaryFolder()
        let log = SQLLog()
        var configuration = DatabaseConfiguration()
        configuration.trace = { [log] event in log.append(event.sql) }
        let db = try NewsStore.database(at: folder.file("news.sqlite"), configuration: configuration)
        log.clear()
        let feeds = try db.fetchAll(NewsFeed.including(all: NewsFeed.articles))
        #expect(feeds.map(\.0) == NewsStore.feeds)
        #expect(feeds.map { $0.1.map(\.articleID) } == [["a1", "a2"], ["a3"], []])
        #expect(
            log.statements == [
                #"SELECT "id", "title" FROM "feed""#,
                #"SELECT "articleID", "feedID", "title", "datePublished" FROM "articles" WHERE "feedID" IN (?, ?, ?, ?) ORDER BY "articleID""#,
            ])
        // The association's own filter and order narrow and sort the children.
        let titled = NewsFeed.articles.filter { $0.title != nil }.orderBy { $0.datePublished.descending }
        let sorted = try db.fetchAll(NewsFeed.filter { $0.id < 3 }.including(all: titled))
        #expect(sorted.map { $0.1.map(\.articleID) } == [["a2", "a1"], []])
        #expect(
            try db.fetchOne(NewsFeed.filter { $0.id == 2 }.including(all: NewsFeed.articles))?.1 == [
                NewsStore.articles[2]
            ])
        #expect(try db.fetchAll(NewsFeed.filter { $0.id > 9 }.including(all: NewsFeed.articles)).isEmpty)
    }

    @Test func hasManyChunksTheKeysUnderSQLitesParameterLimit() throws {
        let db = try Database.inMemory()
        try db.create(NewsFeed.self)
        try db.create(NewsArticle.self)
        for id in 1...25 {
            try db.insert(NewsFeed(id: Int64(id), title: "f\(id)"))
            for n in 0..<(id % 3) {
                try db.insert(
                    NewsArticle(articleID: "a\(id)-\(n)", feedID: Int64(id), title: nil, datePublished: nil))
            }
        }
        let connection = try #require(db.connection)
        sqlite3_limit(connection, SQLITE_LIMIT_VARIABLE_NUMBER, 4)
        let feeds = try db.fetchAll(NewsFeed.including(all: NewsFeed.articles))
        #expect(feeds.count == 25)
        for (feed, articles) in feeds {
            let expected = (0..<(Int(feed.id) % 3)).map { "a\(feed.id)-\($0)" }
            #expect(articles.map(\.articleID) == expected)
        }
        // A filter with as many parameters as the limit leaves no room for a key: refused, named.
        let crowded = NewsFeed.articles.filter { $0.title.in(["a", "b", "c", "d"]) }
        #expect {
            try db.fetchAll(NewsFeed.including(all: crowded))
        } throws: { error in
            "\(error)".contains("the association's filter takes 4 parameters")
        }
    }

    @Test func existsAndCountFilterSortAndAnnotateByChildren() throws {
        let folder = try TemporaryFolder()
        let db = try NewsStore.database(at: folder.file("news.sqlite"))
        let withArticles = NewsFeed.filter { _ in NewsFeed.articles.exists }
        expectSQL(
            withArticles,
            #"SELECT "id", "title" FROM "feed" WHERE EXISTS (SELECT * FROM "articles" WHERE "feedID" = "feed"."id")"#,
            schema: NewsStore.schema)
        #expect(try db.fetchAll(withArticles).map(\.id) == [1, 2])
        #expect(try db.fetchAll(NewsFeed.filter { _ in !NewsFeed.articles.exists }).map(\.id) == [3])
        let counted = NewsFeed.orderBy { _ in NewsFeed.articles.count.descending }
            .annotated(with: NewsFeed.articles.count)
        expectSQL(
            counted,
            "SELECT \(Self.feedColumns), (SELECT count(*) FROM \"articles\" WHERE \"feedID\" = \"feed\".\"id\") AS \"annotation\" FROM \"feed\" ORDER BY (SELECT count(*) FROM \"articles\" WHERE \"feedID\" = \"feed\".\"id\") DESC",
            schema: NewsStore.schema)
        let rows = try db.fetchAll(counted)
        #expect(rows.map(\.0.id) == [1, 2, 3])
        #expect(rows.map(\.1) == [2, 1, 0])
        let busy = NewsFeed.filter { _ in NewsFeed.articles.count >= 2 }
        #expect(try db.fetchAll(busy).map(\.title) == ["Daring"])
        let titledCount = NewsFeed.articles.filter { $0.title == nil }.count
        #expect(try db.fetchOne(NewsFeed.filter { $0.id == 2 }.annotated(with: titledCount))?.1 == 1)
    }

    @Test func statedKeysAndInferenceMistakesAreNamed() throws {
        let db = try NewsStore.database(at: ":memory:")
        // Stated: the status's articleID holds the article's key.
        let stated = HasOne<NewsArticle, NewsStatus>(key: \.articleID, references: \.articleID)
        let pairs = try db.fetchAll(NewsArticle.including(required: stated).orderBy { a, _ in a.articleID })
        #expect(pairs.map(\.0.articleID) == ["a1", "a2", "a4"])
        // NewsFeed declares no FOREIGN KEY to "articles": inference says what to state.
        let backwards = BelongsTo<NewsFeed, NewsArticle>()
        #expect {
            try db.fetchAll(NewsFeed.including(required: backwards))
        } throws: { error in
            "\(error)".contains("the definition of table feed declares no FOREIGN KEY to table articles")
        }
        let twice = BelongsTo<TwoParents, NewsFeed>()
        #expect {
            try db.fetchAll(TwoParents.including(optional: twice))
        } throws: { error in
            "\(error)".contains("declares 2 FOREIGN KEYs to table feed")
        }
        let chosen = BelongsTo<TwoParents, NewsFeed>(key: \.backupFeedID)
        expectSQL(
            TwoParents.including(optional: chosen),
            #"SELECT "pair"."id" AS "pair.id", "pair"."mainFeedID" AS "pair.mainFeedID", "pair"."backupFeedID" AS "pair.backupFeedID", "feed"."id" AS "feed.id", "feed"."title" AS "feed.title" FROM "pair" LEFT JOIN "feed" ON "pair"."backupFeedID" = "feed"."id""#,
            schema: GoldenSchema(
                NewsStore.schema.sql + ";\n" + (try TwoParents.definition.createTable().description)))
    }
}

/// A record with two foreign keys to the same table: inference must refuse to choose.
struct TwoParents: TableRecord {
    var id: Int64
    var mainFeedID: Int64
    var backupFeedID: Int64?

    static let definition = TableDefinition<TwoParents>("pair") {
        Field(\.id, "id").primaryKey()
        Field(\.mainFeedID, "mainFeedID").references(ForeignKeyClause(references: "feed"))
        Field(\.backupFeedID, "backupFeedID")
        TableConstraint.foreignKey(
            "backupFeedID", references: ForeignKeyClause(references: "feed", columns: "id"))
    }
}

/// Join and association requests observed like record requests: a new value after a commit that
/// changes either table.
@Suite struct JoinObservationTests {
    @Test func aJoinAndAHasManyRequestAreObserved() async throws {
        let folder = try TemporaryFolder()
        let queue = try DatabaseQueue(path: folder.file("news.sqlite"))
        try await queue.write { db in try NewsStore.fill(db) }
        let joined = NewsArticle.join(NewsStatus.self) { $0.articleID == $1.articleID }.observation()
        var pairs = joined.values(in: queue).makeAsyncIterator()
        let families = NewsFeed.including(all: NewsFeed.articles).observation()
        var feeds = families.values(in: queue).makeAsyncIterator()
        #expect(try await pairs.next()?.count == 3)
        #expect(try await feeds.next()?.map(\.1.count) == [2, 1, 0])
        try await queue.write { db in
            try db.insert(NewsStatus(articleID: "a3", read: true, starred: true))
            try db.insert(NewsArticle(articleID: "a5", feedID: 3, title: "New", datePublished: nil))
        }
        #expect(try await pairs.next()?.count == 4)
        #expect(try await feeds.next()?.map(\.1.count) == [2, 1, 1])
    }
}
