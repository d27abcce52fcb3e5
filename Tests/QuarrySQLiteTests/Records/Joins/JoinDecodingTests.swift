import Foundation
import QuarrySQLite
import QuarryTesting
import Testing

/// A join decoded into the records it joins, on a database file: the pairs of an inner join, the
/// optional right side of a LEFT JOIN, a hand-built Select of both records' joined columns.
@Suite struct JoinDecodingTests {
    static let articleColumns =
        #""articles"."articleID" AS "articles.articleID", "articles"."feedID" AS "articles.feedID", "articles"."title" AS "articles.title", "articles"."datePublished" AS "articles.datePublished""#
    static let statusColumns =
        #""statuses"."articleID" AS "statuses.articleID", "statuses"."read" AS "statuses.read", "statuses"."starred" AS "statuses.starred""#

    @Test func anInnerJoinRendersEachRecordsColumnsQualifiedAndAliased() {
        let request = NewsArticle.join(NewsStatus.self) { $0.articleID == $1.articleID }
            .filter { _, status in status.starred == true }
            .orderBy { article, _ in article.datePublished.descending }
            .limit(5)
        expectSQL(
            request,
            "SELECT \(Self.articleColumns), \(Self.statusColumns) FROM \"articles\" JOIN \"statuses\" ON \"articles\".\"articleID\" = \"statuses\".\"articleID\" WHERE \"statuses\".\"starred\" = ? ORDER BY \"articles\".\"datePublished\" DESC LIMIT ?",
            [.integer(1), .integer(5)], schema: NewsStore.schema)
    }

