import Foundation
import QuarrySQLite
import QuarryTesting

/// NetNewsWire's article store, cut down: feeds, articles (a nullable foreign key to their feed,
/// dates as unix seconds) and statuses (one per article, keyed by the article's id, so both tables
/// have an `articleID` column).
struct NewsFeed: TableRecord, Equatable {
    var id: Int64
    var title: String

    static let definition = TableDefinition<NewsFeed>("feed") {
        Field(\.id, "id").primaryKey()
        Field(\.title, "title")
    }

    static let articles = HasMany<NewsFeed, NewsArticle>()
}

struct NewsArticle: TableRecord, Equatable {
    var articleID: String
    var feedID: Int64?
    var title: String?
    var datePublished: Date?

    static let definition = TableDefinition<NewsArticle>("articles") {
        Field(\.articleID, "articleID").primaryKey()
        Field(\.feedID, "feedID").references(ForeignKeyClause(references: "feed"))
        Field(\.title, "title")
        Field(\.datePublished, "datePublished", storage: .unixSeconds)
    }

    static let feed = BelongsTo<NewsArticle, NewsFeed>()
    static let status = HasOne<NewsArticle, NewsStatus>()
}

struct NewsStatus: TableRecord, Equatable {
    var articleID: String
    var read: Bool
    var starred: Bool

    static let definition = TableDefinition<NewsStatus>("statuses") {
        Field(\.articleID, "articleID").primaryKey().references(ForeignKeyClause(references: "articles"))
        Field(\.read, "read")
        Field(\.starred, "starred")
    }
}

enum NewsStore {
    static let t0 = Date(timeIntervalSince1970: 1_700_000_000)

    static let feeds: [NewsFeed] = [
        NewsFeed(id: 1, title: "Daring"), NewsFeed(id: 2, title: "Six Colors"),
        NewsFeed(id: 3, title: "Empty"),
    ]

    static let articles: [NewsArticle] = [
        NewsArticle(articleID: "a1", feedID: 1, title: "One", datePublished: t0),
        NewsArticle(articleID: "a2", feedID: 1, title: "Two", datePublished: t0.addingTimeInterval(60)),
        NewsArticle(articleID: "a3", feedID: 2, title: nil, datePublished: t0.addingTimeInterval(120)),
        NewsArticle(articleID: "a4", feedID: nil, title: "Orphan", datePublished: nil),
    ]

    static let statuses: [NewsStatus] = [
        NewsStatus(articleID: "a1", read: true, starred: false),
        NewsStatus(articleID: "a2", read: false, starred: true),
        NewsStatus(articleID: "a4", read: false, starred: false),
    ]

    /// The three tables, as the definitions create them.
    static var schema: GoldenSchema {
        let tables = [
            try? NewsFeed.definition.createTable().description,
            try? NewsArticle.definition.createTable().description,
            try? NewsStatus.definition.createTable().description,
        ]
        return GoldenSchema(tables.compactMap { $0 }.joined(separator: ";\n"))
    }

    /// A database file holding the store.
    static func database(at path: String, configuration: DatabaseConfiguration = DatabaseConfiguration())
        throws -> Database
    {
        let db = try Database(path: path, configuration: configuration)
        try fill(db)
        return db
    }

    /// The three tables and their rows.
    static func fill(_ db: Database) throws {
        try db.create(NewsFeed.self)
        try db.create(NewsArticle.self)
        try db.create(NewsStatus.self)
        for feed in feeds { try db.insert(feed) }
        for article in articles { try db.insert(article) }
        for status in statuses { try db.insert(status) }
    }
}
