import Quarry
import QuarryTesting
import Testing

@Suite struct SelectCompoundTests {
    private let messages = Select { Message.localID }.from(Message.table)
    private let authors = Select { Author.id }.from(Author.table)
    private let tags = Select { Tag.messageID }.from(Tag.table)

    @Test func union() {
        expectSQL(
            messages.union(authors), #"SELECT "localID" FROM "message" UNION SELECT "id" FROM "author""#)
    }

    @Test func unionAll() {
        expectSQL(
            messages.unionAll(authors),
            #"SELECT "localID" FROM "message" UNION ALL SELECT "id" FROM "author""#)
    }

    @Test func intersect() {
        expectSQL(
            messages.intersect(authors),
            #"SELECT "localID" FROM "message" INTERSECT SELECT "id" FROM "author""#)
    }

    @Test func except() {
        expectSQL(
            messages.except(authors), #"SELECT "localID" FROM "message" EXCEPT SELECT "id" FROM "author""#)
    }

    @Test func chainsStayFlatBecauseCompoundsAssociateLeft() {
        expectSQL(
            messages.union(authors).except(tags),
            #"SELECT "localID" FROM "message" UNION SELECT "id" FROM "author" EXCEPT SELECT "messageID" FROM "tag""#
        )
    }

    @Test func aCompoundOnTheRightKeepsItsGrouping() {
        // a UNION (b EXCEPT c) is not (a UNION b) EXCEPT c, so the right side becomes a subquery.
        expectSQL(
            messages.union(authors.except(tags)),
            #"SELECT "localID" FROM "message" UNION SELECT * FROM (SELECT "id" FROM "author" EXCEPT SELECT "messageID" FROM "tag")"#
        )
    }

    @Test func orderByAndLimitAfterACompoundApplyToTheWhole() {
        expectSQL(
            messages.unionAll(authors).orderBy(Message.localID.descending).limit(3),
            #"SELECT "localID" FROM "message" UNION ALL SELECT "id" FROM "author" ORDER BY "localID" DESC LIMIT ?"#,
            [3])
    }

    @Test func aLimitedLeftSideKeepsItsLimit() {
        expectSQL(
            messages.orderBy(Message.createTime.descending).limit(2).union(authors),
            #"SELECT * FROM (SELECT "localID" FROM "message" ORDER BY "createTime" DESC LIMIT ?) UNION SELECT "id" FROM "author""#,
            [2])
    }

    @Test func aLimitedRightSideKeepsItsLimit() {
        expectSQL(
            messages.union(authors.limit(1)),
            #"SELECT "localID" FROM "message" UNION SELECT * FROM (SELECT "id" FROM "author" LIMIT ?)"#, [1])
    }

    @Test func membersKeepTheirOwnClauses() {
        expectSQL(
            messages.where(Message.flags > 0).union(authors.where(Author.active)),
            #"SELECT "localID" FROM "message" WHERE "flags" > ? UNION SELECT "id" FROM "author" WHERE "active""#,
            [0])
    }

    @Test func valuesAsAMember() {
        expectSQL(
            messages.unionAll(Select.values([[7], [8]])),
            #"SELECT "localID" FROM "message" UNION ALL VALUES (?), (?)"#, [7, 8])
    }

    @Test func differentColumnCountsAreAnError() {
        let two = Select {
            Author.id
            Author.name
        }.from(Author.table)
        expectRenderingError(messages.union(two), .columnCountMismatch, mentioning: "1, 2")
    }

    @Test func differentColumnCountsInsideAWrappedMemberAreAnError() {
        let two = Select {
            Author.id
            Author.name
        }.from(Author.table)
        expectRenderingError(messages.union(two.limit(1)), .columnCountMismatch, mentioning: "1, 2")
    }

    @Test func differentWidthsAmongKnownMembersAreAnErrorEvenBesideAStar() {
        let two = Select {
            Author.id
            Author.name
        }.from(Author.table)
        expectRenderingError(
            messages.union(Select.all.from(Tag.table)).union(two), .columnCountMismatch, mentioning: "1, 2")
    }

    @Test func aStarMemberIsNotCheckedAgainstAKnownWidth() {
        expectSQL(
            Select {
                Tag.messageID
                Tag.name
                Tag.weight
            }.from(Tag.table).union(Select.all.from(Tag.table)),
            #"SELECT "messageID", "name", "weight" FROM "tag" UNION SELECT * FROM "tag""#)
    }

    @Test func whereAfterACompoundIsAnError() {
        expectRenderingError(
            messages.union(authors).where(Author.active), .invalidStatement, mentioning: "where()")
    }

    @Test func fromAfterACompoundIsAnError() {
        expectRenderingError(messages.union(authors).from(Tag.table), .invalidStatement, mentioning: "from()")
    }
}