    @Test func anInnerJoinReadsPairsOfRecords() throws {
        let folder = try TemporaryFolder()
        let db = try NewsStore.database(at: folder.file("news.sqlite"))
        let request = NewsArticle.join(NewsStatus.self) { $0.articleID == $1.articleID }
            .orderBy { article, _ in article.articleID }
        let pairs = try db.fetchAll(request)
        #expect(pairs.map(\.0) == [NewsStore.articles[0], NewsStore.articles[1], NewsStore.articles[3]])
        #expect(pairs.map(\.1) == NewsStore.statuses)
        // Dates read back in the field's storage (unix seconds), through the joined column's alias.
        #expect(pairs[1].0.datePublished == NewsStore.t0.addingTimeInterval(60))
        let starred = try db.fetchAll(request.filter { _, status in status.starred == true })
        #expect(starred.map(\.0.articleID) == ["a2"])
        #expect(try db.fetchCount(request) == 3)
        #expect(
            try db.fetchOne(request.filter { _, status in status.read == true })?.1 == NewsStore.statuses[0])
        #expect(try db.fetchOne(request.filter { article, _ in article.articleID == "none" }) == nil)
    }

    @Test func aLeftJoinReadsNilWhereNoRowWasJoined() throws {
        let folder = try TemporaryFolder()
        let db = try NewsStore.database(at: folder.file("news.sqlite"))
        let request = NewsArticle.leftJoin(NewsStatus.self) { $0.articleID == $1.articleID }
            .orderBy { article, _ in article.articleID }
        expectSQL(
            request,
            "SELECT \(Self.articleColumns), \(Self.statusColumns) FROM \"articles\" LEFT JOIN \"statuses\" ON \"articles\".\"articleID\" = \"statuses\".\"articleID\" ORDER BY \"articles\".\"articleID\"",
            schema: NewsStore.schema)
        let pairs = try db.fetchAll(request)
        #expect(pairs.map(\.0) == NewsStore.articles)
        let statuses: [NewsStatus?] = [
            NewsStore.statuses[0], NewsStore.statuses[1], nil, NewsStore.statuses[2],
        ]
        #expect(pairs.map(\.1) == statuses)
        #expect(try db.fetchCount(request) == 4)
        let unread = request.filter { _, status in status.articleID == nil }
        #expect(try db.fetchAll(unread).map(\.0.articleID) == ["a3"])
    }

    @Test func aSelectOfBothRecordsJoinedColumnsDecodesIntoBoth() throws {
        let folder = try TemporaryFolder()
        let db = try NewsStore.database(at: folder.file("news.sqlite"))
        let article = NewsArticle.columns
        let status = NewsStatus.columns
        let select = Select(columns: NewsArticle.joinedColumns() + NewsStatus.joinedColumns())
            .from(NewsArticle.table.leftJoin(NewsStatus.table, on: article.articleID == status.articleID))
            .orderBy(article.articleID.descending)
        expectSQL(
            select,
            "SELECT \(Self.articleColumns), \(Self.statusColumns) FROM \"articles\" LEFT JOIN \"statuses\" ON \"articles\".\"articleID\" = \"statuses\".\"articleID\" ORDER BY \"articles\".\"articleID\" DESC",
            schema: NewsStore.schema)
        let optional = try db.fetchAll(select, as: NewsArticle.self, NewsStatus?.self)
        #expect(optional.map(\.0.articleID) == ["a4", "a3", "a2", "a1"])
        #expect(optional.map { $0.1?.articleID } == ["a4", nil, "a2", "a1"])
        // Read as non-optional, the missing status is an error naming its column, not a made-up record.
        #expect(throws: DatabaseError.self) { try db.fetchAll(select, as: NewsArticle.self, NewsStatus.self) }
        let inner = select.where(status.starred == false)
        let pairs = try db.fetchAll(inner, as: NewsArticle.self, NewsStatus.self)
        #expect(pairs.map(\.1) == [NewsStore.statuses[2], NewsStore.statuses[0]])
    }

    @Test func aStatementWithoutARecordsJoinedColumnsIsRefusedByName() throws {
        let db = try NewsStore.database(at: ":memory:")
        let plain = Select.all.from(NewsArticle.table)
        #expect {
            try db.fetchAll(plain, as: NewsArticle.self, NewsStatus?.self)
        } throws: { error in
            "\(error)".contains("no column of the statement is named \"articles\".column")
        }
    }

    @Test func aStatementReadingOneTableTwiceIsRefused() throws {
        let db = try NewsStore.database(at: ":memory:")
        let select = Select(columns: NewsArticle.joinedColumns()).from(NewsArticle.table)
        #expect {
            try db.fetchAll(select, as: NewsArticle.self, NewsArticle.self)
        } throws: { error in
            "\(error)".contains("both records are read from columns named \"articles\".column")
        }
    }

    @Test func aTableJoinedToItselfNeedsAnAlias() throws {
        let db = try NewsStore.database(at: ":memory:")
        let clash = NewsArticle.join(NewsArticle.self) { $0.feedID == $1.feedID }
        #expect {
            try db.fetchAll(clash)
        } throws: { error in
            "\(error)".contains("give the joined table an alias")
        }
        let siblings = NewsArticle.join(NewsArticle.self, as: "sibling") { $0.feedID == $1.feedID }
            .filter { article, sibling in article.articleID < sibling.articleID }
        expectSQL(
            siblings,
            "SELECT \(Self.articleColumns), \"sibling\".\"articleID\" AS \"sibling.articleID\", \"sibling\".\"feedID\" AS \"sibling.feedID\", \"sibling\".\"title\" AS \"sibling.title\", \"sibling\".\"datePublished\" AS \"sibling.datePublished\" FROM \"articles\" JOIN \"articles\" AS \"sibling\" ON \"articles\".\"feedID\" = \"sibling\".\"feedID\" WHERE \"articles\".\"articleID\" < \"sibling\".\"articleID\"",
            schema: NewsStore.schema)
        let pairs = try db.fetchAll(siblings)
        #expect(pairs.map { [$0.0.articleID, $0.1.articleID] } == [["a1", "a2"]])
    }
}
